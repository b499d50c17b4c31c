import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeImportBytes } from '../../src/db/importRead.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { matchToPbn } from '../../src/engine/pbn/exportPbn.ts';
import { pbnToMatch } from '../../src/engine/pbn/importPbn.ts';
import { scoreMatch } from '../../src/engine/score.ts';
import type { BridgeMatch, Match } from '../../src/engine/types.ts';
import { pbnFileBytes } from '../../src/ui/matchExport/pbnFile.ts';
import { sampleMatch } from '../fixtures/sampleMatches.ts';
import { readGames, rubberTotals, tag } from './tagReader.ts';

/**
 * PBN as other programs read it (docs/pbn.md): the score tags add up to the match, the file is
 * in PBN 2.1's export format from its first lines, no line is longer than the standard allows,
 * and the file is ISO 8859-1 wherever every character fits, saying so in the file either way.
 */

type Json = { [key: string]: unknown };

function valid(file: Json): BridgeMatch {
  const result = validateMatch({ format: 'bridgepad.match', version: 1, ...file });
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  if (result.value.game === 'rummy') throw new Error('a bridge match');
  return result.value;
}

function pbn(m: Match): string {
  const result = matchToPbn(m);
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}

const fromFolder = (folder: string) => {
  const dir = join(import.meta.dirname, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, file: JSON.parse(readFileSync(join(dir, name), 'utf8')) as Json }));
};
const PBN_GAMES = ['rubber', 'kapiti', 'chicago', 'duplicate'];
const fixtures = [...fromFolder('../golden'), ...fromFolder('../fixtures/examples')]
  .filter(({ file }) => PBN_GAMES.includes(file.game as string))
  .map(({ name, file }) => ({ name, match: valid(file) }));

const PLAYERS = { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' };
/** Kapiti matches as pairs send them: 30 deals, some ending mid-rubber with its bonus. */
const kapitiMatches = [1, 2, 3, 4, 5, 6].map((seed) => ({
  name: `Kapiti, 30 sample deals, seed ${seed}`,
  match: sampleMatch('kapiti', 30, seed),
}));
const stopped = [
  {
    name: 'rubber, play ended with a game and a part score to NS',
    match: valid({
      game: 'rubber',
      players: PLAYERS,
      finished: true,
      deals: [
        { contract: '4S', declarer: 'N', tricks: 10 },
        { contract: '2H', declarer: 'S', tricks: 8 },
      ],
    }),
  },
  {
    name: 'Kapiti of 2 deals, ended with the only part score to NS',
    match: valid({
      game: 'kapiti',
      rules: { deals: 2 },
      players: PLAYERS,
      deals: [{ contract: '2S', declarer: 'N', tricks: 8 }, { passed: true }],
    }),
  },
];

describe('the score tags total the match', () => {
  const all = [...fixtures, ...kapitiMatches, ...stopped];

  it('has matches that end with a bonus scored when play stopped', () => {
    const withBonus = all.filter(({ match }) =>
      scoreMatch(match).entries.some((entry) => entry.deal === null),
    );
    expect(withBonus.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['kapiti-30-deals-tie.json', ...stopped.map(({ name }) => name)]),
    );
  });

  it.each(all)('$name: every point of the match is in a score tag', ({ match }) => {
    const sheet = scoreMatch(match);
    const games = readGames(pbn(match));
    expect(games).toHaveLength(match.deals.length);
    if (match.game === 'duplicate' || match.game === 'chicago') {
      // Score: NS's points less EW's on each deal.
      const net = games.reduce(
        (sum, g) => sum + Number(/^NS (-?\d+)/.exec(tag(g, 'Score'))?.[1]),
        0,
      );
      expect(net).toBe(sheet.totals[0] - sheet.totals[1]);
    }
    if (match.game !== 'duplicate') {
      const sums = games.reduce<[number, number]>(
        ([ns, ew], g) => {
          const [a, b] = rubberTotals(tag(g, 'ScoreRubber'));
          return [ns + a, ew + b];
        },
        [0, 0],
      );
      expect(sums).toEqual([sheet.totals[0], sheet.totals[1]]);
    }
  });

  it('says in the last deal where the bonus scored when play stopped went', () => {
    const text = pbn(stopped[0]?.match as Match);
    expect(text).toContain(
      '[ScoreRubber "NS 400/60 EW 0/0"]\r\n; bridgepad: play stopped in an unfinished rubber, so this deal\'s ScoreRubber has its bonus too: NS 300 (the only game), NS 100 (the only part score)\r\n',
    );
  });
});

describe('the file as other programs read it', () => {
  it('opens with "% PBN 2.1" then "% EXPORT", then the character set', () => {
    const lines = pbn(stopped[0]?.match as Match).split('\r\n');
    expect(lines.slice(0, 3)).toEqual([
      '% PBN 2.1',
      '% EXPORT',
      '%Content-type: text/x-pbn; charset=ISO-8859-1',
    ]);
  });

  it('keeps every line to 255 characters, the match note continued over as many lines as it needs', () => {
    const long = (name: string) => name.repeat(100).slice(0, 100);
    const m = valid({
      game: 'kapiti',
      id: 'm-'.padEnd(100, 'x'),
      players: {
        N: long('Ἀλέξανδρος '),
        E: long('王小明'),
        S: long('ʻŌlelo "Hawaiʻi" '),
        W: long('Zoë\\'),
      },
      competition: {
        name: long('Kāpiti Coast '),
        round: 'Round 1',
        organiser: long('Pat '),
        email: 'pat@example.org',
        address: long('1 Main Road, '),
        due: '2026-12-01',
      },
      'x-club': { notes: long('Ngā mihi 😀 '), more: [long('é'), long('ё')] },
      deals: [{ contract: '4S', declarer: 'N', tricks: 10 }, { passed: true }],
    });
    const text = pbn(m);
    const lines = text.split('\r\n');
    expect(lines.filter((line) => line.startsWith('% bridgepad')).length).toBeGreaterThan(2);
    for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(255);
    expect(pbnToMatch(text)).toEqual({ ok: true, value: m });
  });

  it('is ISO 8859-1 when every character fits, bridgepad reading it back byte for byte', () => {
    const m = valid({
      game: 'rubber',
      players: { N: 'Zoë Müller', E: 'José Núñez', S: 'Åse Ødegård', W: 'François Lefèvre' },
      deals: [{ contract: '3NT', declarer: 'E', tricks: 9 }],
    });
    const text = pbn(m);
    const bytes = pbnFileBytes(text);
    expect(bytes).toEqual(Uint8Array.from([...text].map((c) => c.charCodeAt(0))));
    expect(bytes.length).toBe(text.length);
    expect(text).toContain('[North "Zoë Müller"]');
    expect(pbnToMatch(decodeImportBytes(bytes))).toEqual({ ok: true, value: m });
  });

  it.each([
    ['Greek', { N: 'Γιώργος Παπαδόπουλος', E: 'Ελένη', S: 'Νίκος', W: 'Μαρία' }],
    ['Chinese', { N: '王小明', E: '李华', S: '张伟', W: '陈静' }],
    ['Hawaiian and Māori', { N: 'Kaʻiulani', E: 'Hēnare Pōtae', S: 'Mereana', W: 'ʻIolani' }],
  ])('%s names: UTF-8, said plainly in the file, read back as typed', (_, players) => {
    const m = valid({ game: 'rubber', players, deals: [{ passed: true }] });
    const text = pbn(m);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      '% PBN 2.1',
      '% EXPORT',
      '%Content-type: text/x-pbn; charset=UTF-8',
      '% bridgepad: this file is UTF-8, not the ISO 8859-1 of PBN 2.1, since some names in it have characters ISO 8859-1 lacks; every name is written as typed',
    ]);
    expect(text).toContain(`[North "${players.N}"]`);
    const bytes = pbnFileBytes(text);
    expect(bytes).toEqual(new TextEncoder().encode(text));
    expect(pbnToMatch(decodeImportBytes(bytes))).toEqual({ ok: true, value: m });
  });
});
