import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longer } from '../../scripts/limits.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { toMatchFile } from '../../src/engine/matchFile/serialize.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { matchToPbn } from '../../src/engine/pbn/exportPbn.ts';
import { pbnToMatch } from '../../src/engine/pbn/importPbn.ts';
import { summarizeMatch } from '../../src/engine/summary.ts';
import type { Match } from '../../src/engine/types.ts';
import type { MatchFileJson } from '../arbitraries.ts';
import { arbitraryBridgeFile, arbitraryMatchFile } from '../arbitraries.ts';
import { decodeImportBytes } from '../../src/db/importRead.ts';
import { pbnFileBytes } from '../../src/ui/matchExport/pbnFile.ts';
import { checkExport } from './checks.ts';

/**
 * Properties of PBN export and import (docs/style.md, rule 12) over the random valid match files of
 * tests/arbitraries.ts. A failing seed becomes a named example in examples.test.ts.
 */

const PBN_GAMES = ['rubber', 'kapiti', 'chicago', 'duplicate'] as const;

function valid(file: unknown): Match {
  const result = validateMatch(file);
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}

type Json = { [key: string]: unknown };

/** The contracts PBN 2.1 can write: levels 1 to 7 in C, D, H, S or NT (docs/pbn.md). */
function sayableContract(deal: Json): boolean {
  return deal.passed === true || /^[1-7](C|D|H|S|NT?)X{0,2}$/.test(deal.contract as string);
}

/** A name PBN reads as itself in a tag value: not "?", "#" or "##...". */
function sayableName(name: string): boolean {
  return name !== '?' && name !== '#' && !name.startsWith('##');
}

/** The match-file paths matchToPbn must refuse, worked out from docs/pbn.md's rules alone. */
function expectedRefusals(file: MatchFileJson): string[] {
  const game = file.game as string;
  if (game === 'rummy') return ['game'];
  const deals = (file.deals ?? []) as Json[];
  const paths = PBN_GAMES.includes(game as (typeof PBN_GAMES)[number]) ? [] : ['game'];
  deals.forEach((deal, index) => {
    if (!sayableContract(deal)) paths.push(`deals[${index}].contract`);
  });
  if (game !== 'bridgette' && game !== 'sixdeal' && deals.length > 0) {
    const players = file.players as Record<string, string>;
    for (const seat of ['W', 'N', 'E', 'S']) {
      if (!sayableName(players[seat] ?? '')) paths.push(`players.${seat}`);
    }
  }
  return paths;
}

/** GorbyX suits by rank as standard ones, so that a GorbyX match becomes one PBN can say. */
const STANDARD_SUIT: Readonly<Record<string, string>> = { Y: 'C', B: 'D', R: 'D', O: 'H', G: 'S' };

/**
 * The same random match made sayable, rather than thrown away: a GorbyX match with a suit
 * contract is played with a standard deck, and a name PBN reads otherwise gets a letter in front.
 */
function sayable(file: MatchFileJson): MatchFileJson {
  const deals = (file.deals ?? []) as Json[];
  const players = Object.fromEntries(
    Object.entries(file.players as Record<string, string>).map(([seat, name]) => [
      seat,
      sayableName(name) ? name : `A${name}`,
    ]),
  );
  if (deals.every(sayableContract)) return { ...file, players };
  return {
    ...file,
    players,
    rules: { ...(file.rules as Json), deck: 'standard' },
    deals: deals.map((deal) =>
      deal.passed === true
        ? deal
        : {
            ...deal,
            contract: (deal.contract as string).replace(/[YBROG]/, (c) => STANDARD_SUIT[c] ?? c),
          },
    ),
  };
}

const exportable = fc
  .constantFrom(...PBN_GAMES)
  .chain((game) => arbitraryBridgeFile(game))
  .map(sayable);

describe('PBN round trip', { timeout: longer(60_000) }, () => {
  it('1,500 random matches of every game PBN holds come back exactly, tags as the rules say', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(exportable, (file) => {
        expect(expectedRefusals(file)).toEqual([]);
        const match = valid(file);
        const text = matchToPbn(match);
        if (!text.ok) throw new Error(text.errors.map(formatProblem).join('\n'));
        const back = pbnToMatch(text.value);
        expect(back.ok ? back.value : back.errors.map(formatProblem)).toEqual(match);
        checkExport(file, text.value, summarizeMatch(match));
        seen.add(match.game);
      }),
      { numRuns: 1500 },
    );
    expect([...seen].sort()).toEqual(['chicago', 'duplicate', 'kapiti', 'rubber']);
  });

  it('refuses exactly what PBN cannot say, in every game', () => {
    fc.assert(
      fc.property(arbitraryMatchFile, (file) => {
        const result = matchToPbn(valid(file));
        const paths = result.ok ? [] : result.errors.map((problem) => problem.path);
        expect(paths).toEqual(expectedRefusals(file));
      }),
      { numRuns: 400 },
    );
  });
});

/** Words of names in many scripts, with the characters a PBN string must escape. */
const WORDS = [
  'Ἀλέξανδρος',
  'Παπαδοπούλου',
  '王小明',
  '李华',
  'Ёжиков',
  'Наталья',
  'देवनागरी',
  'مريم',
  '김민준',
  'ʻŌlelo',
  'Kaʻiulani',
  'Hēnare',
  'Wiśniewska',
  'Zoë',
  'O"Neil',
  'back\\slash',
  '😀',
  'Ann',
];

/** A name of up to 100 characters (docs/format.md, `players`), never cut inside a character. */
const longName = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 40 })
  .map((words) => {
    let name = '';
    for (const c of words.join(' ')) {
      if (name.length + c.length > 100) break;
      name += c;
    }
    return name.trim();
  });

describe('PBN lines', { timeout: longer(60_000) }, () => {
  it('no line is longer than 255 characters, whatever the names, and the file reads back as written', () => {
    fc.assert(
      fc.property(
        exportable,
        fc.record({ N: longName, E: longName, S: longName, W: longName }),
        longName,
        (file, players, note) => {
          const long = {
            ...file,
            players,
            'x-notes': [note, note, note],
            ...(file.game === 'kapiti'
              ? {
                  competition: {
                    name: note,
                    round: 'Round 1',
                    organiser: note,
                    email: 'pat@example.org',
                    address: note,
                    due: '2026-12-01',
                  },
                }
              : {}),
          };
          const match = valid(long);
          const text = matchToPbn(match);
          if (!text.ok) throw new Error(text.errors.map(formatProblem).join('\n'));
          for (const line of text.value.split('\r\n')) {
            expect([...line].length, line).toBeLessThanOrEqual(255);
          }
          const back = pbnToMatch(decodeImportBytes(pbnFileBytes(text.value)));
          expect(back.ok ? back.value : back.errors.map(formatProblem)).toEqual(match);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** Damages exported text a little: drops, repeats or edits one line. */
const damaged = exportable.chain((file) => {
  const text = matchToPbn(valid(file));
  const lines = (text.ok ? text.value : '').split('\r\n');
  return fc
    .record({
      at: fc.nat({ max: Math.max(0, lines.length - 1) }),
      how: fc.constantFrom('drop', 'repeat', 'edit', 'truncate'),
      junk: fc.string({ maxLength: 6 }),
      cut: fc.nat({ max: 40 }),
    })
    .map(({ at, how, junk, cut }) => {
      const copy = [...lines];
      const line = copy[at] ?? '';
      if (how === 'drop') copy.splice(at, 1);
      else if (how === 'repeat') copy.splice(at, 0, line);
      else if (how === 'edit') copy[at] = `${line.slice(0, cut)}${junk}${line.slice(cut + 1)}`;
      else copy[at] = line.slice(0, cut);
      return copy.join(at % 2 === 0 ? '\r\n' : '\n');
    });
});

describe('PBN import never throws', { timeout: longer(30_000) }, () => {
  it('damaged exports give a match that validates, or problems at lines of the text', () => {
    fc.assert(
      fc.property(fc.oneof(damaged, fc.string({ maxLength: 200 })), (text) => {
        const result = pbnToMatch(text);
        if (result.ok) {
          expect(validateMatch(toMatchFile(result.value)).ok).toBe(true);
          return;
        }
        const lines = text.split(/\r\n|\n|\r/).length;
        expect(result.errors.length).toBeGreaterThan(0);
        for (const problem of result.errors) {
          const line = /^line (\d+)$/.exec(problem.path);
          expect(line, problem.path).not.toBeNull();
          expect(Number(line?.[1])).toBeLessThanOrEqual(lines);
        }
      }),
      { numRuns: 500 },
    );
  });
});
