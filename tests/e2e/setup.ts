// Set up in every browser test file (vitest.config.ts):
// - a test whose pages threw an error or left a promise rejection unhandled fails, naming each
//   (uncaught.ts), even if it checked nothing else;
// - a test that fails says what each page still open last showed (openPages.ts), so a wait that
//   gave up tells where the page stood, not only what never came.
import { afterEach, beforeEach, expect } from 'vitest';
import { whatPageShows } from './harness.ts';
import { openPages } from './openPages.ts';
import { takeUncaught } from './uncaught.ts';

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    const pages = openPages();
    if (pages.length === 0) return;
    const shown = await Promise.all(
      pages.map(async (page) => `  ${page.url()}: ${await whatPageShows(page)}`),
    );
    const note = `\n\nWhat the open pages last showed:\n${shown.join('\n')}`;
    const first = task.result?.errors?.[0];
    if (first !== undefined) first.message += note;
    else console.error(note);
  });
});

afterEach(() => {
  expect(takeUncaught(), 'uncaught errors or unhandled rejections in the page').toEqual([]);
});
