// Testing Library's DOM matchers (toBeInTheDocument, toHaveAccessibleName...) and its waits, for the
// screen tests: the files under tests/ui, every *.test.tsx among them. Loading them takes a second
// or more of a busy machine's time, so the other unit files, which never render a screen, go
// without.
import { expect } from 'vitest';
import { limits } from '../../scripts/limits.ts';

/** Whether the file is a screen test, which renders the app's components. */
export function rendersScreens(testPath: string | undefined): boolean {
  const path = (testPath ?? '').replace(/\\/g, '/');
  return path.includes('/tests/ui/') || path.endsWith('.test.tsx');
}

if (rendersScreens(expect.getState().testPath)) {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/dom');
  // Saves reach the screen through IndexedDB live queries, and the code a tap needs first is
  // loaded (and, under Vitest, compiled) then. On a busy two-core machine that has taken over
  // three seconds, so findBy and waitFor wait up to limits.screenWait; a test that passes waits no
  // longer.
  configure({ asyncUtilTimeout: limits.screenWait });
}
