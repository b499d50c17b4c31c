import { describe, expect, it } from 'vitest';
import { parseMatch } from '../../src/engine/matchFile/parseMatch.ts';
import type { Match } from '../../src/engine/types.ts';
import type { EnteredPair, Grade, Outcome, Round } from '../../src/season/draw.ts';
import { drawRound, roundName, roundsFor, throughFrom } from '../../src/season/draw.ts';
import type { Competition } from '../../src/season/results.ts';
import { checkResult, takeChosen } from '../../src/season/results.ts';
import { seeded } from '../fixtures/sampleMatches.ts';
import { matchFile } from './matchFiles.ts';

const NAMES = [
  'Wiremu',
  'Hēnare',
  'Mere',
  'Aroha',
  'Łukasz',
  'Małgorzata',
  'Zoë',
  'Ian',
  'Bob',
  'Dave',
  'Alan',
  'Pat',
  'Tūī',
  'Kasia',
  'Ngaire',
  'Piotr',
];
const GRADES: readonly Grade[] = ['junior', 'intermediate', 'open'];

/** 16 pairs, 32 players, two of each first name with a surname of the pair's number. */
const PAIRS: EnteredPair[] = Array.from({ length: 16 }, (_, i) => ({
  id: `pair-${i + 1}`,
  players: [`${NAMES[i]} Te ${i + 1}`, `${NAMES[15 - i]} Nowak ${i + 1}`],
  grades: [GRADES[i % 3] as Grade, GRADES[(i + 1) % 3] as Grade],
}));
const pairById = (id: string) => PAIRS.find((p) => p.id === id) as EnteredPair;

function read(text: string): Match {
  const result = parseMatch(text);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.value;
}

describe('a season of the knock-out, driven by match files alone', () => {
  it('draws 16 pairs, takes four rounds of results from files, and finds one champion', () => {
    const random = seeded(2026);
    const rounds: Round[] = [];
    const outcomes: Outcome[] = [];
    const competition = (): Competition => ({ pairs: PAIRS, rounds, outcomes });
    let stillIn = PAIRS.map((p) => p.id);
    const said: string[] = [];

    for (let index = 0; index < roundsFor(PAIRS.length); index++) {
      const drawn = drawRound(stillIn, rounds, random);
      if (!drawn.ok) throw new Error(drawn.why);
      rounds.push({
        name: roundName(index, 4),
        due: `2027-0${index + 1}-28`,
        pairings: drawn.pairings,
      });
      expect(drawn.pairings.every((p) => p.b !== null)).toBe(true);

      drawn.pairings.forEach((pairing, n) => {
        const [a, b] = [pairById(pairing.a), pairById(pairing.b as string)];
        const aWins = random() < 0.5;
        // Round 1, first match: its file is sent before the match is over, and refused.
        if (index === 0 && n === 0) {
          const before = JSON.stringify(outcomes);
          const early = checkResult(read(matchFile(a, b, aWins, 20)), competition());
          expect(early).toEqual({
            kind: 'refused',
            refusal: { reason: 'unfinished', played: 20, planned: 30 },
          });
          said.push(early.kind === 'refused' ? early.refusal.reason : '');
          expect(JSON.stringify(outcomes)).toBe(before);
        }
        // Round 2, first match: one name is misspelt on the phone that sends it.
        if (index === 1 && n === 0) {
          const slipped = {
            ...a,
            players: [a.players[0].replace('Te', 'Tee'), a.players[1]] as const,
          };
          const file = read(matchFile(slipped, b, aWins));
          const check = checkResult(file, competition());
          expect(check.kind).toBe('choose');
          if (check.kind !== 'choose') return;
          expect(check.candidates).toEqual([{ round: 1, pairing }]);
          const taken = takeChosen(
            file,
            check.candidates[0] as (typeof check.candidates)[0],
            competition(),
          );
          if (taken.kind !== 'taken') throw new Error('the chosen match was not taken');
          expect(taken.outcome.winner).toBe(aWins ? a.id : b.id);
          outcomes.push(taken.outcome);
          return;
        }
        // The sides may sit either way round: here the second pair sits North-South.
        const file = n % 2 === 0 ? matchFile(a, b, aWins) : matchFile(b, a, !aWins);
        const check = checkResult(read(file), competition(), `r${index}m${n}`);
        if (check.kind !== 'taken') throw new Error(`not taken: ${JSON.stringify(check)}`);
        expect(check.round).toBe(index);
        expect(check.outcome.winner).toBe(aWins ? a.id : b.id);
        outcomes.push(check.outcome);
        // The same file again is in already.
        expect(checkResult(read(file), competition(), `r${index}m${n}`)).toMatchObject({
          kind: 'refused',
          refusal: { reason: 'inAlready', round: index, copies: { kind: 'unknown' } },
        });
        // So is the losers' copy, with no id: the copy kept says whether the two agree.
        const kept = () => read(file);
        expect(checkResult(read(file), competition(), undefined, kept)).toMatchObject({
          kind: 'refused',
          refusal: { reason: 'inAlready', round: index, copies: { kind: 'agree' } },
        });
      });

      // A file of two pairs the draw does not put together is refused, and changes nothing.
      if (stillIn.length >= 4) {
        const [x, y] = [
          pairById(stillIn[0] as string),
          pairById(stillIn[stillIn.length - 1] as string),
        ];
        const stray = checkResult(read(matchFile(x, y, true)), competition());
        expect(stray.kind).toBe('refused');
      }
      const through = throughFrom(rounds[index] as Round, index, outcomes);
      if (through === null) throw new Error(`round ${index + 1} is missing a result`);
      expect(through).toHaveLength(stillIn.length / 2);
      stillIn = through;
    }

    expect(rounds.map((r) => r.name)).toEqual([
      'Round 1',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    expect(stillIn).toHaveLength(1);
    expect(outcomes).toHaveLength(15);
    // A stranger's file: names nobody entered.
    const strangers = {
      id: 'x',
      players: ['Nobody One', 'Nobody Two'],
      grades: GRADES.slice(0, 2),
    } as unknown as EnteredPair;
    expect(
      checkResult(read(matchFile(strangers, pairById('pair-1'), true)), competition()).kind,
    ).toBe('refused');
    expect(said).toEqual(['unfinished']);
  });

  it('refuses a match that is not a competition match, or is tied, saying which', () => {
    const c: Competition = {
      pairs: PAIRS,
      rounds: [{ name: 'Round 1', due: null, pairings: [{ a: 'pair-1', b: 'pair-2' }] }],
      outcomes: [],
    };
    const rubber = read(
      JSON.stringify({
        ...JSON.parse(matchFile(PAIRS[0] as EnteredPair, PAIRS[1] as EnteredPair, true)),
        game: 'rubber',
        deals: [],
      }),
    );
    expect(checkResult(rubber, c)).toMatchObject({
      kind: 'refused',
      refusal: { reason: 'otherGame', game: 'Rubber bridge' },
    });
    const level = JSON.parse(matchFile(PAIRS[0] as EnteredPair, PAIRS[1] as EnteredPair, true));
    level.deals = Array.from({ length: 30 }, (_, i) => ({
      contract: '3NT',
      declarer: i % 2 === 0 ? 'N' : 'E',
      tricks: 9,
    }));
    const tied = checkResult(read(JSON.stringify(level)), c);
    expect(tied.kind).toBe('refused');
    if (tied.kind === 'refused') expect(tied.refusal).toMatchObject({ reason: 'tied', after: 30 });
  });
});
