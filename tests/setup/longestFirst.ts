// The order the test files start in (vitest.config.ts). The browser files run three at a time, so
// the run ends soonest when the longest start first and the short ones fill in around them. On a
// fresh clone vitest knows no file's duration and would start the largest files first, which puts
// the layout check and the other engines' flows (small files that drive long runs) last.
//
// BROWSER_SECONDS is each long browser file's own time in a CI run, alone on a two-core machine;
// a file not listed counts as short. A wrong or stale figure only changes the order, never a result.
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

export const BROWSER_SECONDS: Readonly<Record<string, number>> = {
  'tests/e2e/layoutCheck.e2e.test.ts': 98,
  'tests/engines/firefox.engine.test.ts': 66,
  'tests/e2e/tableLooks.e2e.test.ts': 64,
  'tests/e2e/games.e2e.test.ts': 62,
  'tests/e2e/clubMore.e2e.test.ts': 60,
  'tests/e2e/club.e2e.test.ts': 52,
  'tests/e2e/restoreEveryGame.e2e.test.ts': 42,
  'tests/e2e/tableTouch.e2e.test.ts': 41,
  'tests/engines/webkit.engine.test.ts': 40,
  'tests/engines/wpe.engine.test.ts': 40,
  'tests/e2e/tableControls.e2e.test.ts': 34,
  'tests/e2e/olderEyes.e2e.test.ts': 33,
  'tests/e2e/sampleRubber.e2e.test.ts': 25,
  'tests/e2e/clubRefusals.e2e.test.ts': 24,
  'tests/e2e/twoDevices.e2e.test.ts': 24,
  'tests/e2e/manyMatches.e2e.test.ts': 20,
  'tests/e2e/pwa.e2e.test.ts': 20,
  'tests/e2e/season.e2e.test.ts': 20,
  'tests/e2e/hostile.e2e.test.ts': 19,
  'tests/e2e/organiserScreens.e2e.test.ts': 18,
  'tests/e2e/kapitiNames.e2e.test.ts': 16,
  'tests/e2e/twoDevicesScreens.e2e.test.ts': 14,
  'tests/e2e/duplicateBoards.e2e.test.ts': 11,
};

/** The file's path from the repository's root, with forward slashes. */
function fromRoot(root: string, file: string): string {
  const relative = file.startsWith(root) ? file.slice(root.length) : file;
  return relative.replace(/\\/g, '/').replace(/^\/+/, '');
}

/** Vitest's own order (projects in their group order), then the browser files longest first. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) =>
      BROWSER_SECONDS[fromRoot(root, spec.moduleId)] ?? 0;
    const place = new Map(sorted.map((spec, index) => [spec, index]));
    return [...sorted].sort((a, b) => {
      const byVitest = (place.get(a) ?? 0) - (place.get(b) ?? 0);
      if (a.project.name !== b.project.name) return byVitest;
      return seconds(b) - seconds(a) || byVitest;
    });
  }
}
