// Set up in every browser test file (vitest.config.ts): a test whose pages threw an error or left
// a promise rejection unhandled fails, naming each (uncaught.ts), even if it checked nothing else.
import { afterEach, expect } from 'vitest';
import { takeUncaught } from './uncaught.ts';

afterEach(() => {
  expect(takeUncaught(), 'uncaught errors or unhandled rejections in the page').toEqual([]);
});
