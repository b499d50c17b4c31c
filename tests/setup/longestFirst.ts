// The order the test files start in (vitest.config.ts). The browser files run four at a time, so
// the run ends soonest when the longest start first and the short ones fill in around them. On a
// fresh clone vitest knows no file's duration and would start the largest files first, which puts
// the layout check and the other engines' flows (small files that drive long runs) last. Among the
// unit files, those that wait on servers start first (FIRST_PROJECT).
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

/**
 * The unit project whose files start before the other unit files. Each in a Node process of its
 * own, they mostly wait (on a club's server, on Apache CouchDB's replication): started first, with
 * three unit files at a time (vitest.config.ts), the other files use the CPU while they wait.
 * Started last, as vitest would (projects by name), they were the unit files' last 40 s.
 */
export const FIRST_PROJECT = 'unit-servers';

/** Each long FIRST_PROJECT file's own time in a CI run with one core kept busy. */
export const UNIT_SECONDS: Readonly<Record<string, number>> = {
  'tests/sync/realClubConflicts.test.ts': 25,
  'tests/sync/realClub.test.ts': 9,
  'tests/club/members.test.ts': 6,
};

/** The file's path from the repository's root, with forward slashes. */
function fromRoot(root: string, file: string): string {
  const relative = file.startsWith(root) ? file.slice(root.length) : file;
  return relative.replace(/\\/g, '/').replace(/^\/+/, '');
}

/** What the order needs to know of a file. */
export interface Placed {
  /** Its project's name and sequence.groupOrder. */
  readonly project: string;
  readonly group: number;
  /** Its path from the repository's root. */
  readonly file: string;
  /** Its place in vitest's own order. */
  readonly place: number;
}

/**
 * The order the files start in: vitest's, projects by group, except that FIRST_PROJECT goes ahead
 * of the other projects of its group; within a project, the longest first (BROWSER_SECONDS,
 * UNIT_SECONDS), the rest in vitest's order.
 */
export function runOrder<T extends Placed>(files: readonly T[]): T[] {
  const seconds = (f: Placed) => BROWSER_SECONDS[f.file] ?? UNIT_SECONDS[f.file] ?? 0;
  return [...files].sort((a, b) => {
    if (a.project === b.project) return seconds(b) - seconds(a) || a.place - b.place;
    if (a.group === b.group && (a.project === FIRST_PROJECT) !== (b.project === FIRST_PROJECT))
      return a.project === FIRST_PROJECT ? -1 : 1;
    return a.place - b.place;
  });
}

/** Vitest's own order, then runOrder. */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const placed = sorted.map((spec, place) => ({
      spec,
      project: spec.project.name,
      group: spec.project.config.sequence.groupOrder,
      file: fromRoot(root, spec.moduleId),
      place,
    }));
    return runOrder(placed).map(({ spec }) => spec);
  }
}
