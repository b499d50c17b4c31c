import { RUBBER } from '../file/badInputCases.ts';

/**
 * Club documents as the app writes them (docs/sync.md, "What is shared"), each valid, for the
 * tests of the club's server to break one thing at a time.
 */

export const MATCH_ID = '0b9d7c1e-5c1f-4f57-9d55-3c1a0f3e2a11';

export function matchDoc(
  author: string,
  changes: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    _id: `match:${MATCH_ID}`,
    type: 'bridgepad.match',
    v: 1,
    author,
    file: { ...RUBBER, id: MATCH_ID },
    steps: [
      {
        id: 'c0f1e1a4-7d0e-4e1b-9a59-1a3c0c9a7b01',
        at: '2026-11-20T19:02:11.000Z',
        author,
        edit: { kind: 'addDeal', index: 0, deal: { contract: '2H', declarer: 'S', tricks: 9 } },
        state: 'done',
        parent: null,
      },
      {
        id: 'c0f1e1a4-7d0e-4e1b-9a59-1a3c0c9a7b02',
        at: '2026-11-20T19:09:40.000Z',
        author,
        edit: { kind: 'addDeal', index: 1, deal: { passed: true } },
        state: 'done',
        parent: 'c0f1e1a4-7d0e-4e1b-9a59-1a3c0c9a7b01',
      },
    ],
    ...changes,
  };
}

export const DESK = {
  id: 'desk-1',
  version: 1,
  name: 'Kāpiti Coast Rubber Bridge 2026',
  createdAt: '2026-10-01T09:00:00.000Z',
  profileId: null,
  pairs: [
    { id: 'p1', players: ['Ana Ngata', 'Łukasz Nowak'], grades: ['open', 'junior'] },
    { id: 'p2', players: ['Maria Papadopoulou', 'Sergei Ivanov'], grades: ['junior', 'junior'] },
  ],
  rounds: [{ name: 'Final', due: '2026-12-01', pairings: [{ a: 'p1', b: 'p2' }] }],
  outcomes: [],
};

export function deskDoc(author: string, desk: unknown = DESK): Record<string, unknown> {
  return { _id: 'desk:desk-1', type: 'bridgepad.desk', v: 1, author, desk };
}

export const PROFILE = {
  id: 'profile-1',
  order: 0,
  name: 'Kāpiti Coast Rubber Bridge 2026',
  round: 'Round 1',
  organiser: 'Ana Ngata',
  email: 'ana@example.org',
  due: '2026-12-01',
};

export function profileDoc(author: string, profile: unknown = PROFILE): Record<string, unknown> {
  return { _id: 'profile:profile-1', type: 'bridgepad.profile', v: 1, author, profile };
}

export function resultDoc(author: string, file: unknown = RUBBER): Record<string, unknown> {
  return {
    _id: 'result:file-1',
    type: 'bridgepad.result',
    v: 1,
    author,
    deskId: 'desk-1',
    receivedAt: '2026-11-21T08:00:00.000Z',
    from: 'kapiti-round-1.json',
    file,
  };
}
