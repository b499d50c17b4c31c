// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Storage } from '../../src/db/storage.ts';
import {
  StorageProvider,
  openStorageEarly,
  useStorage,
} from '../../src/ui/storage/StorageProvider.tsx';

/** The store starts opening as the app's script runs, before React's first frame (issue 15). */

function Opened() {
  const storage = useStorage();
  return <p>open, on {storage.mode.kind}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('opening the store early', () => {
  it('starts once; the provider takes that opening up, and a later provider opens its own', async () => {
    const open = vi.spyOn(Storage, 'open');
    openStorageEarly();
    openStorageEarly();
    expect(open).toHaveBeenCalledTimes(1);

    const first = render(
      <StorageProvider>
        <Opened />
      </StorageProvider>,
    );
    expect(await screen.findByText('open, on disk')).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    first.unmount();

    render(
      <StorageProvider>
        <Opened />
      </StorageProvider>,
    );
    expect(await screen.findByText('open, on disk')).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('a failure is shown by the provider, never left as an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      // Not a spy: a spy handles the promises it returns, to record how they settled.
      const open = Storage.open.bind(Storage);
      Storage.open = () => Promise.reject(new Error('the disk is full'));
      try {
        openStorageEarly();
      } finally {
        Storage.open = open;
      }
      // Time for an unhandled rejection to be reported, before any provider takes the opening up.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
    }
    render(
      <StorageProvider>
        <Opened />
      </StorageProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'WeThey could not open any storage: the disk is full',
    );
  });
});
