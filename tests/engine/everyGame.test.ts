import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  A_1NT,
  B_1NT,
  fourPlayer,
  PASSED,
  PLAYED,
  rummy,
  twoPlayer,
} from '../file/badInputCases.ts';

/**
 * Chicago's, Kapiti's, Six-Deal's and rummy's scoring is loaded with a match of those games, not
 * with the first screen (src/engine/score.ts). This holds every module to one of two ways:
 * - away from the table, it reads and scores matches through src/engine/everyGame.ts, which brings
 *   every game's scoring with it;
 * - on the first screen and at the table, it is one of the few below, each of which either loads
 *   the scoring of a match's game before it scores it, or works only on the match the table has
 *   open (whose scoring the table loaded as it opened it).
 */
const ROOT = join(import.meta.dirname, '../..');

/** The modules that may read and score through score.ts and validateMatch.ts themselves. */
const TABLE_READERS: Readonly<Record<string, string>> = {
  // Loads the games' scoring before it scores a match for the list.
  'src/db/standings.ts': 'loads',
  // Reads the match the table opens; the table loads its game's scoring (useMatch, shownMatches).
  'src/db/matchStore.ts': 'the open match',
  // Writes the open match, or a new one that has no deals yet.
  'src/db/matchWrites.ts': 'the open match',
  'src/ui/table/useMatch.ts': 'loads',
  'src/ui/table/dealDraft.ts': 'the open match',
  'src/ui/table/tableSteps.ts': 'the open match',
  'src/ui/table/playedBoard.ts': 'the open match',
  'src/ui/table/resultChoices.ts': 'the open match',
  'src/ui/table/announce.ts': 'the open match',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The modules that import `validateMatch` or `scoreMatch` from where each is written. */
function directReaders(): string[] {
  const direct =
    /import\s*\{[^}]*\b(validateMatch|scoreMatch)\b[^}]*\}\s*from\s*'[^']*\/(validateMatch|score)\.ts'/;
  return sources(join(ROOT, 'src'))
    .filter((path) => direct.test(readFileSync(path, 'utf8')))
    .map((path) => relative(ROOT, path))
    .filter((path) => path !== 'src/engine/everyGame.ts')
    .sort();
}

describe("each game's scoring, loaded where it is wanted", () => {
  it('is read and scored through everyGame.ts everywhere but at the table', () => {
    expect(directReaders()).toEqual(Object.keys(TABLE_READERS).sort());
  });

  it('is brought by loadScoring on the first screen: a Chicago match scores once it is here', async () => {
    vi.resetModules();
    const score = await import('../../src/engine/score.ts');
    const { validateMatch } = await import('../../src/engine/matchFile/validateMatch.ts');
    const read = validateMatch(fourPlayer('chicago', [PLAYED, PASSED, PLAYED]));
    if (!read.ok) throw new Error(read.errors.map((e) => e.message).join());
    expect(score.scoringLoaded('chicago')).toBe(false);
    expect(() => score.scoreMatch(read.value)).toThrow(score.ScoringNotLoaded);
    await score.loadScoring('chicago');
    expect(score.scoringLoaded('chicago')).toBe(true);
    // The same sheet as code away from the table scores (the setup imports everyGame.ts).
    const { scoreMatch } = await import('../../src/engine/everyGame.ts');
    expect(score.scoreMatch(read.value).totals).toEqual(scoreMatch(read.value).totals);
    // Deal 1: 4S made, 120 and a game not vulnerable, 300; deal 3 (the second place, EW
    // vulnerable in Chicago's form) the same for NS: 840.
    expect(score.scoreMatch(read.value).totals).toEqual([840, 0]);
  });

  it('is not wanted to read a planned match within its plan, only one played past it', async () => {
    vi.resetModules();
    const score = await import('../../src/engine/score.ts');
    const { validateMatch } = await import('../../src/engine/matchFile/validateMatch.ts');
    // Thirty deals of thirty, six of six, and rummy with no target: read with no scoring here.
    const within = [
      fourPlayer(
        'kapiti',
        Array.from({ length: 30 }, () => PLAYED),
      ),
      twoPlayer('sixdeal', [A_1NT, B_1NT, A_1NT, B_1NT, A_1NT, B_1NT]),
      rummy([{ out: 0, points: [0, 3, 2], rummy: false }]),
    ];
    for (const file of within) expect(validateMatch(file)).toMatchObject({ ok: true });
    expect(['kapiti', 'sixdeal', 'rummy'].map((g) => score.scoringLoaded(g as never))).toEqual([
      false,
      false,
      false,
    ]);
    // Past the plan: whether the match was already decided wants Kapiti's scoring.
    const past = fourPlayer('kapiti', [...Array.from({ length: 30 }, () => PLAYED), PASSED]);
    expect(() => validateMatch(past)).toThrow(score.ScoringNotLoaded);
    await score.loadScoring('kapiti');
    expect(validateMatch(past)).toMatchObject({
      ok: false,
      errors: [{ path: 'deals[30]', message: expect.stringMatching(/^the match was decided/) }],
    });
  });

  it('loads nothing for a game scored from the start, or a name that is no game', async () => {
    vi.resetModules();
    const score = await import('../../src/engine/score.ts');
    for (const name of ['rubber', 'duplicate', 'bridgette', 'croquet', undefined, 7])
      await expect(score.loadScoring(name)).resolves.toBeUndefined();
    expect(score.scoringLoaded('rubber')).toBe(true);
    expect(score.scoringLoaded('chicago')).toBe(false);
  });
});
