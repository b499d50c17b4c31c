import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agreementOf,
  dealForm,
  fileAgreement,
  fileDealForm,
  splitForm,
} from '../../src/engine/agreement/compareForm.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { toMatchFile } from '../../src/engine/matchFile/serialize.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';
import type { DealJson, MatchFileJson } from '../arbitraries.ts';
import { arbitraryMatchFile, dealForm as formFromDocs } from '../arbitraries.ts';
import { PLAYED, fourPlayer, rubber, rummy, twoPlayer } from '../file/badInputCases.ts';

/** docs/format.md, "agreed": a deal's one-line form, and what a deal's `agreed` mark says. */

function valid(file: unknown): Match {
  const result = validateMatch(file);
  if (!result.ok) throw new Error(result.errors.map(formatProblem).join('\n'));
  return result.value;
}

/** The deals of a file as the reader gives them back. */
function dealsOf(file: unknown) {
  return valid(file).deals;
}

/** The deals as this app writes them back. */
function written(file: unknown): DealJson[] {
  return toMatchFile(valid(file)).deals as DealJson[];
}

describe("a deal's one-line form", () => {
  it.each([
    { file: rubber({ deals: [PLAYED] }), form: '4S N 10' },
    { file: rubber({ deals: [{ contract: '3N', declarer: 'E', tricks: 8 }] }), form: '3NT E 8' },
    {
      file: rubber({
        deals: [
          { contract: '4SX', declarer: 'W', tricks: 10, honors: { side: 'EW', points: 100 } },
        ],
      }),
      form: '4SX W 10 honors EW 100',
    },
    { file: rubber({ deals: [{ passed: true }] }), form: 'passed' },
    {
      file: fourPlayer('duplicate', [{ ...PLAYED, board: 7, vulnerable: 'both' }]),
      form: '4S N 10 board 7 vulnerable both',
    },
    {
      file: fourPlayer('duplicate', [{ passed: true, board: 3 }]),
      form: 'passed board 3',
    },
    {
      file: twoPlayer('bridgette', [{ contract: '0NT', declarer: 'B', tricks: 5 }]),
      form: '0NT B 5',
    },
    {
      file: fourPlayer('rubber', [{ contract: '2YXX', declarer: 'S', tricks: 8 }], {
        deck: 'gorbyx4',
      }),
      form: '2YXX S 8',
    },
    {
      file: rummy([{ out: 1, points: [17, 0, 42], rummy: true }]),
      form: 'out 1 points 17 0 42 rummy',
    },
    { file: rummy([{ out: 0, points: [0, 3, 2], rummy: false }]), form: 'out 0 points 0 3 2' },
  ])('$form', ({ file, form }) => {
    const [deal] = dealsOf(file);
    if (deal === undefined) throw new Error('no deal');
    expect(dealForm(deal)).toBe(form);
    const [json] = written(file);
    if (json === undefined) throw new Error('no deal');
    expect(fileDealForm(json)).toBe(form);
  });

  it('is the same from the file as this app writes it and from the deal read', () => {
    fc.assert(
      fc.property(arbitraryMatchFile, (file) => {
        const match = valid(file);
        const json = toMatchFile(match).deals as DealJson[];
        match.deals.forEach((deal, i) => {
          expect(fileDealForm(json[i] ?? {})).toBe(dealForm(deal));
          expect(fileAgreement(json[i] ?? {})).toBe(agreementOf(deal));
        });
      }),
      { numRuns: 200 },
    );
  });

  it("is docs/format.md's form, read back to the same deal", () => {
    fc.assert(
      fc.property(arbitraryMatchFile, (file: MatchFileJson) => {
        const deals = (file.deals ?? []) as DealJson[];
        const marked = { ...file, deals: deals.map((d) => ({ ...d, agreed: formFromDocs(d) })) };
        for (const deal of dealsOf(marked)) expect(agreementOf(deal)).toBe('agreed');
      }),
      { numRuns: 200 },
    );
  });
});

describe('reading `agreed`', () => {
  it('a version 1 file without it reads exactly as before: no deal has the field', () => {
    expect(dealsOf(rubber({}))).toStrictEqual([
      { contract: { level: 2, strain: 'H', doubling: 0 }, declarer: 'S', tricks: 9 },
      { passed: true },
      {
        contract: { level: 4, strain: 'S', doubling: 1 },
        declarer: 'W',
        tricks: 10,
        honors: { side: 'EW', points: 100 },
      },
    ]);
  });

  it.each([
    { agreed: '4N N 10', reads: '4NT N 10' },
    { agreed: '  4S   N\t10 ', reads: '4S N 10' },
    { agreed: '4S N 010', reads: '4S N 10' },
    { agreed: '4S N 10 vulnerable NS board 7', reads: '4S N 10 board 7 vulnerable NS' },
  ])('"$agreed" is read as "$reads" and written back so', ({ agreed, reads }) => {
    const file = fourPlayer('duplicate', [{ ...PLAYED, agreed }]);
    const [deal] = dealsOf(file);
    expect(deal?.agreed).toBe(reads);
    expect(written(file)[0]?.agreed).toBe(reads);
  });

  it('may name another deal than the deal now: that deal was changed after agreement', () => {
    const [deal] = dealsOf(rubber({ deals: [{ ...PLAYED, agreed: '4S N 9' }] }));
    expect(deal?.agreed).toBe('4S N 9');
    expect(deal === undefined ? null : agreementOf(deal)).toBe('changed');
  });

  it('splits a form into the fields of a deal, or says it is not one', () => {
    expect(splitForm('3NTX S 8 honors NS 150', false)).toEqual({
      contract: '3NTX',
      declarer: 'S',
      tricks: 8,
      honors: { side: 'NS', points: 150 },
    });
    expect(splitForm('passed board 2', false)).toEqual({ passed: true, board: 2 });
    expect(splitForm('out 2 points 5 6 0', true)).toEqual({
      out: 2,
      points: [5, 6, 0],
      rummy: false,
    });
    for (const text of ['', '4S', '4S N', '4S N 10 honors NS', 'passed passed', 'out 0 0 3']) {
      expect(splitForm(text, text.startsWith('out'))).toBeNull();
    }
  });
});

describe('agreement', () => {
  const agreed = (deal: DealJson) => {
    const [read] = dealsOf(rubber({ deals: [deal] }));
    return read === undefined ? 'no deal' : agreementOf(read);
  };

  it.each([
    { name: 'never agreed', deal: PLAYED, is: null },
    { name: 'as agreed', deal: { ...PLAYED, agreed: '4S N 10' }, is: 'agreed' },
    { name: 'tricks changed after', deal: { ...PLAYED, agreed: '4S N 11' }, is: 'changed' },
    {
      name: 'honors claimed after',
      deal: { ...PLAYED, honors: { side: 'NS', points: 100 }, agreed: '4S N 10' },
      is: 'changed',
    },
    { name: 'passed out after', deal: { passed: true, agreed: '4S N 10' }, is: 'changed' },
    { name: 'a passed deal as agreed', deal: { passed: true, agreed: 'passed' }, is: 'agreed' },
  ])('$name: $is', ({ deal, is }) => {
    expect(agreed(deal)).toBe(is);
  });

  it('rummy deals too', () => {
    const deals = dealsOf(
      rummy([
        { out: 0, points: [0, 3, 2], rummy: false, agreed: 'out 0 points 0 3 2' },
        { out: 0, points: [0, 3, 2], rummy: false, agreed: 'out 0 points 0 3 2 rummy' },
      ]),
    );
    expect(deals.map(agreementOf)).toEqual(['agreed', 'changed']);
  });
});
