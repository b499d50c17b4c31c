// The device the layout check (layoutCheck.e2e.test.ts) looks at: a match of every game mid-way,
// with long names in many scripts, four-digit scores and deals agreed on two devices and changed
// since, a few evenings for the players' ledger, a match among the recently deleted and an
// organiser's desk with a round drawn. Written with the app's own store code into an in-memory
// IndexedDB and saved as a backup (docs/format.md, "The backup"), which the check restores
// through the app's Import: the way a player's device comes to hold it.
import { saveCompetition } from '../../src/db/competitions.ts';
import { writeBackup } from '../../src/db/backupFile.ts';
import { deleteMatch } from '../../src/db/deletedMatches.ts';
import { createDesk, drawNextRound, setPairs } from '../../src/db/desk.ts';
import type { MatchFileJson } from '../../src/db/records.ts';
import { createMatch } from '../../src/db/matchWrites.ts';
import { fileDealForm } from '../../src/engine/agreement/compareForm.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { seatingFor } from '../../src/engine/rotation.ts';
import { matchCodeFragment } from '../../src/matchCode/matchCode.ts';
import { freshIndexedDb } from '../db/helpers.ts';

/**
 * Names as players type them: Greek, Cyrillic, Chinese, Tongan with its ʻokina, Māori, English,
 * Polish, Thai.
 */
export const NAMES = {
  greek: 'Μαργαρίτα Παπαδοπούλου',
  cyrillic: 'Екатерина Волконская',
  chinese: '王秀英',
  tongan: 'ʻAna Fifitaʻ Taufaʻahau',
  /** Forty letters and no space: a name no line can hold whole on a narrow phone. */
  unbroken: 'Wolfeschlegelsteinhausenbergerdorffvoral',
  english: 'Margaret Featherstonehaugh',
  maori: 'Hēnare Te Whatahoro',
  polish: 'Łukasz Wiśniewski',
  /** Thai, whose words have no spaces within: "สมชาย" is one word, never "สมชา" and "ย". */
  thai: 'สมชาย ใจดี',
  /** Two family names joined: the line may break at the hyphen, never inside a word. */
  hyphenated: 'Margaret Featherstonehaugh-Whitley',
} as const;

/** The matches' ids, so the check opens each by its address. */
export const IDS = {
  rubber: '5a0c6d1e-0001-4a00-8000-000000000001',
  kapiti: '5a0c6d1e-0002-4a00-8000-000000000002',
  chicago: '5a0c6d1e-0003-4a00-8000-000000000003',
  cavendish: '5a0c6d1e-0004-4a00-8000-000000000004',
  duplicate: '5a0c6d1e-0005-4a00-8000-000000000005',
  bridgette: '5a0c6d1e-0006-4a00-8000-000000000006',
  sixdeal: '5a0c6d1e-0007-4a00-8000-000000000007',
  rummy: '5a0c6d1e-0008-4a00-8000-000000000008',
  deleted: '5a0c6d1e-0009-4a00-8000-000000000009',
  /** Shown by another device, and new to this one: what Join offers. */
  joining: '5a0c6d1e-0010-4a00-8000-000000000010',
  /** An evening of five: its two rubbers, one entry on the list. */
  eveningFirst: '5a0c6d1e-0011-4a00-8000-000000000011',
  eveningSecond: '5a0c6d1e-0012-4a00-8000-000000000012',
  /** Four who pivot for partners, a rubber won: the next seating proposed. */
  pivot: '5a0c6d1e-0013-4a00-8000-000000000013',
  /** Four who cut for partners, a rubber won: who cut highest and second asked. */
  cut: '5a0c6d1e-0014-4a00-8000-000000000014',
} as const;

export type Game = keyof Omit<typeof IDS, 'deleted' | 'joining' | 'eveningFirst' | 'eveningSecond'>;

type Deal = Record<string, unknown>;
/** A deal in its match-file spelling: "4SX N 10", "passed". */
function deal(text: string, extra: Deal = {}): Deal {
  if (text === 'passed') return { passed: true, ...extra };
  const [contract, declarer, tricks] = text.split(' ');
  return { contract, declarer, tricks: Number(tricks), ...extra };
}
/** As both devices agreed on it. */
const agreed = (d: Deal): Deal => ({ ...d, agreed: fileDealForm(d) });
/** Agreed on as `before`, and corrected since: "changed after agreement". */
const changed = (d: Deal, before: Deal): Deal => ({ ...d, agreed: fileDealForm(before) });

const FOUR = {
  N: NAMES.greek,
  E: NAMES.cyrillic,
  S: NAMES.chinese,
  W: NAMES.unbroken,
};

/**
 * A rubber of two rubbers won and a third under way, "40 on, needs 60" for one side: slams
 * redoubled and four-figure penalties, the first deals agreed and one changed since.
 */
const RUBBER_DEALS: Deal[] = [
  agreed(deal('4S N 10', { honors: { side: 'NS', points: 100 } })),
  agreed(deal('3NT E 9')),
  agreed(deal('6NTXX S 13')),
  changed(deal('4SX W 6'), deal('4SX W 7')),
  agreed(deal('passed')),
  agreed(deal('7HXX E 13', { honors: { side: 'EW', points: 150 } })),
  deal('5DX N 6'),
  deal('3NT W 10'),
  deal('2C N 8'),
];

const KAPITI_DEALS: Deal[] = [
  agreed(deal('4S N 10')),
  agreed(deal('6HX E 13', { honors: { side: 'EW', points: 150 } })),
  agreed(deal('3NT S 9')),
  agreed(deal('passed')),
  changed(deal('5CX W 7'), deal('5CX W 8')),
  deal('4H E 11'),
  deal('7NTXX N 13'),
  deal('2D S 8'),
  deal('1NT W 4'),
  deal('4SXX N 6'),
  deal('3H E 9'),
  deal('6S S 12', { honors: { side: 'NS', points: 100 } }),
  deal('2S W 8'),
  deal('3NT N 11'),
  deal('5DX E 11'),
  deal('4H S 9'),
  deal('6NT W 12'),
  deal('2H N 7'),
];

const CHICAGO_DEALS: Deal[] = [
  agreed(deal('4H N 10')),
  agreed(deal('6SX E 12')),
  changed(deal('3NT S 10'), deal('3NT S 9')),
  deal('2C W 8'),
  deal('5DXX N 12'),
  deal('1NT E 5'),
];

const DUPLICATE_DEALS: Deal[] = [
  agreed(deal('4S N 10', { board: 1 })),
  agreed(deal('3NT E 9', { board: 2 })),
  changed(deal('6HX S 13', { board: 3 }), deal('6HX S 12', { board: 3 })),
  deal('4SX W 6', { board: 4 }),
  deal('passed', { board: 5 }),
  deal('7NTXX N 13', { board: 6 }),
  deal('2D E 8', { board: 7 }),
  deal('3C S 9', { board: 8 }),
  deal('5DX W 9', { board: 9 }),
  deal('1NT N 7', { board: 10 }),
];

const BRIDGETTE_DEALS: Deal[] = [
  agreed(deal('4S A 10')),
  agreed(deal('0NT B 7')),
  changed(deal('6HX A 13'), deal('6HX A 12')),
  deal('3NT B 8'),
  deal('2C A 8'),
];

const SIXDEAL_DEALS: Deal[] = [
  agreed(deal('4S A 10')),
  changed(deal('6NTX B 12'), deal('6NTX B 13')),
  deal('3D A 9'),
];

const RUMMY_DEALS: Deal[] = [
  { out: 0, points: [0, 17, 42, 8, 55, 23], rummy: false, agreed: 'out 0 points 0 17 42 8 55 23' },
  { out: 3, points: [61, 9, 0, 0, 12, 77], rummy: true },
  { out: 2, points: [14, 88, 0, 31, 6, 45], rummy: false },
  { out: 5, points: [102, 3, 19, 27, 64, 0], rummy: false },
];

function file(id: string, fields: Partial<MatchFileJson> & Pick<MatchFileJson, 'game'>) {
  const at = '2026-06-01T19:00:00.000Z';
  return {
    format: 'bridgepad.match',
    version: 1,
    id,
    createdAt: at,
    updatedAt: at,
    rules: {},
    players: FOUR,
    firstDealer: 'N',
    deals: [],
    ...fields,
  } as MatchFileJson;
}

const COMPETITION = {
  name: 'Kāpiti Coast Rubber Bridge Championship 2026, Ōtaki and Paraparaumu',
  round: 'Round 3 (quarter-finals)',
  organiser: NAMES.polish,
  email: 'lukasz.wisniewski.organiser@kapiti-coast-bridge.example.org',
  address: '12 Parata Street, Waikanae Beach, Kāpiti Coast 5036',
  due: '2026-12-01',
};

/** Every match on the device, as match files. */
function matchFiles(): MatchFileJson[] {
  return [
    // Played for a stake: its back score says each player's money and who pays whom.
    file(IDS.rubber, {
      game: 'rubber',
      rules: { honors: true, stake: { per100: 2.5, currency: 'NZD' } },
      deals: RUBBER_DEALS,
    }),
    file(IDS.kapiti, {
      game: 'kapiti',
      rules: { honors: true, deals: 30 },
      players: { N: NAMES.english, E: NAMES.tongan, S: NAMES.cyrillic, W: NAMES.greek },
      firstDealer: 'S',
      deals: KAPITI_DEALS,
      competition: COMPETITION,
    }),
    file(IDS.chicago, {
      game: 'chicago',
      rules: { honors: true },
      players: { N: NAMES.tongan, E: NAMES.unbroken, S: NAMES.english, W: NAMES.chinese },
      deals: CHICAGO_DEALS,
    }),
    // Four-deal bridge scored deal by deal, in the Cavendish form.
    file(IDS.cavendish, {
      game: 'chicago',
      rules: { honors: false, vulnerability: 'cavendish', scoring: 'deal' },
      players: { N: NAMES.hyphenated, E: NAMES.thai, S: NAMES.polish, W: NAMES.maori },
      deals: CHICAGO_DEALS.slice(0, 3),
    }),
    file(IDS.duplicate, {
      game: 'duplicate',
      rules: { honors: false },
      players: { N: NAMES.english, E: NAMES.chinese, S: NAMES.tongan, W: NAMES.unbroken },
      deals: DUPLICATE_DEALS,
    }),
    file(IDS.bridgette, {
      game: 'bridgette',
      rules: { honors: false },
      players: { A: NAMES.unbroken, B: NAMES.greek },
      firstDealer: 'A',
      deals: BRIDGETTE_DEALS,
    }),
    file(IDS.sixdeal, {
      game: 'sixdeal',
      rules: { honors: false, deals: 6 },
      players: { A: NAMES.thai, B: NAMES.hyphenated },
      firstDealer: 'A',
      deals: SIXDEAL_DEALS,
    }),
    file(IDS.rummy, {
      game: 'rummy',
      rules: { target: 500, variant: 'basic' },
      players: [
        NAMES.greek,
        NAMES.cyrillic,
        NAMES.chinese,
        NAMES.tongan,
        NAMES.unbroken,
        NAMES.english,
      ],
      firstDealer: 0,
      deals: RUMMY_DEALS,
    } as Partial<MatchFileJson> & Pick<MatchFileJson, 'game'>),
  ];
}

/** An evening of five: a rubber won, and the next begun, with the next seating. */
function fiveEvening(): MatchFileJson[] {
  const draw = [NAMES.maori, NAMES.polish, NAMES.greek, NAMES.tongan, NAMES.chinese];
  const table = (rubber: number) => ({ session: 'layout-evening', draw, rubber });
  return [
    file(IDS.eveningFirst, {
      game: 'rubber',
      rules: { honors: false, stake: { per100: 0.5, currency: 'GBP' } },
      players: seatingFor(draw, 0).seats,
      deals: [deal('4S N 10'), deal('3NT S 9')],
      'x-bridgepad-table': table(0),
    } as Partial<MatchFileJson> & Pick<MatchFileJson, 'game'>),
    file(IDS.eveningSecond, {
      game: 'rubber',
      rules: { honors: false, stake: { per100: 0.5, currency: 'GBP' } },
      players: seatingFor(draw, 1).seats,
      deals: [deal('2H E 8')],
      'x-bridgepad-table': table(1),
    } as Partial<MatchFileJson> & Pick<MatchFileJson, 'game'>),
  ];
}

/** Four who pivot, and four who cut, for partners: a first rubber won, the next to start. */
function fourChanging(): MatchFileJson[] {
  const draw = [NAMES.unbroken, NAMES.tongan, NAMES.cyrillic, NAMES.english];
  return (['pivot', 'cut'] as const).map((rotation) =>
    file(IDS[rotation], {
      game: 'rubber',
      rules: { honors: false },
      players: seatingFor(draw, 0).seats,
      deals: [deal('4S N 10'), deal('3NT S 9')],
      'x-bridgepad-table': { session: `layout-${rotation}`, draw, rubber: 0, rotation },
    } as Partial<MatchFileJson> & Pick<MatchFileJson, 'game'>),
  );
}

/** Evenings of the same four before this one, each a rubber won, for the ledger's chart. */
function evenings(): MatchFileJson[] {
  const rubbers = [
    ['4S N 10', '3NT S 9'],
    ['4H E 10', '5DX W 11'],
    ['3NT N 9', '2S E 8', '4S S 11'],
    ['6NT W 12', '4HX N 9', '3NT E 9'],
  ];
  return rubbers.map((deals, i) => {
    const at = `2026-05-0${i + 1}T19:30:00.000Z`;
    return {
      ...file(`5a0c6d1e-01${String(i).padStart(2, '0')}-4a00-8000-000000000100`, {
        game: 'rubber',
        rules: { honors: true },
        deals: deals.map((text) => deal(text)),
      }),
      createdAt: at,
      updatedAt: at,
    };
  });
}

/** The competition's pairs: long names of many scripts, each with its grade. */
const PAIRS = [
  [NAMES.greek, NAMES.cyrillic],
  [NAMES.chinese, NAMES.unbroken],
  [NAMES.tongan, NAMES.english],
  [NAMES.maori, NAMES.polish],
  ['Sione Vaipulu', 'Mele Kioa'],
  ['Ana Ngata', 'Tūī Parata'],
  ['Zoë Nowak', 'Wiremu Pōtae'],
].map((players, i) => ({
  players: players as [string, string],
  grades: [i % 3 === 0 ? 'junior' : 'intermediate', i % 2 === 0 ? 'open' : 'intermediate'] as [
    'junior' | 'intermediate' | 'open',
    'junior' | 'intermediate' | 'open',
  ],
}));

export interface LayoutFixture {
  /** The backup, as Export all writes it. */
  readonly backup: string;
  /** The organiser's competition, with its first round drawn. */
  readonly deskId: string;
  /** The rubber as another device has it: two deals entered differently, one more. */
  readonly otherDeviceCode: string;
  /** A link to a match another device shows, new to this one. */
  readonly joinLink: string;
}

function checked(json: MatchFileJson) {
  const read = validateMatch(json);
  if (!read.ok) throw new Error(`fixture ${json.id}: ${JSON.stringify(read.errors)}`);
  return read.value;
}

/** Builds the device and its backup. */
export async function layoutFixture(): Promise<LayoutFixture> {
  const db = await freshIndexedDb().open();
  await saveCompetition(db, COMPETITION);
  for (const json of [...matchFiles(), ...evenings(), ...fiveEvening(), ...fourChanging()]) {
    const made = await createMatch(db, json);
    if (!made.ok) throw new Error(`fixture ${json.id}: ${JSON.stringify(made.errors)}`);
  }
  const gone = await createMatch(
    db,
    file(IDS.deleted, {
      game: 'rubber',
      players: { N: NAMES.english, E: NAMES.tongan, S: NAMES.unbroken, W: NAMES.maori },
      deals: RUBBER_DEALS.slice(0, 4),
    }),
  );
  if (!gone.ok) throw new Error('the match to delete was not made');
  await deleteMatch(db, IDS.deleted);

  const desk = await createDesk(db, COMPETITION.name);
  if (!desk.ok) throw new Error('no desk');
  const pairs = await setPairs(db, desk.value.id, PAIRS);
  if (!pairs.ok) throw new Error(`no pairs: ${JSON.stringify(pairs)}`);
  let seed = 11;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const round = await drawNextRound(db, desk.value.id, random, '2026-12-01');
  if (!round.ok) throw new Error('no draw');

  const theirs = checked({
    ...(matchFiles()[0] as MatchFileJson),
    deals: [
      ...RUBBER_DEALS.slice(0, 6),
      deal('5DX N 7'),
      deal('3NT W 9'),
      deal('2C N 8'),
      deal('4HX E 8'),
    ],
  });
  const joining = checked(
    file(IDS.joining, {
      game: 'kapiti',
      rules: { honors: true, deals: 30 },
      players: { N: NAMES.unbroken, E: NAMES.maori, S: NAMES.tongan, W: NAMES.chinese },
      deals: KAPITI_DEALS.slice(0, 7),
    }),
  );
  return {
    backup: (await writeBackup(db)).text,
    deskId: desk.value.id,
    otherDeviceCode: decodeURIComponent(matchCodeFragment(theirs).slice('#m='.length)),
    joinLink: matchCodeFragment(joining),
  };
}
