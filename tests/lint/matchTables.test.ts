import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { longer } from '../../scripts/limits.ts';

/**
 * Every write of the match tables goes through one place that keeps what is worked out from them
 * (src/db/matchKeeper.ts, under the database's middleware: docs/style.md, rules 2 and 4). A
 * writer reaching the tables through Dexie cannot miss it; this test proves src has no other way
 * to them: IndexedDB itself (a database's or a transaction's own object, a store opened by hand),
 * a Dexie of its own without the middleware, the middleware taken off, a hook under it, or a write
 * made unmarked but where the two named (matchMarks.ts, withoutMarks). Each probe must be found,
 * and src as it is must have none.
 */
const root = join(import.meta.dirname, '../..');

/** Names whose use reaches IndexedDB around Dexie, or under the middleware. */
const AROUND = new Set(['backendDB', 'idbdb', 'idbtrans', 'objectStore', 'unuse', 'hook', 'core']);

/** Where each thing that would be a way around is the one place it belongs. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  // BridgepadDb itself, which puts the middleware on.
  Dexie: ['src/db/database.ts'],
  // The two writes made unmarked: a row's standing, and matches removed to make room.
  withoutMarks: ['src/db/standings.ts', 'src/db/matchRowWrites.ts'],
  setKeeper: ['src/db/matchKeeper.ts'],
  // Whether this browser stores a Blob, asked of a throwaway database of its own, never the app's
  // (the club's copy in a private window of WebKit's, docs/sync.md).
  // The first screen's reads straight from IndexedDB, in transactions that only read (held below).
  objectStore: ['src/sync/idbBlobs.ts', 'src/db/idbReads.ts'],
};

/** The ways around the keeper that `code` (as the file `file`) takes, each named. */
function waysAround(code: string, file: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const allowed = (what: string) => ALLOWED[what]?.includes(file) === true;
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAccessExpression(node) &&
      AROUND.has(node.name.text) &&
      !allowed(node.name.text)
    )
      found.push(node.name.text);
    if (
      ts.isElementAccessExpression(node) &&
      ts.isStringLiteralLike(node.argumentExpression) &&
      AROUND.has(node.argumentExpression.text)
    )
      found.push(node.argumentExpression.text);
    // indexedDB.open, and `open` taken from it.
    if (
      (ts.isPropertyAccessExpression(node) &&
        node.name.text === 'open' &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'indexedDB') ||
      (ts.isVariableDeclaration(node) &&
        ts.isObjectBindingPattern(node.name) &&
        node.initializer !== undefined &&
        ts.isIdentifier(node.initializer) &&
        node.initializer.text === 'indexedDB' &&
        node.name.elements.some((e) => (e.propertyName ?? e.name).getText() === 'open'))
    )
      found.push('indexedDB.open');
    // A Dexie of its own: made, or a class of it.
    if (
      (ts.isNewExpression(node) || ts.isExpressionWithTypeArguments(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Dexie' &&
      !allowed('Dexie')
    )
      found.push('Dexie');
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if ((name === 'withoutMarks' || name === 'setKeeper') && !allowed(name)) found.push(name);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** [what the probe does, the file it pretends to be, its code, the way around found] */
const PROBES: readonly (readonly [string, string, string, string])[] = [
  [
    'opens the database by hand',
    'src/db/probe.ts',
    "export const probe = () => indexedDB.open('bridgepad');",
    'indexedDB.open',
  ],
  [
    'takes open from indexedDB',
    'src/ui/probe.ts',
    "const { open } = indexedDB;\nexport const probe = () => open.call(indexedDB, 'bridgepad');",
    'indexedDB.open',
  ],
  [
    'writes through the database Dexie opened',
    'src/db/probe.ts',
    "export const probe = (db: any) => db.backendDB().transaction('matches', 'readwrite');",
    'backendDB',
  ],
  [
    'writes through a transaction’s own',
    'src/db/probe.ts',
    "export const probe = (tx: any) => tx.idbtrans.objectStore('matches').clear();",
    'idbtrans',
  ],
  [
    'names a store by a string',
    'src/sync/probe.ts',
    "export const probe = (tx: any) => tx['objectStore']('dealPages').clear();",
    'objectStore',
  ],
  [
    'makes a Dexie of its own',
    'src/db/probe.ts',
    "import Dexie from 'dexie';\nexport const probe = () => new Dexie('bridgepad');",
    'Dexie',
  ],
  [
    'makes a class of Dexie',
    'src/db/probe.ts',
    "import Dexie from 'dexie';\nexport class Probe extends Dexie {}",
    'Dexie',
  ],
  [
    'takes the middleware off',
    'src/db/probe.ts',
    'export const probe = (db: any, m: any) => db.unuse(m);',
    'unuse',
  ],
  [
    'changes rows under it by a hook',
    'src/db/probe.ts',
    "export const probe = (db: any) => db.matches.hook('creating', () => undefined);",
    'hook',
  ],
  [
    'writes under the middleware',
    'src/db/probe.ts',
    'export const probe = (db: any, req: any) => db.core.table("matches").mutate(req);',
    'core',
  ],
  [
    'writes unmarked elsewhere',
    'src/db/probe.ts',
    "import { withoutMarks } from './matchMarks.ts';\nexport const probe = (db: any) => withoutMarks(db, 'standing', [], async () => 1);",
    'withoutMarks',
  ],
  [
    'sets a keeper of its own',
    'src/db/probe.ts',
    "import { setKeeper } from './matchMarks.ts';\nexport const probe = () => setKeeper(() => Promise.reject(new Error()));",
    'setKeeper',
  ],
];

describe(
  'every write of the match tables goes through their keeper',
  { timeout: longer(60_000) },
  () => {
    it.each(PROBES)('finds a way around it: %s', (_what, file, code, way) => {
      expect(waysAround(code, file)).toContain(way);
    });

    it('finds none in src, and the exceptions are their files’, not their code’s', () => {
      const files = sources(join(root, 'src'));
      expect(files.length).toBeGreaterThan(100);
      const found = files.flatMap((path) => {
        const file = relative(root, path).replaceAll('\\', '/');
        return waysAround(readFileSync(path, 'utf8'), file).map((way) => `${file}: ${way}`);
      });
      expect(found).toEqual([]);
      for (const [what, files] of Object.entries(ALLOWED))
        for (const file of files) {
          const code = readFileSync(join(root, file), 'utf8');
          expect(waysAround(code, 'src/db/probe.ts')).toContain(what);
        }
    });

    it('reads straight from IndexedDB only in transactions that only read, and makes nothing', () => {
      const code = readFileSync(join(root, 'src/db/idbReads.ts'), 'utf8');
      // Each transaction asked for, up to the end of its statement, says it only reads.
      const transactions = code.split('.transaction(').slice(1);
      expect(transactions.length).toBeGreaterThan(0);
      for (const call of transactions)
        expect(call.slice(0, call.indexOf(');'))).toContain("'readonly'");
      // Opened without a version: nothing is upgraded, and a store not there is not made.
      expect(code).toMatch(/factory\.open\(name\)/);
      expect(code).toMatch(/onupgradeneeded = \(\) => request\.transaction\?\.abort\(\)/);
      expect(code).not.toMatch(/\.(put|add|delete|clear|createObjectStore|createIndex)\(/);
    });
  },
);
