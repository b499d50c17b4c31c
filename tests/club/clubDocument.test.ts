import { describe, expect, it } from 'vitest';
import type { EditState, Edit } from '../../src/db/records.ts';
import type { ClubRefusal, ClubUser } from '../../src/season/clubDocument.ts';
import {
  STEP_KINDS,
  MAX_DOCUMENT_CHARS,
  STEP_STATES,
  checkClubWrite,
  memberRole,
} from '../../src/season/clubDocument.ts';
import { DESK, MATCH_ID, PROFILE, deskDoc, matchDoc, profileDoc, resultDoc } from './clubDocs.ts';

const CLUB = 'kapiti-coast';
const PAT: ClubUser = { name: 'pat', roles: [memberRole(CLUB)] };
const SECURITY = {
  admins: { names: ['olive'], roles: [] },
  members: { names: [], roles: [memberRole(CLUB)] },
};

function refusal(
  doc: unknown,
  user: ClubUser = PAT,
  security: unknown = SECURITY,
): ClubRefusal | undefined {
  const checked = checkClubWrite(CLUB, doc, user, security);
  return checked.ok ? undefined : checked.errors;
}

function problems(doc: unknown): string[] {
  const refused = refusal(doc);
  return refused?.reason === 'content'
    ? refused.problems.map((p) => `${p.path}: ${p.message}`)
    : [];
}

describe("what a club's database takes", () => {
  it('the steps it knows are the store history steps, every kind and state', () => {
    // Both ways: a kind the store adds, or one listed here that it drops, fails to compile.
    const kinds: readonly Edit['kind'][] = STEP_KINDS;
    const states: readonly EditState[] = STEP_STATES;
    const allKinds: Record<Edit['kind'], true> = Object.fromEntries(
      STEP_KINDS.map((k) => [k, true]),
    ) as Record<Edit['kind'], true>;
    const allStates: Record<EditState, true> = Object.fromEntries(
      STEP_STATES.map((s) => [s, true]),
    ) as Record<EditState, true>;
    expect(Object.keys(allKinds)).toEqual([...kinds]);
    expect(Object.keys(allStates)).toEqual([...states]);
  });

  it('takes each kind of document, valid, from a member writing as themself', () => {
    for (const doc of [matchDoc('pat'), deskDoc('pat'), profileDoc('pat'), resultDoc('pat')])
      expect(checkClubWrite(CLUB, doc, PAT, SECURITY)).toMatchObject({ ok: true });
  });

  it('refuses anyone signed out, and anyone not of the club, even a member of another club', () => {
    expect(refusal(matchDoc('pat'), { name: null, roles: [] })).toEqual({ reason: 'signedOut' });
    expect(refusal(matchDoc('kim'), { name: 'kim', roles: [] })).toEqual({
      reason: 'notMember',
      user: 'kim',
    });
    const otherClub = { name: 'kim', roles: [memberRole('other-club')] };
    expect(refusal(matchDoc('kim'), otherClub)).toEqual({ reason: 'notMember', user: 'kim' });
    // A server that leaves _security out of the write's context still refuses her.
    expect(refusal(matchDoc('kim'), otherClub, {})).toEqual({ reason: 'notMember', user: 'kim' });
  });

  it('takes the organiser, the database admin, and a server admin, each writing as themself', () => {
    expect(refusal(matchDoc('olive'), { name: 'olive', roles: [] })).toBeUndefined();
    expect(refusal(matchDoc('root'), { name: 'root', roles: ['_admin'] })).toBeUndefined();
  });

  it('lets only an admin write a design document', () => {
    const design = { _id: '_design/other', views: {} };
    expect(refusal(design, { name: 'olive', roles: [] })).toBeUndefined();
    expect(refusal(design)).toEqual({ reason: 'designByMember', user: 'pat' });
  });

  it('refuses a document naming another author, a deletion included', () => {
    expect(refusal(matchDoc('kim'))).toEqual({ reason: 'author', author: 'kim', user: 'pat' });
    expect(refusal({ ...matchDoc('pat'), author: undefined })).toEqual({
      reason: 'author',
      author: undefined,
      user: 'pat',
    });
    expect(refusal({ _id: `match:${MATCH_ID}`, _deleted: true, author: 'kim' })).toMatchObject({
      reason: 'author',
    });
    expect(refusal({ _id: `match:${MATCH_ID}`, _deleted: true })).toMatchObject({
      reason: 'author',
    });
  });

  it("lets the organiser write a member's document under the member's name, as a lost club is put back", () => {
    const OLIVE = { name: 'olive', roles: [] };
    expect(refusal(matchDoc('pat'), OLIVE)).toBeUndefined();
    expect(refusal(matchDoc('kim'), { name: 'root', roles: ['_admin'] })).toBeUndefined();
    // Still under somebody's name.
    expect(refusal({ ...matchDoc('pat'), author: undefined }, OLIVE)).toMatchObject({
      reason: 'author',
      user: 'olive',
    });
    expect(refusal({ ...matchDoc('pat'), author: ' ' }, OLIVE)).toMatchObject({ reason: 'author' });
  });

  it('lets a member delete only what they wrote last; the organiser deletes anything', () => {
    const deletion = (author: string) => ({
      _id: `match:${MATCH_ID}`,
      _rev: '3-a',
      _deleted: true,
      author,
    });
    const check = (doc: unknown, user: ClubUser, previous: unknown) => {
      const checked = checkClubWrite(CLUB, doc, user, SECURITY, previous);
      return checked.ok ? undefined : checked.errors;
    };
    expect(check(deletion('pat'), PAT, matchDoc('kim'))).toEqual({
      reason: 'deleteByOther',
      author: 'kim',
      user: 'pat',
    });
    expect(check(deletion('pat'), PAT, matchDoc('pat'))).toBeUndefined();
    expect(check(deletion('olive'), { name: 'olive', roles: [] }, matchDoc('kim'))).toBeUndefined();
    // Nothing there, or deleted already: nothing of anyone's is lost.
    expect(check(deletion('pat'), PAT, null)).toBeUndefined();
    expect(check(deletion('pat'), PAT, { ...matchDoc('kim'), _deleted: true })).toBeUndefined();
    // An edit of another member's match is no deletion: it is taken, under the editor's name.
    expect(check(matchDoc('pat'), PAT, matchDoc('kim'))).toBeUndefined();
  });

  it('takes a match of 5,000 deals with its whole history, and refuses a document twice its size', () => {
    const deals = Array.from({ length: 5_000 }, () => ({
      contract: '4SX',
      declarer: 'W',
      tricks: 9,
      honors: { side: 'NS', points: 100 },
    }));
    const steps = deals.map((deal, index) => ({
      id: `step-${String(index).padStart(30, '0')}`,
      at: '2026-11-20T19:02:11.000Z',
      author: 'pat',
      edit: { kind: 'addDeal', index, deal },
      state: 'done',
      parent: index === 0 ? null : `step-${String(index - 1).padStart(30, '0')}`,
      batch: `batch-${String(index).padStart(30, '0')}`,
    }));
    const big = matchDoc('pat', { file: { ...(matchDoc('pat').file as object), deals }, steps });
    const size = JSON.stringify(big).length;
    expect(size).toBeGreaterThan(2_000_000);
    expect(size * 2).toBeLessThanOrEqual(MAX_DOCUMENT_CHARS * 1.01);
    expect(refusal(big)).toBeUndefined();
    // The same match with its history three times over: past the limit, refused for its size alone.
    const copies = [0, 1, 2].flatMap((copy) => steps.map((s) => ({ ...s, id: `${s.id}-${copy}` })));
    const huge = { ...big, steps: copies };
    expect(JSON.stringify(huge).length).toBeGreaterThan(MAX_DOCUMENT_CHARS);
    const refused = refusal(huge);
    expect(refused).toMatchObject({ reason: 'size', max: MAX_DOCUMENT_CHARS });
  });

  it('takes a deletion that names its author and a club document', () => {
    expect(
      refusal({ _id: `match:${MATCH_ID}`, _rev: '2-a', _deleted: true, author: 'pat' }),
    ).toBeUndefined();
    expect(refusal({ ...deskDoc('pat'), _deleted: true })).toBeUndefined();
    expect(refusal({ _id: 'note:1', _deleted: true, author: 'pat' })).toEqual({
      reason: 'idPrefix',
      kind: undefined,
      id: 'note:1',
    });
    expect(
      refusal({ _id: 'desk:1', _deleted: true, author: 'pat', type: 'bridgepad.match' }),
    ).toMatchObject({ reason: 'idPrefix', kind: 'match' });
  });

  it('refuses a type it does not know, an _id without its prefix, and a layout other than 1', () => {
    expect(refusal({ _id: 'note:1', author: 'pat', text: 'hello' })).toEqual({
      reason: 'type',
      type: undefined,
    });
    expect(refusal({ ...matchDoc('pat'), type: 'bridgepad.note' })).toEqual({
      reason: 'type',
      type: 'bridgepad.note',
    });
    expect(refusal({ ...matchDoc('pat'), _id: MATCH_ID })).toEqual({
      reason: 'idPrefix',
      kind: 'match',
      id: MATCH_ID,
    });
    expect(refusal({ ...matchDoc('pat'), _id: `desk:${MATCH_ID}` })).toMatchObject({
      reason: 'idPrefix',
      kind: 'match',
    });
    expect(refusal({ ...matchDoc('pat'), _id: 'match:' })).toMatchObject({ reason: 'idPrefix' });
    expect(refusal(matchDoc('pat', { v: 2 }))).toEqual({ reason: 'version', v: 2 });
    expect(refusal(matchDoc('pat', { v: undefined }))).toEqual({ reason: 'version', v: undefined });
  });

  it('refuses a match whose file the match file validator refuses, naming each place', () => {
    const file = {
      ...(matchDoc('pat').file as object),
      deals: [{ contract: '8S', declarer: 'N', tricks: 10 }],
    };
    expect(problems(matchDoc('pat', { file }))[0]).toMatch(/^file\.deals\[0\]\.contract: /);
    expect(problems(matchDoc('pat', { file: 'a match' }))).toEqual([
      'file: must be a JSON object, not "a match"',
    ]);
    expect(
      problems(matchDoc('pat', { file: { ...(file as object), deals: [], id: 'another' } })),
    ).toEqual([`file.id: must be the id the _id names, "${MATCH_ID}"`]);
  });

  it("refuses a match whose file's stated totals its deals do not make", () => {
    const kapiti = {
      ...(matchDoc('pat').file as object),
      game: 'kapiti',
      totals: { NS: 1, EW: 2 },
    };
    expect(problems(matchDoc('pat', { file: kapiti })).join()).toMatch(
      /^file\.totals: say N\/S 1, E\/W 2, but the deals score/,
    );
  });

  it('refuses steps that are not the history the device keeps', () => {
    const [first, second] = matchDoc('pat').steps as Record<string, unknown>[];
    const steps = (...list: unknown[]) => problems(matchDoc('pat', { steps: list }));
    expect(steps()).toEqual([]);
    expect(problems(matchDoc('pat', { steps: undefined }))).toEqual([
      'steps: must be a list of steps',
    ]);
    expect(steps('step')).toEqual(['steps[0]: must be a step: id, at, author, edit, state']);
    expect(steps({ ...first, edit: { kind: 'shuffle' } })).toEqual([
      'steps[0].edit: must be an edit whose kind is one of addDeal, editDeal, deleteDeal, agree, honors, rename, finish, detail',
    ]);
    expect(steps({ ...first, state: 'maybe' })).toEqual([
      'steps[0].state: must be one of done, undone, discarded, retired',
    ]);
    expect(steps({ ...first, at: 'yesterday', author: '' })).toEqual([
      'steps[0].at: must be a time, like 2026-11-26T09:30:00.000Z',
      'steps[0].author: must be the name of the member who took it',
    ]);
    expect(steps(first, { ...second, id: first?.id })).toEqual([
      'steps[1].id: is the id of an earlier step too',
    ]);
    expect(steps({ ...first, parent: 7, note: 'x' })).toEqual([
      'steps[0].note: unknown field',
      'steps[0].parent: must be the id of the step in force before it, or null',
    ]);
    expect(steps({ ...first, batch: 'rename-1' })).toEqual([]);
  });

  it('refuses fields no document of the kind has, and attachments', () => {
    expect(problems(matchDoc('pat', { note: 'hi', _attachments: {} }))).toEqual([
      'note: unknown field',
      '_attachments: a WeThey document has no attachments',
    ]);
    expect(problems({ ...deskDoc('pat'), file: {} })).toEqual(['file: unknown field']);
  });

  it("refuses a desk, a profile or a result its validator refuses, or whose id is not the _id's", () => {
    expect(problems(deskDoc('pat', { ...DESK, version: 2 }))).toEqual([
      'desk.version: is 2: written by a later WeThey, which this one cannot read',
    ]);
    expect(problems(deskDoc('pat', { ...DESK, id: 'desk-2' }))).toEqual([
      'desk.id: must be the id the _id names, "desk-1"',
    ]);
    expect(problems(profileDoc('pat', { ...PROFILE, email: 'nowhere' }))).toEqual([
      'profile.competition.email: "nowhere" is not an e-mail address',
    ]);
    expect(problems(profileDoc('pat', { ...PROFILE, colour: 'red' }))).toEqual([
      'profile.competition.colour: unknown field',
    ]);
    expect(problems(profileDoc('pat', { ...PROFILE, id: 'profile-2' }))).toEqual([
      'profile.id: must be the id the _id names, "profile-1"',
    ]);
    expect(
      problems({
        ...resultDoc('pat', { format: 'bridgepad.match' }),
        receivedAt: 'now',
        deskId: '',
      }),
    ).toEqual([
      'file.version: is missing: must be 1',
      'file.game: is missing: must be one of rubber, kapiti, chicago, duplicate, bridgette, sixdeal, rummy',
      'deskId: must be the id of the desk that took it',
      'receivedAt: must be a time, like 2026-11-26T09:30:00.000Z',
    ]);
  });

  it('refuses what is not a document at all', () => {
    expect(refusal('a match')).toMatchObject({ reason: 'author' });
    expect(refusal(null)).toMatchObject({ reason: 'author' });
  });
});
