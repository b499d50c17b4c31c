import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { toMatchFile } from '../../src/engine/matchFile/serialize.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { matchToPbn } from '../../src/engine/pbn/exportPbn.ts';
import { pbnToMatch, readPbn } from '../../src/engine/pbn/importPbn.ts';
import type { Match } from '../../src/engine/types.ts';

/**
 * PBN written by other programs, with only the standard's tags: bridgepad reads the deals and
 * fills the rest with the defaults docs/pbn.md lists (no honors claimed unless ScoreRubber shows
 * them, nobody's match id, play not stopped).
 */

type Json = { [key: string]: unknown };

function expected(file: Json): Match {
  const result = validateMatch({ format: 'bridgepad.match', version: 1, ...file });
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}

function read(lines: string[], eol = '\n'): Match {
  const result = pbnToMatch(lines.join(eol));
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}

const PLAYERS = { N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' };

describe('PBN from other programs', () => {
  it('reads a rubber with auctions, play, comments, inherited tags and other spellings', () => {
    const text = [
      '% PBN 2.1',
      '% EXPORT',
      '%Content-type: text/x-pbn; charset=ISO-8859-1',
      '[Event "##Club rubber"]',
      '[Site "Wellington"]',
      '[Date "2026.11.22"]',
      '[Board "1"]',
      '[West "Alan"]',
      '[North "Ian"]',
      '[East "Dave"]',
      '[South "Bob"]',
      '[Dealer "W"]',
      '[Vulnerable "Love"]',
      '[Deal "W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -"]',
      '[Scoring "Rubber"]',
      '[Declarer "N"]',
      '[Contract "4h"]',
      '[Result "10"]',
      '{ North bid the game',
      'straight away }',
      '[Auction "W"]',
      'Pass 4H Pass Pass',
      'Pass',
      '[Play "E"]',
      'SK H3 S4 S3',
      '*',
      '',
      '[Site "#"]',
      '[Board "2"]',
      '[West "Alan"] [North "Ian"] [East "Dave"] [South "Bob"]',
      '[Dealer "N"] ; the deal passes to the left',
      '[Vulnerable "NS"]',
      '[Scoring "Rubber"]',
      '[Declarer ""]',
      '[Contract "Pass"]',
      '[Result ""]',
      '[ScoreRubber "0/0"]',
      '[TotalScoreTable "Rank\\2R;Names\\40L"]',
      '1 "Ann [and] Bea; {x}"',
      '',
      '[Board "3"]',
      '[West "?"] [North "#"] [East ""] [South "Bob"]',
      '[Dealer "E"]',
      '[Vulnerable "NS"]',
      '[Declarer "^W"]',
      '[Contract "3NTX"]',
      '[Contract "7NT"]',
      '[Result "EW 9 NS 4"]',
      '[ScoreRubber "EW 50/200 NS 0/0"]',
      '',
      '[Board "4"]',
      '[Dealer "S"]',
      '[Vulnerable "Both"]',
      '[Declarer "S"]',
      '[Contract "2C"]',
      '[Result "NS 8"]',
    ];
    expect(read(text)).toEqual(
      expected({
        game: 'rubber',
        players: PLAYERS,
        firstDealer: 'W',
        deals: [
          { contract: '4H', declarer: 'N', tricks: 10 },
          { passed: true },
          { contract: '3NTX', declarer: 'W', tricks: 9 },
          { contract: '2C', declarer: 'S', tricks: 8 },
        ],
      }),
    );
  });

  it.each([['\r\n'], ['\r']])('reads any line end (%j) and a byte-order mark', (eol) => {
    const lines = [
      '\uFEFF[Scoring "Chicago"]',
      '[Dealer "N"]',
      '[Declarer "N"]',
      '[Contract "1NT"]',
      '[Result "7"]',
    ];
    expect(read(lines, eol)).toEqual(
      expected({
        game: 'chicago',
        players: { N: 'North', E: 'East', S: 'South', W: 'West' },
        deals: [{ contract: '1NT', declarer: 'N', tricks: 7 }],
      }),
    );
  });

  it.each([
    ['NS 100/120 EW 0/0', '4S', { side: 'NS', points: 100 }],
    ['NS 0/120 EW 150/0', '4S', { side: 'EW', points: 150 }],
    ['EW 150/0 NS 0/100', '3NT', { side: 'EW', points: 150 }],
    ['NS 0/120 EW 0/0', '4S', undefined],
  ])('reads the honors ScoreRubber "%s" shows', (score, contract, honors) => {
    const lines = [
      '[Scoring "Rubber"]',
      '[Dealer "N"]',
      '[Declarer "S"]',
      `[Contract "${contract}"]`,
      `[Result "${contract === '3NT' ? 9 : 10}"]`,
      `[ScoreRubber "${score}"]`,
    ];
    const deal = { contract, declarer: 'S', tricks: contract === '3NT' ? 9 : 10, honors };
    expect(read(lines).deals).toEqual(
      expected({ game: 'rubber', players: PLAYERS, deals: [deal] }).deals,
    );
  });

  it("reads duplicate boards with their numbers and any vulnerability not the board's", () => {
    const board = (n: number, dealer: string, vul: string, play: string[], score: string) => [
      `[Board "${n}"]`,
      `[Dealer "${dealer}"]`,
      `[Vulnerable "${vul}"]`,
      '[Scoring "IMP;Cross"]',
      ...play,
      `[Score "${score}"]`,
      '',
    ];
    const lines = [
      ...board(5, 'N', 'NS', ['[Declarer "N"]', '[Contract "4S"]', '[Result "10"]'], '620'),
      ...board(6, 'E', 'EW', ['[Declarer "E"]', '[Contract "3NT"]', '[Result "8"]'], 'EW -100'),
      ...board(7, 'S', 'None', ['[Declarer ""]', '[Contract "Pass"]', '[Result ""]'], '0'),
      ...board(
        4,
        'W',
        'All',
        ['[Declarer "W"]', '[Contract "2H"]', '[Result "8"]'],
        'NS -110 EW 110',
      ),
    ];
    expect(read(lines)).toEqual(
      expected({
        game: 'duplicate',
        players: { N: 'North', E: 'East', S: 'South', W: 'West' },
        deals: [
          { contract: '4S', declarer: 'N', tricks: 10, board: 5 },
          { contract: '3NT', declarer: 'E', tricks: 8, board: 6 },
          { passed: true, board: 7, vulnerable: 'none' },
          { contract: '2H', declarer: 'W', tricks: 8 },
        ],
      }),
    );
  });

  it('reads a file without Scoring as duplicate, or as rubber when it has rubber scores', () => {
    const deal = ['[Declarer "N"]', '[Contract "1NT"]', '[Result "7"]'];
    expect(read(deal).game).toBe('duplicate');
    expect(read([...deal, '[ScoreRubber "NS 0/40 EW 0/0"]']).game).toBe('rubber');
  });

  it('finds the Cavendish form of Chicago in the Vulnerable tags', () => {
    const deal = (dealer: string, vul: string) => [
      '[Scoring "Chicago"]',
      `[Dealer "${dealer}"]`,
      `[Vulnerable "${vul}"]`,
      '[Declarer "N"]',
      '[Contract "1NT"]',
      '[Result "7"]',
      '',
    ];
    const cavendish = read([...deal('N', 'None'), ...deal('E', 'NS'), ...deal('S', 'EW')]);
    expect(cavendish.rules).toEqual({ honors: true, deck: 'standard', vulnerability: 'cavendish' });
    const chicago = read([...deal('N', 'None'), ...deal('E', 'EW'), ...deal('S', 'NS')]);
    expect(chicago.rules).toEqual({ honors: true, deck: 'standard', vulnerability: 'chicago' });
  });

  it('reads its own export with the notes taken out as the match less what only they carry', () => {
    const match = expected({
      game: 'kapiti',
      rules: { deals: 4, honors: true },
      players: PLAYERS,
      id: 'm-1',
      finished: true,
      firstDealer: 'E',
      deals: [
        { contract: '2H', declarer: 'S', tricks: 9, honors: { side: 'NS', points: 100 } },
        { passed: true },
      ],
    });
    const text = matchToPbn(match);
    if (!text.ok) throw new Error('refused');
    const bare = text.value
      .split('\r\n')
      .filter((line) => !line.includes('bridgepad'))
      .join('\r\n');
    expect(pbnToMatch(bare)).toEqual({
      ok: true,
      value: expected({
        game: 'rubber',
        players: PLAYERS,
        firstDealer: 'E',
        deals: toMatchFile(match).deals,
      }),
    });
  });
});

/** Where `text` is in `lines`, as a problem's path: "line 12"; the first at or after line `from`. */
function lineOf(lines: readonly string[], text: string, from = 1): string {
  const index = lines.findIndex((line, i) => i + 1 >= from && line === text);
  if (index < 0) throw new Error(`no line ${text}`);
  return `line ${index + 1}`;
}

describe('PBN from an online converter: no Board, no Result', () => {
  const converted = [
    '[Event "Thursday pairs"]',
    '[Site "Club rooms"]',
    '[Date "2026.05.07"]',
    '[West "Alan"]',
    '[North "Ian"]',
    '[East "Dave"]',
    '[South "Bob"]',
    '[Dealer "N"]',
    '[Vulnerable "None"]',
    '[Deal "N:AKQ2.KJ4.A32.432 J98.A9876.K4.AK5 T76.Q32.QJT9.QJ6 543.T5.8765.T987"]',
    '[Scoring "MP"]',
    '[Declarer "S"]',
    '[Contract "4H"]',
    '[Score "NS 420"]',
    '[Auction "N"]',
    '1H Pass 4H Pass',
    'Pass Pass',
    '[Play "W"]',
    'SK S2 S3 S4',
    '*',
    '',
    '[Event "#"]',
    '[Dealer "E"]',
    '[Vulnerable "NS"]',
    '[Declarer "W"]',
    '[Contract "3NT"]',
    '[Score "NS -400"]',
    '{ West made nine tricks on the spade lead }',
    '',
    '[Dealer "S"]',
    '[Vulnerable "EW"]',
    '[Declarer "N"]',
    '[Contract "2S"]',
    '[Result "?"]',
    '[Score "NS -100"]',
  ];

  it('reads the tricks from each Score, and says what it took and what it left out', () => {
    const read = readPbn(converted.join('\n'));
    if (!read.ok) throw new Error(read.errors.map(formatProblem).join('\n'));
    expect(read.value.match).toEqual(
      expected({
        game: 'duplicate',
        players: PLAYERS,
        deals: [
          { contract: '4H', declarer: 'S', tricks: 10 },
          { contract: '3NT', declarer: 'W', tricks: 9 },
          { contract: '2S', declarer: 'N', tricks: 6 },
        ],
      }),
    );
    expect(read.value.notes.map(formatProblem)).toEqual([
      'line 1: no Board tag on any deal: each is taken as the board of its place in the file, deal 1 as board 1 and so on',
      `${lineOf(converted, '[Score "NS 420"]')}: no Result tag: 10 tricks read from Score "NS 420"`,
      `${lineOf(converted, '[Score "NS -400"]')}: no Result tag: 9 tricks read from Score "NS -400"`,
      `${lineOf(converted, '[Score "NS -100"]')}: Result "?": 6 tricks read from Score "NS -100"`,
      'line 1: The Event, Site, Date, Deal, Auction and Play sections and 1 comment are not kept',
    ]);
  });

  it('refuses with every problem at once, each beside the board it was taken to be', () => {
    const lines = [
      '[Scoring "MP"]',
      '[Dealer "E"]',
      '[Vulnerable "EW"]',
      '[Declarer "N"]',
      '[Contract "4S"]',
      '[Result "10"]',
      '',
      '[Dealer "E"]',
      '[Vulnerable "NS"]',
      '[Declarer "N"]',
      '[Contract "8S"]',
      '[Result "8"]',
      '',
      '[Dealer "S"]',
      '[Vulnerable "EW"]',
      '[Declarer "N"]',
      '[Contract "2S"]',
      '[Score "NS 999"]',
      '',
      '[Dealer "W"]',
      '[Vulnerable "All"]',
      '[Declarer "E"]',
      '[Contract "1NT"]',
      '[Result "7"]',
      '[Score "NS -90"]',
    ];
    const read = readPbn(lines.join('\n'));
    // Deal 1, dealt by East with East-West vulnerable, is board 6, and has no problem.
    expect(read.ok ? [] : read.errors.map(formatProblem)).toEqual([
      'line 8: no Board tag: taken as board 2',
      'line 11: Contract "8S" is not a contract',
      'line 14: no Board tag: taken as board 3',
      'line 18: no Result tag, and no number of tricks scores Score "NS 999"',
    ]);
  });

  it('takes a deal with no Board tag as the board its Dealer and Vulnerable point to: one board, scored as its Score says', () => {
    const oneBoard = [
      '[Event "?"]',
      '[Dealer "E"]',
      '[Vulnerable "NS"]',
      '[Declarer "W"]',
      '[Contract "3NT"]',
      '[Score "NS -400"]',
    ];
    const read = readPbn(oneBoard.join('\n'));
    if (!read.ok) throw new Error(read.errors.map(formatProblem).join('\n'));
    expect(read.value.match.game).toBe('duplicate');
    expect(toMatchFile(read.value.match).deals).toEqual([
      { contract: '3NT', declarer: 'W', tricks: 9, board: 2 },
    ]);
    expect(read.value.notes.map(formatProblem)).toEqual([
      'line 1: no Board tag: taken as board 2, the first board dealt by E with North-South vulnerable',
      'line 6: no Result tag: 9 tricks read from Score "NS -400"',
    ]);
    // One tag alone points to the first board that agrees with it; a place that agrees stays.
    const dealerOnly = readPbn(
      ['[Dealer "W"]', '[Declarer "N"]', '[Contract "2S"]', '[Result "8"]'].join('\n'),
    );
    expect(dealerOnly.ok && dealerOnly.value.match.deals[0]).toMatchObject({ board: 4 });
    const vulnerableOnly = readPbn(
      ['[Vulnerable "All"]', '[Declarer "N"]', '[Contract "2S"]', '[Result "8"]'].join('\n'),
    );
    expect(vulnerableOnly.ok && vulnerableOnly.value.notes.map(formatProblem)).toEqual([
      'line 1: no Board tag: taken as board 4, the first board with both sides vulnerable',
    ]);
    const agreeing = readPbn(
      [
        '[Dealer "N"]',
        '[Vulnerable "None"]',
        '[Contract "2S"]',
        '[Declarer "N"]',
        '[Result "8"]',
      ].join('\n'),
    );
    expect(agreeing.ok && agreeing.value.notes.map(formatProblem)).toEqual([
      'line 1: no Board tag: taken as board 1',
    ]);
  });

  it('reads a rubber whose last ScoreRubber has the unfinished rubber in it as play stopped', () => {
    const lines = [
      '[Scoring "Rubber"]',
      '[Dealer "N"]',
      '[Declarer "N"]',
      '[Contract "4S"]',
      '[Result "10"]',
      '[ScoreRubber "NS 0/120 EW 0/0"]',
      '',
      '[Dealer "E"]',
      '[Declarer "S"]',
      '[Contract "2H"]',
      '[Result "8"]',
      '[ScoreRubber "NS 400/60 EW 0/0"]',
    ];
    const read = readPbn(lines.join('\n'));
    if (!read.ok) throw new Error(read.errors.map(formatProblem).join('\n'));
    expect(read.value.match).toEqual(
      expected({
        game: 'rubber',
        players: { N: 'North', E: 'East', S: 'South', W: 'West' },
        finished: true,
        deals: [
          { contract: '4S', declarer: 'N', tricks: 10 },
          { contract: '2H', declarer: 'S', tricks: 8 },
        ],
      }),
    );
    expect(read.value.notes.map(formatProblem)).toEqual([
      'line 12: ScoreRubber "NS 400/60 EW 0/0" has the unfinished rubber\'s bonus in it: play is taken as stopped after this last deal',
    ]);
  });

  it('reads back its own export silently: nothing assumed, nothing left out', () => {
    const match = expected({
      game: 'duplicate',
      players: PLAYERS,
      deals: [
        { contract: '4S', declarer: 'N', tricks: 10, board: 5 },
        { passed: true, board: 9 },
      ],
    });
    const text = matchToPbn(match);
    if (!text.ok) throw new Error('refused');
    expect(readPbn(text.value)).toEqual({ ok: true, value: { match, notes: [] } });
  });
});
