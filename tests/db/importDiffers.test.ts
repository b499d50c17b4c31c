import { describe, expect, it } from 'vitest';
import { importDifferences } from '../../src/db/importDiffers.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { TABLE_KEY } from '../../src/engine/tableGroup.ts';
import type { Match } from '../../src/engine/types.ts';
import { rubberFile } from './helpers.ts';

/** What an import says differs between a match here and the file's copy (src/db/importDiffers.ts). */

const read = (overrides: Record<string, unknown> = {}): Match => {
  const match = validateMatch(
    rubberFile({ id: 'c1f7e2a4-1b2c-4d5e-8f90-123456789abc', ...overrides }),
  );
  if (!match.ok) throw new Error(JSON.stringify(match.errors));
  return match.value;
};

const D1 = { contract: '2H', declarer: 'S', tricks: 8 };
const D2 = { contract: '3NT', declarer: 'W', tricks: 9 };
const D3 = { contract: '1C', declarer: 'N', tricks: 7 };

describe('what differs between a match here and the file’s copy', () => {
  it('nothing, for the same match: nor when only the time written or the side shown as WE differ', () => {
    const here = read({ deals: [D1, D2], createdAt: '2026-11-20T19:00:00Z' });
    expect(importDifferences(here, here)).toEqual([]);
    expect(
      importDifferences(
        here,
        read({
          deals: [D1, D2],
          createdAt: '2026-11-20T19:00:00Z',
          updatedAt: '2026-11-21T08:00:00Z',
        }),
      ),
    ).toEqual([]);
    // A file that does not say when it was started says nothing that differs.
    expect(importDifferences(here, read({ deals: [D1, D2] }))).toEqual([]);
  });

  it('names each deal that differs, and those only one side has', () => {
    const here = read({ deals: [D1, D2, D3] });
    expect(importDifferences(here, read({ deals: [D1, { ...D2, tricks: 8 }] }))).toEqual([
      'deal 2 differs',
      'deal 3 only here',
    ]);
    expect(importDifferences(read({ deals: [D1] }), read({ deals: [D1, D2, D3] }))).toEqual([
      'deals 2 and 3 only in the file',
    ]);
  });

  it('names End of play, the players and the evening as a player knows them', () => {
    const here = read({ deals: [D1] });
    expect(importDifferences(here, read({ deals: [D1], finished: true }))).toEqual([
      'ended in the file, not here',
    ]);
    expect(
      importDifferences(
        here,
        read({ deals: [D1], players: { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Al' } }),
      ),
    ).toEqual(['the players']);
    const evening = (session: string) => ({
      [TABLE_KEY]: { session, draw: ['Ian', 'Dave', 'Bob', 'Alan', 'Cy'], rubber: 0 },
    });
    expect(
      importDifferences(
        read({ deals: [D1], ...evening('evening-1') }),
        read({ deals: [D1], ...evening('evening-2') }),
      ),
    ).toEqual(['the evening it belongs to']);
  });
});
