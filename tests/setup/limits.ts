// Set up first in every test file (vitest.config.ts): the file's test, hook and expect.poll limits
// from scripts/limits.ts as read in the file's own process, where the factor follows the machine's
// load as the file starts, not only its speed at the run's start (the config's own limits).
import { expect, vi } from 'vitest';
import { limits } from '../../scripts/limits.ts';

/** Whether the file drives a browser: the e2e project's files. */
export function drivesBrowser(testPath: string | undefined): boolean {
  return /[/\\]tests[/\\](e2e|engines)[/\\]/.test(testPath ?? '');
}

const browser = drivesBrowser(expect.getState().testPath);
vi.setConfig({
  testTimeout: browser ? limits.browserTest : limits.unitTest,
  hookTimeout: browser ? limits.browserHook : limits.start,
  expect: { poll: { timeout: limits.poll } },
});
