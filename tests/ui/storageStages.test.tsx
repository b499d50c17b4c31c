// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { countDeleted } from '../../src/db/deletedCount.ts';
import { deleteMatch } from '../../src/db/deletedMatches.ts';
import { Storage } from '../../src/db/storage.ts';
import { StorageProvider } from '../../src/ui/storage/StorageProvider.tsx';
import { useStoreQuery } from '../../src/ui/storage/useStoreQuery.ts';
import { madeStore } from '../db/helpers.ts';

describe("the first screen's live reads, before and after the store's writing half loads", () => {
  it('a screen reading straight hears a write once Dexie has come for it', async () => {
    const { options, ids } = await madeStore(2);
    const storage = await Storage.open(options);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StorageProvider storage={storage}>{children}</StorageProvider>
    );
    const { result } = renderHook(() => useStoreQuery((reads) => countDeleted(reads), []), {
      wrapper,
    });
    await waitFor(() => expect(result.current).toBe(0));
    expect(storage.loaded).toBeNull();
    await act(() => storage.write((db) => deleteMatch(db, ids[0] ?? '')));
    await waitFor(() => expect(result.current).toBe(1));
    // Watched from now on: a write after is heard as well.
    await act(() => storage.write((db) => deleteMatch(db, ids[1] ?? '')));
    await waitFor(() => expect(result.current).toBe(2));
  });
});
