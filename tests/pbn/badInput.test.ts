import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { pbnToMatch } from '../../src/engine/pbn/importPbn.ts';

/**
 * Bad PBN, one mistake at a time, and the exact message for each: the line to look at and what
 * is wrong there. Import never throws and returns no match with a problem in it.
 */

/** The tags of one rubber deal, in order; `over` replaces a value or (null) drops the tag. */
const TAGS: readonly (readonly [string, string])[] = [
  ['Board', '1'],
  ['West', 'Alan'],
  ['North', 'Ian'],
  ['East', 'Dave'],
  ['South', 'Bob'],
  ['Dealer', 'N'],
  ['Vulnerable', 'None'],
  ['Scoring', 'Rubber'],
  ['Declarer', 'S'],
  ['Contract', '2H'],
  ['Result', '9'],
];

function game(over: Record<string, string | null> = {}, extra: string[] = []): string[] {
  const lines = TAGS.flatMap(([name, value]) => {
    const v = name in over ? over[name] : value;
    return v === null || v === undefined ? [] : [`[${name} "${v}"]`];
  });
  return [...lines, ...extra];
}

/** The second deal of the same rubber: East deals, nobody vulnerable yet. */
function second(over: Record<string, string | null> = {}, extra: string[] = []): string[] {
  return game({ Board: '2', Dealer: 'E', ...over }, extra);
}

/**
 * A file: "% PBN 2.1" on line 1, any note lines, an empty line, then the games with an empty line
 * between them. Without notes the first game's tags are on lines 3-13 (Board 3 ... Contract 12,
 * Result 13) and the second game's on lines 15-25.
 */
function file(games: string[][], notes: string[] = []): string {
  return ['% PBN 2.1', ...notes, '', ...games.flatMap((g, i) => (i === 0 ? g : ['', ...g]))].join(
    '\r\n',
  );
}

const NOTE = (json: object) => `% bridgepad match ${JSON.stringify(json)}`;
const RUBBER_NOTE = { format: 'bridgepad.match', version: 1, game: 'rubber' };

const cases: readonly (readonly [string, string, readonly (string | RegExp)[]])[] = [
  [
    'a contract above seven',
    file([game({ Contract: '8S' })]),
    ['line 12: Contract "8S" is not a contract'],
  ],
  [
    'notrump as N',
    file([game({ Contract: '4NX' })]),
    ['line 12: Contract "4NX" is not a contract'],
  ],
  [
    'a GorbyX strain',
    file([game({ Contract: '4G' })]),
    ['line 12: Contract "4G" is not a contract'],
  ],
  [
    'an unknown contract',
    file([game({ Contract: '?' })]),
    ['line 12: Contract "?" does not say the contract: bridgepad needs every contract'],
  ],
  [
    'no Contract tag',
    file([game({ Contract: null })]),
    ['line 3: deal 1 has no Contract tag: bridgepad needs every contract'],
  ],
  ['no Declarer tag', file([game({ Declarer: null })]), ['line 3: deal 1 has no Declarer tag']],
  [
    'no Result tag',
    file([game({ Result: null })]),
    ['line 3: deal 1 has no Result tag, nor a Score or ScoreRubber to read its tricks from'],
  ],
  [
    'a declarer not a seat',
    file([game({ Declarer: 'X' })]),
    ['line 11: Declarer "X" is not a seat (N, E, S or W)'],
  ],
  [
    'fourteen tricks',
    file([game({ Result: '14' })]),
    ['line 13: Result "14" is not a number of tricks from 0 to 13'],
  ],
  [
    'tricks adding to more than 13',
    file([game({ Result: 'NS 9 EW 9' })]),
    ['line 13: Result "NS 9 EW 9" is not a number of tricks from 0 to 13'],
  ],
  [
    'an unknown result',
    file([game({ Result: '?' })]),
    ['line 13: Result "?" does not say how many tricks were taken'],
  ],
  [
    'a vulnerability not in PBN',
    file([game({ Vulnerable: 'Red' })]),
    ['line 9: Vulnerable "Red" is not None, NS, EW or All'],
  ],
  [
    'a vulnerability the rubber does not have',
    file([game({ Vulnerable: 'NS' })]),
    ['line 9: Vulnerable "NS" does not agree with this match: on deal 1 nobody is vulnerable'],
  ],
  [
    'a dealer not a seat',
    file([game({ Dealer: 'Q' })]),
    ['line 8: Dealer "Q" is not a seat (N, E, S or W)'],
  ],
  [
    'the deal not passing to the left',
    file([game(), second({ Dealer: 'W' })]),
    ['line 20: Dealer "W" does not agree with this match: deal 2 is dealt by E'],
  ],
  [
    'a ScoreRubber that is not one',
    file([game({}, ['[ScoreRubber "30-60"]'])]),
    ['line 14: ScoreRubber "30-60" is not like "NS 30/60 EW 0/0"'],
  ],
  [
    'a ScoreRubber bridgepad does not score',
    file([game({}, ['[ScoreRubber "NS 0/90 EW 0/0"]'])]),
    [
      'line 14: ScoreRubber "NS 0/90 EW 0/0" does not agree with this match: deal 1 scores "NS 30/60 EW 0/0"',
    ],
  ],
  [
    'a ScoreRubberHistory at odds with the deals before',
    file([game({}, ['[ScoreRubberHistory "NS 0 0/100 0 EW 0 0/0 0"]'])]),
    [
      'line 14: ScoreRubberHistory "NS 0 0/100 0 EW 0 0/0 0" does not agree with this match: before deal 1 it is "NS 0 0/0 EW 0 0/0"',
    ],
  ],
  [
    'a ScoreRubberHistory that is not one',
    file([game({}, ['[ScoreRubberHistory "NS 0 0/0"]'])]),
    ['line 14: ScoreRubberHistory "NS 0 0/0" is not like "NS 0 0/0 EW 0 0/0"'],
  ],
  [
    'a Score bridgepad does not score',
    file([game({}, ['[Score "NS 100 EW -100"]'])]),
    [
      'line 14: Score "NS 100 EW -100" does not agree with this match: deal 1 scores "NS 90 EW -90"',
    ],
  ],
  [
    'a Score that is not one',
    file([game({}, ['[Score "lots"]'])]),
    ['line 14: Score "lots" is not like "NS 420 EW -420"'],
  ],
  [
    'a scoring bridgepad does not keep',
    file([game({ Scoring: 'Cavendish' })]),
    [
      'line 10: Scoring "Cavendish" is not a scoring bridgepad keeps: Rubber, Chicago, or one of duplicate\'s (MP, IMP, BAM, Instant)',
    ],
  ],
  [
    'two kinds of scoring in one file',
    file([game(), second({ Scoring: 'IMP' })]),
    ['line 22: Scoring "IMP" does not agree with this rubber match, scored as "Rubber"'],
  ],
  [
    'an inherited contract',
    file([game(), second({ Contract: '#' })]),
    ['line 24: Contract "#": PBN 2.1 section 4.8 forbids "#" and "##" for Contract'],
  ],
  [
    'an inherited vulnerability',
    file([game({ Vulnerable: '##None' })]),
    ['line 9: Vulnerable "##None": PBN 2.1 section 4.8 forbids "#" and "##" for Vulnerable'],
  ],
  [
    'another player in the second deal',
    file([game(), second({ North: 'Zed' })]),
    [
      'line 17: North "Zed" is not the first deal\'s North ("Ian"): a bridgepad match keeps its four players',
    ],
  ],
  [
    'a name too long for a match',
    file([game({ North: 'x'.repeat(101) })]),
    ["line 5: players.N: must be a player's name (1 to 100 characters)"],
  ],
  [
    'an unclosed quote',
    file([['[Event "Club]', ...game()]]),
    ["line 3: tag Event: the value's closing quote is missing"],
  ],
  [
    'a value without quotes',
    file([['[Event Club]', ...game()]]),
    ['line 3: tag Event: its value must be in quotes'],
  ],
  [
    'a tag without a name',
    file([['[ "Club"]', ...game()]]),
    ['line 3: a tag pair must start with a name, as in [Event "?"]'],
  ],
  [
    'a tag not closed',
    file([['[Event "Club"', ...game()]]),
    ['line 3: tag Event: "]" must follow the value'],
  ],
  [
    'a comment never closed',
    file([game({}, ['{ a long', 'comment'])]),
    ['line 14: the comment "{" is never closed by "}"'],
  ],
  [
    'something that is not PBN',
    'hello world',
    [
      'line 1: "hello world" is not PBN: expected a tag pair like [Event "?"], a comment or an empty line',
    ],
  ],
  [
    'nothing at all',
    '',
    [
      'line 1: no deal found: a PBN file has one game, a group of tag pairs such as [Contract "4S"], for each deal',
    ],
  ],
  [
    'a match note that is not JSON',
    file([game()], ['% bridgepad match {"game":']),
    [/^line 2: the bridgepad match note cannot be read: .+/],
  ],
  [
    'a match note that is not an object',
    file([game()], ['% bridgepad match [1]']),
    ['line 2: the bridgepad match note must be a JSON object'],
  ],
  [
    'a match note with wrong rules',
    file([game()], [NOTE({ ...RUBBER_NOTE, rules: { honors: 'yes' } })]),
    ['line 2: rules.honors: must be true or false'],
  ],
  [
    'a match note from a newer bridgepad',
    file([game()], [NOTE({ ...RUBBER_NOTE, version: 2 })]),
    ['line 2: version: 2 is newer than this app reads (1)'],
  ],
  [
    'a match note of a rummy match',
    file([], [NOTE({ ...RUBBER_NOTE, game: 'rummy' })]),
    [
      'line 2: the bridgepad match note is of a rummy match: PBN holds rubber, kapiti, chicago and duplicate matches',
    ],
  ],
  [
    'two match notes',
    file([game()], [NOTE(RUBBER_NOTE), NOTE(RUBBER_NOTE)]),
    [
      'line 3: a second bridgepad match note (the first is on line 2): a PBN file from bridgepad holds one match',
    ],
  ],
  [
    'a deal note that is not JSON',
    file([game({}, ['[Application "bridgepad"]', '; bridgepad deal {honors}'])]),
    [/^line 15: the bridgepad deal note cannot be read: .+/],
  ],
  [
    'honors on a passed-out deal',
    file([
      game({ Declarer: '', Contract: 'Pass', Result: '' }, [
        '[Application "bridgepad"]',
        '; bridgepad deal {"honors":{"side":"NS","points":100}}',
      ]),
    ]),
    [
      'line 15: deals[0].honors: a passed-out deal has no honors (leave out "passed" for a played deal)',
    ],
  ],
  [
    'a deal after the Kapiti match was decided',
    file([game(), second()], [NOTE({ ...RUBBER_NOTE, game: 'kapiti', rules: { deals: 1 } })]),
    ['line 16: deals[1]: the match was decided after deal 1: no further deal is played'],
  ],
  [
    'honors shown in a match that scores none',
    file(
      [game({}, ['[ScoreRubber "NS 130/60 EW 0/0"]'])],
      [NOTE({ ...RUBBER_NOTE, rules: { honors: false } })],
    ),
    [
      'line 15: ScoreRubber "NS 130/60 EW 0/0" does not agree with this match: deal 1 scores "NS 30/60 EW 0/0"',
    ],
  ],
  [
    'honors of 100 at notrump',
    file([game({ Contract: '3NT' }, ['[ScoreRubber "NS 100/100 EW 0/0"]'])]),
    [
      'line 14: ScoreRubber "NS 100/100 EW 0/0" does not agree with this match: deal 1 scores "NS 0/100 EW 0/0"',
    ],
  ],
  [
    'board nought',
    file([game({ Scoring: 'MP', Board: '0' })]),
    ['line 3: Board "0" is not a board number from 1 to 9999'],
  ],
  [
    'a board dealt by the wrong seat',
    file([game({ Scoring: 'MP', Dealer: 'E' })]),
    ['line 8: Dealer "E" does not agree with this match: deal 1 is dealt by N'],
  ],
];

describe('bad PBN', () => {
  it('has at least 40 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)('%s', (_name, text, expected) => {
    const result = pbnToMatch(text);
    const problems = result.ok ? [] : result.errors.map(formatProblem);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((message, i) => {
      if (typeof message === 'string') expect(problems[i]).toBe(message);
      else expect(problems[i]).toMatch(message);
    });
  });

  it('reads the same file once the mistake is put right', () => {
    expect(pbnToMatch(file([game(), second()])).ok).toBe(true);
  });
});
