import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { matchToPbn } from '../../src/engine/pbn/exportPbn.ts';
import { pbnToMatch } from '../../src/engine/pbn/importPbn.ts';
import type { Match } from '../../src/engine/types.ts';
import { readGames, tag } from './tagReader.ts';

/** Example tables for PBN export (docs/pbn.md): exact text, tag by tag, and what is refused. */

type Json = { [key: string]: unknown };

const PLAYERS = { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' };

function match(file: Json): Match {
  const result = validateMatch({ format: 'bridgepad.match', version: 1, ...file });
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}

function pbn(m: Match, options = {}): string {
  const result = matchToPbn(m, options);
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}

function refusal(m: Match, options = {}): string[] {
  const result = matchToPbn(m, options);
  return result.ok ? [] : result.errors.map(formatProblem);
}

function roundTrip(m: Match): Match {
  const back = pbnToMatch(pbn(m));
  if (!back.ok) throw new Error(back.errors.map(formatProblem).join('\n'));
  return back.value;
}

const PAD_EXAMPLE = match({
  game: 'rubber',
  players: PLAYERS,
  firstDealer: 'S',
  createdAt: '2026-11-22T10:30:00Z',
  deals: [
    { contract: '2H', declarer: 'S', tricks: 9 },
    { contract: '3NT', declarer: 'E', tricks: 9 },
    { contract: '4S', declarer: 'W', tricks: 10 },
  ],
});

function game(board: number, dealer: string, vul: string, play: string[], scores: string[]) {
  return [
    '',
    '[Event "Kapiti club"]',
    '[Site "Paraparaumu"]',
    '[Date "2026.11.22"]',
    `[Board "${board}"]`,
    '[West "Alan"]',
    '[North "Ian"]',
    '[East "Dave"]',
    '[South "Bob"]',
    `[Dealer "${dealer}"]`,
    `[Vulnerable "${vul}"]`,
    '[Deal "?"]',
    '[Scoring "Rubber"]',
    ...play,
    ...scores,
  ];
}

describe('PBN export, word for word', () => {
  it('writes the Kapiti score pad example as PBN 2.1 with CRLF line ends', () => {
    const expected = [
      '% PBN 2.1',
      '% EXPORT',
      '%Content-type: text/x-pbn; charset=ISO-8859-1',
      '% bridgepad match {"format":"bridgepad.match","version":1,"createdAt":"2026-11-22T10:30:00Z","game":"rubber","rules":{"honors":true,"deck":"standard"},"we":"NS","finished":false}',
      ...game(
        1,
        'S',
        'None',
        ['[Declarer "S"]', '[Contract "2H"]', '[Result "9"]'],
        ['[ScoreRubber "NS 30/60 EW 0/0"]', '[ScoreRubberHistory "NS 0 0/0 EW 0 0/0"]'],
      ),
      ...game(
        2,
        'W',
        'None',
        ['[Declarer "E"]', '[Contract "3NT"]', '[Result "9"]'],
        ['[ScoreRubber "NS 0/0 EW 0/100"]', '[ScoreRubberHistory "NS 0 30/60 EW 0 0/0"]'],
      ),
      ...game(
        3,
        'N',
        'EW',
        ['[Declarer "W"]', '[Contract "4S"]', '[Result "10"]'],
        ['[ScoreRubber "NS 0/0 EW 700/120"]', '[ScoreRubberHistory "NS 0 30/60 0 EW 0 0/100 0"]'],
      ),
    ];
    const text = pbn(PAD_EXAMPLE, { event: 'Kapiti club', site: 'Paraparaumu' });
    expect(text).toBe(`${expected.join('\r\n')}\r\n`);
    expect(roundTrip(PAD_EXAMPLE)).toEqual(PAD_EXAMPLE);
  });

  it.each([
    ['rubber', {}, 'Rubber bridge', 'Rubber'],
    ['kapiti', {}, 'Kapiti 30-deal match', 'Rubber'],
    ['kapiti', { deals: 8 }, 'Kapiti 8-deal match', 'Rubber'],
    ['chicago', {}, 'Chicago', 'Chicago'],
    ['chicago', { vulnerability: 'cavendish' }, 'Chicago', 'Chicago'],
    ['duplicate', {}, 'Duplicate', '?'],
  ])('%s %j: Event "%s", Scoring "%s", Site and Date unknown', (g, rules, event, scoring) => {
    const m = match({ game: g, rules, players: PLAYERS, deals: [{ passed: true }] });
    const [first] = readGames(pbn(m));
    expect(first && tag(first, 'Event')).toBe(event);
    expect(first && tag(first, 'Scoring')).toBe(scoring);
    expect(first && tag(first, 'Site')).toBe('?');
    expect(first && tag(first, 'Date')).toBe('????.??.??');
  });

  it.each([
    [{ passed: true }, '', 'Pass', '', 'NS 0/0 EW 0/0'],
    [{ contract: '3NTXX', declarer: 'N', tricks: 9 }, 'N', '3NTXX', '9', 'NS 100/400 EW 0/0'],
    [{ contract: '3NX', declarer: 'W', tricks: 7 }, 'W', '3NTX', '7', 'NS 300/0 EW 0/0'],
    [{ contract: '7C', declarer: 'E', tricks: 13 }, 'E', '7C', '13', 'NS 0/0 EW 1000/140'],
    [
      { contract: '4S', declarer: 'S', tricks: 10, honors: { side: 'EW', points: 100 } },
      'S',
      '4S',
      '10',
      'NS 0/120 EW 100/0',
    ],
  ])(
    'rubber deal %j: Declarer "%s", Contract "%s", Result "%s", ScoreRubber "%s"',
    (deal, declarer, contract, result, score) => {
      const m = match({ game: 'rubber', players: PLAYERS, deals: [deal] });
      const [first] = readGames(pbn(m));
      if (first === undefined) throw new Error('no game');
      expect([tag(first, 'Declarer'), tag(first, 'Contract'), tag(first, 'Result')]).toEqual([
        declarer,
        contract,
        result,
      ]);
      expect(tag(first, 'ScoreRubber')).toBe(score);
      expect(roundTrip(m)).toEqual(m);
    },
  );

  it('writes a passed-out deal of Chicago with its Score and redeals at the same vulnerability', () => {
    const m = match({
      game: 'chicago',
      players: PLAYERS,
      firstDealer: 'E',
      deals: [
        { contract: '1NT', declarer: 'N', tricks: 7 },
        { passed: true },
        { contract: '4H', declarer: 'E', tricks: 10 },
      ],
    });
    const games = readGames(pbn(m));
    expect(games.map((g) => [tag(g, 'Dealer'), tag(g, 'Vulnerable'), tag(g, 'Score')])).toEqual([
      ['E', 'None', 'NS 40 EW -40'],
      ['S', 'NS', 'NS 0 EW 0'],
      ['S', 'NS', 'NS -420 EW 420'],
    ]);
    expect(games.map((g) => tag(g, 'ScoreRubber'))).toEqual([
      'NS 0/40 EW 0/0',
      'NS 0/0 EW 0/0',
      'NS 0/0 EW 300/120',
    ]);
    expect(roundTrip(m)).toEqual(m);
  });

  it('keeps a duplicate board, an explicit vulnerability and the first dealer in bridgepad notes', () => {
    const m = match({
      game: 'duplicate',
      players: PLAYERS,
      firstDealer: 'W',
      deals: [
        { contract: '4S', declarer: 'S', tricks: 11, board: 7 },
        { contract: '3NT', declarer: 'E', tricks: 8, vulnerable: 'none' },
        { contract: '2D', declarer: 'N', tricks: 8 },
      ],
    });
    const text = pbn(m);
    expect(text).toContain('"firstDealer":"W"');
    const games = readGames(text);
    expect(
      games.map((g) => [tag(g, 'Board'), tag(g, 'Dealer'), tag(g, 'Vulnerable'), tag(g, 'Score')]),
    ).toEqual([
      ['7', 'S', 'All', 'NS 650 EW -650'],
      ['2', 'E', 'None', 'NS 50 EW -50'],
      ['3', 'S', 'EW', 'NS 90 EW -90'],
    ]);
    expect(text).toContain('[Application "bridgepad"]\r\n; bridgepad deal {"board":7}\r\n');
    expect(text).toContain('; bridgepad deal {"vulnerable":"none"}\r\n');
    expect(roundTrip(m)).toEqual(m);
  });

  it('escapes quotes and backslashes in names, and writes the date the match was created', () => {
    const m = match({
      game: 'rubber',
      players: { ...PLAYERS, N: 'Ian "the Hand" O\\Neil' },
      createdAt: '2031-02-03T23:59:00+13:00',
      deals: [{ passed: true }],
    });
    const text = pbn(m);
    expect(text).toContain('[North "Ian \\"the Hand\\" O\\\\Neil"]');
    expect(text).toContain('[Date "2031.02.03"]');
    expect(roundTrip(m)).toEqual(m);
  });

  it('writes a match with no deals as its note alone, and reads it back', () => {
    const m = match({ game: 'kapiti', players: PLAYERS, firstDealer: 'W', id: 'abc', deals: [] });
    const text = pbn(m);
    expect(text).toBe(
      [
        '% PBN 2.1',
        '% EXPORT',
        '%Content-type: text/x-pbn; charset=ISO-8859-1',
        '% bridgepad match {"format":"bridgepad.match","version":1,"id":"abc","game":"kapiti","rules":{"honors":true,"deck":"standard","deals":30},"players":{"N":"Ian","E":"Dave","S":"Bob","W":"Alan"},"we":"NS","firstDealer":"W","finished":false}',
        '',
      ].join('\r\n'),
    );
    expect(roundTrip(m)).toEqual(m);
  });

  it('exports a GorbyX match whose contracts are all notrump or passed', () => {
    const m = match({
      game: 'rubber',
      rules: { deck: 'gorbyx5' },
      players: PLAYERS,
      deals: [{ contract: '3NT', declarer: 'N', tricks: 9 }, { passed: true }],
    });
    expect(roundTrip(m)).toEqual(m);
  });
});

describe('what PBN cannot say is refused, every reason listed', () => {
  const TWO = { A: 'Ann', B: 'Bea' };
  it.each([
    [
      'rummy',
      { game: 'rummy', players: ['Ann', 'Bea'], deals: [] },
      {},
      [
        'game: rummy is not bridge: PBN 2.1 records bridge deals (contract, declarer, tricks) and cannot hold a rummy match',
      ],
    ],
    [
      'bridgette with Zero Notrump',
      {
        game: 'bridgette',
        players: TWO,
        deals: [
          { contract: '1S', declarer: 'A', tricks: 7 },
          { contract: '0NT', declarer: 'B', tricks: 6 },
        ],
      },
      {},
      [
        'game: bridgette is played by two players, A and B: PBN 2.1 names four players and the declarer by compass seat (section 3.4), and its Scoring tag has no value for bridgette scoring',
        'deals[1].contract: "0NT": PBN 2.1 contracts are levels 1 to 7 (section 3.4, the Contract tag), so Zero Notrump cannot be written',
      ],
    ],
    [
      'sixdeal',
      { game: 'sixdeal', players: TWO, deals: [] },
      {},
      [
        'game: sixdeal is played by two players, A and B: PBN 2.1 names four players and the declarer by compass seat (section 3.4), and its Scoring tag has no value for sixdeal scoring',
      ],
    ],
    [
      'GorbyX suits',
      {
        game: 'chicago',
        rules: { deck: 'gorbyx5' },
        players: PLAYERS,
        deals: [
          { contract: '4G', declarer: 'N', tricks: 10 },
          { contract: '3NT', declarer: 'E', tricks: 9 },
          { contract: '2BX', declarer: 'S', tricks: 8 },
        ],
      },
      {},
      [
        'deals[0].contract: "4G" is in a GorbyX suit, green (vegetables): PBN 2.1 contracts name only clubs, diamonds, hearts, spades and notrump (section 3.4, the Contract tag)',
        'deals[2].contract: "2BX" is in a GorbyX suit, brown (grains): PBN 2.1 contracts name only clubs, diamonds, hearts, spades and notrump (section 3.4, the Contract tag)',
      ],
    ],
    [
      'names PBN reads otherwise',
      {
        game: 'rubber',
        players: { N: '?', E: '#', S: '##Bob', W: 'Al\tan' },
        deals: [{ passed: true }],
      },
      { event: 'Club\nnight', site: '#' },
      [
        'players.W: "Al\\tan" has a line break or other control character, which a PBN tag value cannot hold (PBN 2.1 section 3.2)',
        'players.N: "?" means "unknown" in a PBN tag value, so it cannot be a player\'s name',
        'players.E: "#" as a PBN tag value means "as in the deal before" (PBN 2.1 section 4.8), so it cannot be a player\'s name',
        'players.S: "##Bob": a PBN tag value starting "##" is given to every later deal too (PBN 2.1 section 4.8), so it cannot be a player\'s name',
        'options.event: "Club\\nnight" has a line break or other control character, which a PBN tag value cannot hold (PBN 2.1 section 3.2)',
        'options.site: "#" as a PBN tag value means "as in the deal before" (PBN 2.1 section 4.8), so it cannot be the site',
      ],
    ],
  ])('%s', (_name, file, options, expected) => {
    expect(refusal(match(file), options)).toEqual(expected);
  });

  it('accepts a "?" for a name in a match with no deals, where no tag holds it', () => {
    const m = match({ game: 'rubber', players: { ...PLAYERS, N: '?' }, deals: [] });
    expect(roundTrip(m)).toEqual(m);
  });
});
