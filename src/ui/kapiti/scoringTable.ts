import { presetOf, UNFINISHED_RUBBER } from '../../engine/gameTraits.ts';
import { insultBonus, undertrickPenalty } from '../../engine/contract.ts';

/**
 * The scoring table printed on the Kapiti Summary Score Sheet (seed 002), section by section.
 * The numbers come from the engine's own functions, so the reminder cannot differ from the
 * scoring; only the labels are the form's.
 */
export interface ScoringSection {
  readonly title: string;
  /** Column heads after the label, if the section has columns. */
  readonly columns: readonly string[];
  readonly rows: readonly (readonly [string, ...string[]])[];
}

const n = (value: number) => String(value);

/**
 * The table for a match's own rules: the unfinished rubber's part score is the one it plays
 * (docs/format.md, `rules.unfinishedPartScore`), 100 unless it says otherwise.
 */
export function kapitiScoringTable(rules: object = {}): readonly ScoringSection[] {
  const partScore = presetOf(UNFINISHED_RUBBER, rules).value;
  return [
    {
      title: 'Contracts – trick values',
      columns: [],
      rows: [
        ['Minors', '20'],
        ['Majors', '30'],
        ['No Trumps – 1st trick', '40'],
        ['NT – subsequent tricks', '30'],
      ],
    },
    {
      title: 'Rubbers',
      columns: [],
      rows: [
        ['Three game rubber won', '500'],
        ['Two game rubber won', '700'],
      ],
    },
    {
      title: 'Unfinished rubbers',
      columns: [],
      rows: [
        ['One game won', '300'],
        ['Part score in an incomplete game', String(partScore)],
      ],
    },
    {
      title: 'Slams',
      columns: ['not vul', 'vul'],
      rows: [
        ['Small', '500', '750'],
        ['Grand', '1000', '1500'],
      ],
    },
    {
      title: 'Overtricks',
      columns: ['not vul', 'vul'],
      rows: [
        ['not doubled', 'trick value', 'trick value'],
        ['doubled', '100', '200'],
        ['redoubled', '200', '400'],
      ],
    },
    {
      title: 'Undertricks',
      columns: ['nv', 'vul', 'nv X', 'vul X'],
      rows: [1, 2, 3, 4, 5].map(
        (down) =>
          [
            n(down),
            n(undertrickPenalty(down, 0, false)),
            n(undertrickPenalty(down, 0, true)),
            n(undertrickPenalty(down, 1, false)),
            n(undertrickPenalty(down, 1, true)),
          ] as const,
      ),
    },
    {
      title: 'Extra bonuses',
      columns: [],
      rows: [
        ['Making a doubled contract', n(insultBonus(1, 'standard'))],
        ['Making a redoubled contract', n(insultBonus(2, 'standard'))],
        ['4 trump honours in one hand', '100'],
        ['5 trump honours in one hand', '150'],
        ['4 aces in one hand in NT', '150'],
      ],
    },
  ];
}
