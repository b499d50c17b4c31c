import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { longer } from '../../scripts/limits.ts';
import { GAMES } from '../../src/engine/types.ts';

/**
 * The linter guards every layer (docs/style.md, rules 1, 3, 4, 16 and 17), and these probes guard
 * the linter: each breaks one rule in the folder it names, by a static import, an import(), an
 * import type or a global, and must be refused, and the same code where the rule allows it must
 * pass. A rule that stops firing fails here, not in a later review.
 */
const cwd = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd });
/**
 * The same configuration without its rules that read types: what a file may import is known from
 * its text alone, and a probe linted without the whole program is read in a moment, not after
 * TypeScript has read every file.
 */
const eslintOfText = new ESLint({ cwd, overrideConfig: tseslint.configs.disableTypeChecked });

async function ruleIds(code: string, file: string, linter = eslintOfText): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: file });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `parse: ${m.message}`);
}

const use = (what: string) => `export const probe = ${what};\n`;
const importing = (names: string, from: string) => `import { ${names} } from '${from}';\n`;

/** [what the probe breaks, the file it pretends to be, its code, the rule that must refuse it] */
const PROBES: readonly (readonly [string, string, string, string])[] = [
  // The engine imports nothing outside itself.
  [
    'engine imports a package',
    'src/engine/probe.ts',
    importing('deflateSync', 'fflate') + use('deflateSync'),
    'no-restricted-imports',
  ],
  [
    'engine imports node:',
    'src/engine/probe.ts',
    importing('readFileSync', 'node:fs') + use('readFileSync'),
    'no-restricted-imports',
  ],
  [
    'engine imports React',
    'src/engine/probe.ts',
    importing('useState', 'react') + use('useState'),
    'no-restricted-imports',
  ],
  [
    'engine imports the UI',
    'src/engine/probe.ts',
    importing('App', '../ui/App.tsx') + use('App'),
    'no-restricted-imports',
  ],
  [
    'engine imports the store',
    'src/engine/sub/probe.ts',
    importing('readRecord', '../../db/matchStore.ts') + use('readRecord'),
    'no-restricted-imports',
  ],
  [
    'engine imports the match code',
    'src/engine/probe.ts',
    importing('encodeMatch', '../matchCode/matchCode.ts') + use('encodeMatch'),
    'no-restricted-imports',
  ],
  [
    'engine reads window',
    'src/engine/probe.ts',
    use('() => window.innerWidth'),
    'no-restricted-globals',
  ],
  [
    'engine reads document',
    'src/engine/probe.ts',
    use('() => document.title'),
    'no-restricted-globals',
  ],
  [
    'engine reads process',
    'src/engine/probe.ts',
    use('() => process.argv'),
    'no-restricted-globals',
  ],
  [
    'engine reads localStorage',
    'src/engine/probe.ts',
    use("() => localStorage.getItem('a')"),
    'no-restricted-globals',
  ],
  [
    'engine reads window through globalThis',
    'src/engine/probe.ts',
    use('() => globalThis.window.innerWidth'),
    'no-restricted-globals',
  ],
  [
    'engine reads localStorage through globalThis',
    'src/engine/probe.ts',
    use("() => globalThis.localStorage.getItem('a')"),
    'no-restricted-globals',
  ],
  [
    'engine reads a global by its name on globalThis',
    'src/engine/probe.ts',
    use("() => (globalThis as Record<string, unknown>)['document']"),
    'no-restricted-globals',
  ],
  [
    'engine reads localStorage through window',
    'src/engine/probe.ts',
    use("() => window.localStorage.getItem('a')"),
    'no-restricted-globals',
  ],
  [
    'engine reads the page through top',
    'src/engine/probe.ts',
    use('() => top?.location.href'),
    'no-restricted-globals',
  ],
  // Only src/db imports Dexie.
  [
    'the UI imports Dexie',
    'src/ui/probe.ts',
    importing('liveQuery', 'dexie') + use('liveQuery'),
    'no-restricted-imports',
  ],
  [
    'state imports Dexie',
    'src/state/probe.ts',
    importing('liveQuery', 'dexie') + use('liveQuery'),
    'no-restricted-imports',
  ],
  [
    'the command line imports Dexie',
    'src/cli/probe.ts',
    importing('liveQuery', 'dexie') + use('liveQuery'),
    'no-restricted-imports',
  ],
  // Only src/state imports zustand.
  [
    'the UI imports zustand',
    'src/ui/probe.tsx',
    importing('create', 'zustand') + use('create'),
    'no-restricted-imports',
  ],
  [
    'the store imports zustand',
    'src/db/probe.ts',
    importing('persist', 'zustand/middleware') + use('persist'),
    'no-restricted-imports',
  ],
  // Nothing imports upward.
  [
    'the store imports the UI',
    'src/db/probe.ts',
    importing('App', '../ui/App.tsx') + use('App'),
    'no-restricted-imports',
  ],
  [
    'the store imports UI state',
    'src/db/probe.ts',
    importing('useDraft', '../state/uiStore.ts') + use('useDraft'),
    'no-restricted-imports',
  ],
  [
    'UI state imports the UI',
    'src/state/probe.ts',
    importing('App', '../ui/App.tsx') + use('App'),
    'no-restricted-imports',
  ],
  [
    'the match code imports the store',
    'src/matchCode/probe.ts',
    importing('readRecord', '../db/matchStore.ts') + use('readRecord'),
    'no-restricted-imports',
  ],
  [
    'the match code imports another package',
    'src/matchCode/probe.ts',
    importing('create', 'qrcode') + use('create'),
    'no-restricted-imports',
  ],
  [
    'the season imports the store',
    'src/season/probe.ts',
    importing('readRecord', '../db/matchStore.ts') + use('readRecord'),
    'no-restricted-imports',
  ],
  [
    'the season imports a package',
    'src/season/probe.ts',
    importing('deflateSync', 'fflate') + use('deflateSync'),
    'no-restricted-imports',
  ],
  [
    'the season imports the match code',
    'src/season/probe.ts',
    importing('encodeMatch', '../matchCode/matchCode.ts') + use('encodeMatch'),
    'no-restricted-imports',
  ],
  [
    'the command line imports the UI',
    'src/cli/probe.ts',
    importing('App', '../ui/App.tsx') + use('App'),
    'no-restricted-imports',
  ],
  [
    'the service worker code imports the UI',
    'src/pwa/probe.ts',
    importing('App', '../ui/App.tsx') + use('App'),
    'no-restricted-imports',
  ],
  [
    'the UI imports the command line',
    'src/ui/probe.ts',
    importing('main', '../cli/main.ts') + use('main'),
    'no-restricted-imports',
  ],
  // An import() is held to the same rules, and so is an import type.
  [
    'the store imports the UI by import()',
    'src/db/probe.ts',
    use("() => import('../ui/App.tsx')"),
    'no-restricted-syntax',
  ],
  [
    'UI state imports the UI by import()',
    'src/state/probe.ts',
    use("() => import('../ui/matches/MatchesScreen.tsx')"),
    'no-restricted-syntax',
  ],
  [
    'the match code imports the store by import()',
    'src/matchCode/probe.ts',
    use("() => import('../db/matchStore.ts')"),
    'no-restricted-syntax',
  ],
  [
    'engine imports a package by import()',
    'src/engine/probe.ts',
    use("() => import('fflate')"),
    'no-restricted-syntax',
  ],
  [
    'engine imports the store by import()',
    'src/engine/sub/probe.ts',
    use("() => import('../../db/matchStore.ts')"),
    'no-restricted-syntax',
  ],
  [
    'the UI imports Dexie by import()',
    'src/ui/probe.ts',
    use("() => import('dexie')"),
    'no-restricted-syntax',
  ],
  [
    'the UI imports zustand by import()',
    'src/ui/probe.ts',
    use("() => import('zustand/middleware')"),
    'no-restricted-syntax',
  ],
  [
    'the store imports a module it works out as it runs',
    'src/db/probe.ts',
    use('(screen: string) => import(`../ui/${screen}.tsx`)'),
    'no-restricted-syntax',
  ],
  [
    "the store names a UI module's type",
    'src/db/probe.ts',
    "export type Probe = typeof import('../ui/App.tsx');\n",
    'no-restricted-syntax',
  ],
  // The folders beside src/: scripts/ stands apart from the UI, tests/ and bench/ from each other.
  [
    'a script imports the UI',
    'scripts/probe.ts',
    importing('rulesFor', '../src/ui/rules/rulesSections.ts') + use('rulesFor'),
    'no-restricted-imports',
  ],
  [
    'a script imports the UI by import()',
    'scripts/measure/probe.ts',
    use("() => import('../../src/ui/common/tapGuard.ts')"),
    'no-restricted-syntax',
  ],
  [
    'a script imports a test',
    'scripts/measure/probe.ts',
    importing('startApp', '../../tests/e2e/harness.ts') + use('startApp'),
    'no-restricted-imports',
  ],
  [
    'a script imports a benchmark',
    'scripts/probe.mjs',
    "export const probe = () => import('../bench/run.ts');\n",
    'no-restricted-syntax',
  ],
  [
    'a test imports a benchmark',
    'tests/db/probe.test.ts',
    importing('dbCases', '../../bench/db.bench.ts') + use('dbCases'),
    'no-restricted-imports',
  ],
  [
    'a browser test imports a benchmark by import()',
    'tests/e2e/probe.e2e.test.ts',
    use("() => import('../../bench/browser.bench.ts')"),
    'no-restricted-syntax',
  ],
  [
    "a benchmark imports the browser tests' harness",
    'bench/probe.ts',
    importing('startApp', '../tests/e2e/harness.ts') + use('startApp'),
    'no-restricted-imports',
  ],
  [
    'a benchmark imports a test by import()',
    'bench/probe.ts',
    use("() => import('../tests/db/helpers.ts')"),
    'no-restricted-syntax',
  ],
  // The club's sync layer: between the store and the screen's state, the only one to import
  // PouchDB, and reached from the screens by import() alone (docs/style.md, rule 1).
  [
    'the store imports the sync layer',
    'src/db/probe.ts',
    importing('Mirror', '../sync/mirror.ts') + use('Mirror'),
    'no-restricted-imports',
  ],
  [
    'the engine imports the sync layer by import()',
    'src/engine/probe.ts',
    use("() => import('../sync/mirror.ts')"),
    'no-restricted-syntax',
  ],
  [
    'the sync layer imports UI state',
    'src/sync/probe.ts',
    importing('useDraft', '../state/uiStore.ts') + use('useDraft'),
    'no-restricted-imports',
  ],
  [
    'the sync layer imports the UI by import()',
    'src/sync/probe.ts',
    use("() => import('../ui/App.tsx')"),
    'no-restricted-syntax',
  ],
  [
    'the sync layer imports Dexie',
    'src/sync/probe.ts',
    importing('liveQuery', 'dexie') + use('liveQuery'),
    'no-restricted-imports',
  ],
  [
    'the store imports PouchDB',
    'src/db/probe.ts',
    "import PouchDB from 'pouchdb-browser';\n" + use('PouchDB'),
    'no-restricted-imports',
  ],
  [
    'the UI imports PouchDB by import()',
    'src/ui/probe.ts',
    use("() => import('pouchdb-browser')"),
    'no-restricted-syntax',
  ],
  [
    'the UI imports the sync layer statically',
    'src/ui/probe.tsx',
    importing('Mirror', '../sync/mirror.ts') + use('Mirror'),
    'no-restricted-imports',
  ],
  [
    'UI state imports the sync layer statically',
    'src/state/probe.ts',
    importing('startClub', '../sync/club.ts') + use('startClub'),
    'no-restricted-imports',
  ],
  [
    'the entry imports the sync layer statically',
    'src/main.tsx',
    importing('startClub', './sync/club.ts') + use('startClub'),
    'no-restricted-imports',
  ],
  [
    'the service worker code imports the sync layer by import()',
    'src/pwa/probe.ts',
    use("() => import('../sync/club.ts')"),
    'no-restricted-syntax',
  ],
  // The club server's packages stay out of the app: only scripts/club imports them.
  [
    'the UI imports the club server',
    'src/ui/probe.tsx',
    "import expressPouchDB from 'express-pouchdb';\n" + use('expressPouchDB'),
    'no-restricted-imports',
  ],
  [
    'the store imports PouchDB for Node',
    'src/db/probe.ts',
    "import PouchDB from 'pouchdb-node';\n" + use('PouchDB'),
    'no-restricted-imports',
  ],
  [
    'the state loads express by import()',
    'src/state/probe.ts',
    use("() => import('express')"),
    'no-restricted-syntax',
  ],
  [
    'the command line imports LevelDB',
    'src/cli/probe.ts',
    "import leveldown from 'leveldown';\n" + use('leveldown'),
    'no-restricted-imports',
  ],
  // Only the engine names a game.
  [
    'the UI compares a game name',
    'src/ui/probe.ts',
    "export const probe = (game: string) => game === 'kapiti';\n",
    'no-restricted-syntax',
  ],
  [
    'the store switches on a game name',
    'src/db/probe.ts',
    "export const probe = (game: string) => {\n  switch (game) {\n    case 'rummy':\n      return 1;\n  }\n  return 0;\n};\n",
    'no-restricted-syntax',
  ],
  [
    'the command line lists game names',
    'src/cli/probe.ts',
    "export const probe = ['rubber', 'bridgette'];\n",
    'no-restricted-syntax',
  ],
  [
    'the entry names a game',
    'src/main.tsx',
    "export const probe = 'sixdeal';\n",
    'no-restricted-syntax',
  ],
];

/** [the file, code that each rule above allows there] */
const ALLOWED: readonly (readonly [string, string])[] = [
  ['src/engine/probe.ts', importing('GAMES', './types.ts') + use("GAMES.includes('kapiti')")],
  [
    'src/matchCode/probe.ts',
    importing('deflateSync', 'fflate') +
      importing('GAMES', '../engine/types.ts') +
      use('[deflateSync, GAMES]'),
  ],
  ['src/season/probe.ts', importing('scoreMatch', '../engine/score.ts') + use('scoreMatch')],
  [
    'src/db/probe.ts',
    "import Dexie from 'dexie';\n" +
      importing('GAMES', '../engine/types.ts') +
      use('[Dexie, GAMES]'),
  ],
  [
    'src/state/probe.ts',
    importing('create', 'zustand') +
      importing('readRecord', '../db/matchStore.ts') +
      use('[create, readRecord]'),
  ],
  [
    'src/ui/probe.tsx',
    importing('useLiveQuery', 'dexie-react-hooks') +
      importing('useDraft', '../state/uiStore.ts') +
      importing('traitsOf', '../engine/gameTraits.ts') +
      use(
        "[useLiveQuery, useDraft, traitsOf, () => import('../db/matchStore.ts'), () => import('../matchCode/matchCode.ts')]",
      ),
  ],
  [
    'src/sync/probe.ts',
    "import PouchDB from 'pouchdb-browser';\n" +
      importing('getBase', '../db/syncRecords.ts') +
      importing('readDesk', '../season/deskRecord.ts') +
      importing('GAMES', '../engine/types.ts') +
      use('[PouchDB, getBase, readDesk, GAMES]'),
  ],
  [
    'src/ui/probe.ts',
    "import type { Mirror } from '../sync/mirror.ts';\n" +
      "export const probe = (mirror: Mirror) => [mirror, () => import('../sync/club.ts')];\n",
  ],
  ['src/state/probe.ts', use("() => import('../sync/club.ts')")],
  ['src/db/probe.ts', use("() => [import('./allMatches.ts'), import('fake-indexeddb')]")],
  ['src/engine/probe.ts', use("() => [import('./score.ts'), Math.max, JSON.stringify]")],
  [
    'scripts/measure/probe.ts',
    importing('chromium', 'playwright-core') +
      importing('scoreMatch', '../../src/engine/score.ts') +
      use("[chromium, scoreMatch, () => import('../chromium.ts')]"),
  ],
  [
    'tests/e2e/probe.e2e.test.ts',
    importing('BUDGETS', '../../scripts/measure/budgets.ts') +
      importing('seeded', '../fixtures/sampleMatches.ts') +
      importing('QUIET_MS', '../../src/ui/common/tapGuard.ts') +
      use("[BUDGETS, seeded, QUIET_MS, () => import('./harness.ts')]"),
  ],
  [
    'bench/probe.ts',
    importing('seeded', '../tests/fixtures/sampleMatches.ts') +
      importing('precached', '../scripts/measure/budgets.ts') +
      importing('padPlan', '../src/ui/table/padPlan.ts') +
      use("[seeded, precached, padPlan, () => import('../tests/fixtures/sampleMatches.ts')]"),
  ],
  [
    'src/cli/probe.ts',
    importing('readFileSync', 'node:fs') +
      importing('traitsOf', '../engine/gameTraits.ts') +
      use('[readFileSync, traitsOf]'),
  ],
  [
    'scripts/club/probe.ts',
    "import express from 'express';\n" +
      "import PouchDB from 'pouchdb-node';\n" +
      importing('readDesk', '../../src/season/deskRecord.ts') +
      use("[express, PouchDB, readDesk, () => import('express-pouchdb')]"),
  ],
];

// The first probe of a type-aware rule waits for TypeScript to read the whole program.
describe('the linter keeps every layer in its place', { timeout: longer(60_000) }, () => {
  it.each(PROBES)('refuses: %s', async (_what, file, code, rule) => {
    expect(await ruleIds(code, file)).toContain(rule);
  });

  it.each(ALLOWED)('allows what %s may do', async (file, code) => {
    expect((await ruleIds(code, file)).filter((id) => id.startsWith('no-restricted'))).toEqual([]);
  });

  it("knows every game's name that the match file has", async () => {
    for (const game of GAMES) {
      expect(await ruleIds(`export const probe = '${game}';\n`, 'src/ui/probe.ts')).toContain(
        'no-restricted-syntax',
      );
    }
  });

  it('refuses a promise left unhandled, `void` included, and allows one whose failure is handled', async () => {
    const save = 'async function save(): Promise<boolean> { return true; }\n';
    const unhandled = [
      `${save}export function tap() { save(); }\n`,
      `${save}export function tap() { void save(); }\n`,
      `${save}export function tap() { save().then(() => undefined); }\n`,
    ];
    for (const code of unhandled)
      expect(await ruleIds(code, 'src/ui/probe.ts', eslint)).toContain(
        '@typescript-eslint/no-floating-promises',
      );
    expect(
      await ruleIds(
        `${save}export const Probe = () => <button onClick={save}>Save</button>;\n`,
        'src/ui/probe.tsx',
        eslint,
      ),
    ).toContain('@typescript-eslint/no-misused-promises');
    const handled = [
      `${save}export async function tap() { await save(); }\n`,
      `${save}export function tap(say: (e: unknown) => void) { save().catch(say); }\n`,
      `${save}export function tap(say: (e: unknown) => void) { save().then(() => undefined, say); }\n`,
    ];
    for (const code of handled)
      expect(
        (await ruleIds(code, 'src/ui/probe.ts', eslint)).filter((id) => id.includes('promises')),
      ).toEqual([]);
  });
});
