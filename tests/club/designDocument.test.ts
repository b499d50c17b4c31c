import { Linter } from 'eslint';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { longer } from '../../scripts/limits.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { readMatchFile } from '../../src/engine/matchFile/readMatchFile.ts';
import type { ClubUser } from '../../src/season/clubDocument.ts';
import { checkClubWrite, memberRole } from '../../src/season/clubDocument.ts';
import { FUNCTION_SYNTAX, validateSource } from '../../scripts/club/designDocument.ts';
import { refusalText } from '../../scripts/club/refusalText.ts';
import {
  A_1NT,
  B_1NT,
  KAPITI_DECIDED_AT_30,
  PLAYED,
  RUBBER,
  cases,
  fourPlayer,
  rubberDeal,
  rummy,
  twoPlayer,
} from '../file/badInputCases.ts';
import { MATCH_ID, deskDoc, matchDoc, profileDoc, resultDoc } from './clubDocs.ts';

/**
 * The club's design document runs bridgepad's own validators (docs/sync.md, "The design
 * document"): built into one function, compiled as CouchDB compiles it, in a realm without the
 * built-ins later than CouchDB's oldest engine has, it refuses and takes exactly what the app's
 * validators refuse and take, with the same reasons.
 */

const CLUB = 'kapiti-coast';
const PAT: ClubUser = { name: 'pat', roles: [memberRole(CLUB)] };
const SECURITY = {
  admins: { names: ['olive'], roles: [] },
  members: { names: [], roles: [memberRole(CLUB)] },
};

/** What ES2019 to ES2023 added to the built-ins, which SpiderMonkey 60 lacks. */
const LATER_BUILT_INS = `
  delete Object.hasOwn; delete Object.fromEntries; delete Object.groupBy;
  for (const name of ['at', 'flat', 'flatMap', 'findLast', 'findLastIndex', 'toSorted', 'toReversed', 'toSpliced', 'with'])
    delete Array.prototype[name];
  // Apache CouchDB's QuickJS has no normalize: it is built without Unicode's tables.
  for (const name of ['at', 'replaceAll', 'trimStart', 'trimEnd', 'matchAll', 'isWellFormed', 'toWellFormed', 'normalize'])
    delete String.prototype[name];
  delete Promise.allSettled; delete Promise.any; delete globalThis.structuredClone;
`;

type Run = (doc: unknown, user?: ClubUser, security?: unknown) => string | null;

let source: string;
let run: Run;

beforeAll(async () => {
  source = await validateSource(CLUB);
  const realm = vm.createContext({});
  vm.runInContext(LATER_BUILT_INS, realm);
  // As CouchDB compiles it: the source is evaluated as it is, and must give a function.
  const compiled: unknown = vm.runInContext(source, realm);
  if (typeof compiled !== 'function') throw new Error('the design document gives no function');
  // The documents are made within the realm, as CouchDB hands the function its own objects; what
  // the function throws comes back as text.
  const caller = vm.runInContext(
    `(function (f) {
      return function (doc, user, security) {
        try { f(JSON.parse(doc), null, JSON.parse(user), JSON.parse(security)); return null; }
        catch (e) { return e instanceof Error ? 'Error: ' + e.message : JSON.stringify(e); }
      };
    })`,
    realm,
  ) as (f: unknown) => (doc: string, user: string, security: string) => string | null;
  const inRealm = caller(compiled);
  run = (doc, user = PAT, security = SECURITY) =>
    inRealm(JSON.stringify(doc), JSON.stringify(user), JSON.stringify(security));
}, longer(60_000));

/** What the app's own check answers, in the words the function throws. */
function expected(doc: unknown, user = PAT, security: unknown = SECURITY): string | null {
  const checked = checkClubWrite(CLUB, doc, user, security);
  if (checked.ok) return null;
  const reason = refusalText(CLUB, checked.errors);
  return JSON.stringify(
    checked.errors.reason === 'signedOut' ? { unauthorized: reason } : { forbidden: reason },
  );
}

const read = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => [name, JSON.parse(readFileSync(join(dir, name), 'utf8')) as object] as const);

const REAL_FILES = [
  ...read(join(import.meta.dirname, '../fixtures/examples')),
  ...read(join(import.meta.dirname, '../golden')),
];

describe("the club's design document", () => {
  it('is one parenthesised function CouchDB compiles as it is, in ES2017 syntax, of a reasonable size', () => {
    // Apache CouchDB compiles an anonymous or a parenthesised function, never a named declaration.
    expect(source.startsWith('(function bridgepadValidate(')).toBe(true);
    expect(source.endsWith('})')).toBe(true);
    expect(FUNCTION_SYNTAX).toBe('es2017');
    const messages = new Linter().verify(`${source};`, {
      languageOptions: { ecmaVersion: 2017, sourceType: 'script' },
    });
    expect(messages.filter((m) => m.fatal === true).map((m) => m.message)).toEqual([]);
    // About 49 kB (16 kB gzip) when this was written: the validators and their reasons.
    expect(source.length).toBeLessThan(100_000);
  });

  it('takes every real match file, the published examples and the golden matches', () => {
    expect(REAL_FILES.length).toBeGreaterThanOrEqual(8);
    for (const [name, file] of REAL_FILES) {
      const doc = matchDoc('pat', { file: { ...file, id: MATCH_ID } });
      expect(readMatchFile(doc.file).ok, name).toBe(true);
      expect(run(doc), name).toBeNull();
    }
  });

  it('takes the valid files each broken case starts from, of every game', () => {
    for (const file of [
      RUBBER,
      rubberDeal(PLAYED),
      fourPlayer('duplicate', [PLAYED]),
      fourPlayer('kapiti', KAPITI_DECIDED_AT_30),
      twoPlayer('bridgette', [A_1NT]),
      twoPlayer('sixdeal', [A_1NT, B_1NT, A_1NT, B_1NT, A_1NT, A_1NT]),
      rummy([{ out: 0, points: [0, 3, 2], rummy: false }]),
    ])
      expect(run(matchDoc('pat', { file: { ...file, id: MATCH_ID } }))).toBeNull();
  });

  it('refuses every broken match file as the app does, naming its problems', () => {
    const broken = cases.filter((c) => c.text === undefined);
    expect(broken.length).toBeGreaterThan(100);
    for (const c of broken) {
      const input = c.input as { id?: unknown } | null;
      const id =
        typeof input === 'object' &&
        input !== null &&
        typeof input.id === 'string' &&
        input.id !== ''
          ? input.id.slice(0, 100)
          : MATCH_ID;
      const doc = matchDoc('pat', { _id: `match:${id}`, file: c.input });
      const read = readMatchFile(c.input);
      expect(read.ok, c.name).toBe(false);
      const answer = run(doc);
      expect(answer, c.name).toBe(expected(doc));
      const first = read.ok ? '' : formatProblem(read.errors[0] ?? { path: '$', message: '' });
      const named = first.startsWith('$: ')
        ? `file: ${first.slice(3)}`
        : `file.${first}`.replace('file.[', 'file[');
      expect(JSON.parse(answer ?? '{}'), c.name).toEqual({
        forbidden: expect.stringContaining(named),
      });
    }
  });

  it('refuses real files changed by hand, as the app does', () => {
    const kapiti = REAL_FILES.find(([name]) => name === 'kapiti-example.json')?.[1];
    expect(kapiti).toBeDefined();
    for (const file of [
      { ...kapiti, totals: { NS: 2380, EW: 1960 } },
      { ...RUBBER, rules: { honors: true, unfinishedPartScore: 75 } },
      { ...RUBBER, rules: { honors: true, vulnerability: 'chicago' } },
      { ...RUBBER, deals: [{ contract: '4S', declarer: 'N', tricks: 14 }] },
    ]) {
      const doc = matchDoc('pat', { file: { ...file, id: MATCH_ID } });
      expect(readMatchFile(doc.file).ok).toBe(false);
      expect(run(doc)).toBe(expected(doc));
      expect(run(doc)).toMatch(/^\{"forbidden":"Not a WeThey document of its kind: file\./);
    }
  });

  it('answers every other document as the app would, in the same words', () => {
    const docs: readonly [string, unknown, ClubUser?, unknown?][] = [
      ['a desk', deskDoc('pat')],
      ['a profile', profileDoc('pat')],
      ['a result', resultDoc('pat')],
      ['a broken desk', deskDoc('pat', { id: 'desk-1' })],
      ['a broken profile', profileDoc('pat', { id: 'profile-1', order: 'first' })],
      ['a broken result', resultDoc('pat', 'file')],
      ['broken steps', matchDoc('pat', { steps: [{ id: 1 }] })],
      ['an unknown field', matchDoc('pat', { note: 1 })],
      ['another author', matchDoc('kim')],
      ['a deletion', { _id: `match:${MATCH_ID}`, _deleted: true, author: 'pat' }],
      ['a deletion by another', { _id: `match:${MATCH_ID}`, _deleted: true, author: 'kim' }],
      ['no type', { _id: 'note:1', author: 'pat' }],
      ['a wrong prefix', matchDoc('pat', { _id: `desk:${MATCH_ID}` })],
      ['layout 2', matchDoc('pat', { v: 2 })],
      ['signed out', matchDoc('pat'), { name: null, roles: [] }],
      ['not a member', matchDoc('kim'), { name: 'kim', roles: [] }],
      ['another club', matchDoc('kim'), { name: 'kim', roles: [memberRole('other')] }, {}],
      ['a design document by a member', { _id: '_design/x' }],
      ['a design document by the organiser', { _id: '_design/x' }, { name: 'olive', roles: [] }],
    ];
    for (const [what, doc, user, security] of docs)
      expect(run(doc, user, security), what).toBe(expected(doc, user, security));
    expect(JSON.parse(run({ _id: 'note:1', author: 'pat' }) ?? '{}')).toEqual({
      forbidden:
        'Not a WeThey document: its type is none, not one of bridgepad.match, bridgepad.desk, bridgepad.result, bridgepad.profile.',
    });
    expect(JSON.parse(run(matchDoc('pat'), { name: null, roles: [] }) ?? '{}')).toEqual({
      unauthorized: 'Sign in as a member of club kapiti-coast to write to it.',
    });
  });
});
