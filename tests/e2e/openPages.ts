// The pages of this test file's browsers that are still open, so that a test that gives up can
// say what each last showed (setup.ts), whichever helper opened them.
import type { BrowserContext, Page } from 'playwright-core';

const open = new Set<Page>();

/** Follows the context's pages, those it has and those it opens, until each closes. */
export function followPages(context: BrowserContext): void {
  const follow = (page: Page) => {
    open.add(page);
    page.once('close', () => open.delete(page));
  };
  context.pages().forEach(follow);
  context.on('page', follow);
}

/** The pages still open, in the order they opened. */
export function openPages(): Page[] {
  return [...open].filter((page) => !page.isClosed());
}
