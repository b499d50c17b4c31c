import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { matchToPbn } from '../../src/engine/pbn/exportPbn.ts';
import { pbnToMatch } from '../../src/engine/pbn/importPbn.ts';
import { summarizeMatch } from '../../src/engine/summary.ts';
import { checkExport } from './checks.ts';
import { readGames, rubberTotals, tag } from './tagReader.ts';

/**
 * The golden matches (tests/golden and the published examples in tests/fixtures/examples) through
 * PBN and back: every bridge game PBN can hold comes back exactly, with the published points per
 * deal in its score tags.
 */

type Json = { [key: string]: unknown };

const golden = ['../golden', '../fixtures/examples'].flatMap((folder) => {
  const dir = join(import.meta.dirname, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, file: JSON.parse(readFileSync(join(dir, name), 'utf8')) as Json }));
});
const PBN_GAMES = ['rubber', 'kapiti', 'chicago', 'duplicate'];
const exportable = golden.filter(({ file }) => PBN_GAMES.includes(file.game as string));

function valid(file: Json) {
  const result = validateMatch(file);
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}

describe('golden matches through PBN', () => {
  it('has the four-player examples', () => {
    expect(exportable.length).toBeGreaterThanOrEqual(7);
  });

  it.each(exportable)('$name comes back exactly', ({ file }) => {
    const match = valid(file);
    const text = matchToPbn(match);
    if (!text.ok) throw new Error(text.errors.map(formatProblem).join('\n'));
    const back = pbnToMatch(text.value);
    expect(back.ok ? back.value : back.errors.map(formatProblem)).toEqual(match);
    checkExport(file, text.value, summarizeMatch(match));
  });

  it.each(exportable)(
    '$name: the score tags show the published points of each deal',
    ({ file }) => {
      const expected = (file['x-expect'] as Json).deals as Record<string, number>[] | undefined;
      if (expected === undefined) return;
      // The unfinished rubber's bonus, scored when play stopped, is in the last deal's tags.
      const stopped = (file['x-expect'] as Json).unfinished as Record<string, number> | undefined;
      const text = matchToPbn(valid(file));
      if (!text.ok) throw new Error('refused');
      const games = readGames(text.value);
      games.forEach((game, index) => {
        const extra = index === games.length - 1 ? (stopped ?? {}) : {};
        const NS = (expected[index]?.NS ?? 0) + (extra.NS ?? 0);
        const EW = (expected[index]?.EW ?? 0) + (extra.EW ?? 0);
        if (file.game === 'duplicate')
          expect(tag(game, 'Score')).toBe(`NS ${NS - EW} EW ${EW - NS}`);
        else {
          expect(rubberTotals(tag(game, 'ScoreRubber'))).toEqual([NS, EW]);
        }
      });
    },
  );

  it('refuses the two-player Six-Deal examples, saying why', () => {
    const sixdeal = golden.find(({ name }) => name === 'sixdeal-examples.json');
    expect(sixdeal).toBeDefined();
    const result = matchToPbn(valid(sixdeal?.file ?? {}));
    expect(result.ok ? [] : result.errors.map(formatProblem)).toEqual([
      'game: sixdeal is played by two players, A and B: PBN 2.1 names four players and the declarer by compass seat (section 3.4), and its Scoring tag has no value for sixdeal scoring',
    ]);
  });
});
