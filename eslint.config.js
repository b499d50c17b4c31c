import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Globals the scoring engine must never touch: it runs in Node (the command line) as well as the
 * browser, and computes from its inputs alone.
 */
const engineGlobals = [
  // globalThis reaches every other global by name (globalThis.window, globalThis.localStorage),
  // and so do the window's own names for itself.
  'globalThis',
  'window',
  'self',
  'top',
  'parent',
  'frames',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'location',
  'history',
  'fetch',
  'HTMLElement',
  'Element',
  'Node',
  'Event',
  'Blob',
  'File',
  'URL',
  'crypto',
  'console',
  'setTimeout',
  'setInterval',
  'process',
  'Buffer',
  'global',
  'require',
  'module',
  '__dirname',
  '__filename',
].map((name) => ({ name, message: 'src/engine is pure: no browser, Node or other globals.' }));

/**
 * Each rule on what a file may not import is written once and checked twice: as a pattern of
 * no-restricted-imports (`group` globs or a `regex`), which sees static imports and re-exports,
 * and as a regular expression on the source of an import() or an `import('…')` type, which
 * no-restricted-imports does not see, through no-restricted-syntax.
 */
function forbidden(folders, message) {
  return {
    pattern: { group: folders.map((folder) => `**/${folder}/**`), message },
    // A selector's regular expression ends at its first bare slash: each is written [/].
    source: `(^|[/])(${folders.map((folder) => folder.replaceAll('/', '[/]')).join('|')})[/]`,
    message,
  };
}
function forbiddenRegex(regex, message) {
  return { pattern: { regex, message }, source: regex, message };
}

/**
 * An import() is held to the same rules as a static import, and its source must be a plain
 * string: one worked out as the code runs could name any layer, and no rule could read it.
 */
const importSourceReadable = {
  selector: "ImportExpression[source.type!='Literal']",
  message: "import()'s source is a plain string, so the layer rules can read it.",
};

/** A folder's config: its import rules, static and dynamic, and any other syntax it refuses. */
function folderConfig(files, rules, otherSyntax = [], staticOnly = []) {
  const dynamic = rules.map(({ source, message }) => ({
    selector: `ImportExpression[source.value=/${source}/], TSImportType[source.value=/${source}/]`,
    message,
  }));
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...rules.map((rule) => rule.pattern), ...staticOnly] },
      ],
      'no-restricted-syntax': ['error', ...otherSyntax, importSourceReadable, ...dynamic],
    },
  };
}

/**
 * The layers (docs/style.md, rules 1, 3 and 4), each the folder of src/ it names: what each may not
 * import. Data flows one way: engine -> matchCode -> season -> db -> sync -> state -> ui, with pwa
 * and cli beside; only db imports Dexie, only sync imports PouchDB and only state imports zustand.
 * tests/lint/layers.test.ts probes each rule.
 */
const LAYERS = ['engine', 'matchCode', 'season', 'db', 'sync', 'state', 'ui', 'pwa', 'cli'];
const ABOVE = {
  engine: ['matchCode', 'season', 'db', 'sync', 'state', 'ui', 'pwa', 'cli'],
  matchCode: ['season', 'db', 'sync', 'state', 'ui', 'pwa', 'cli'],
  season: ['matchCode', 'db', 'sync', 'state', 'ui', 'pwa', 'cli'],
  db: ['sync', 'state', 'ui', 'pwa', 'cli'],
  sync: ['matchCode', 'state', 'ui', 'pwa', 'cli'],
  state: ['ui', 'pwa', 'cli'],
  ui: ['cli'],
  pwa: ['season', 'db', 'sync', 'state', 'ui', 'cli'],
  cli: ['db', 'sync', 'state', 'ui', 'pwa'],
};
/**
 * The club's sync code loads only once a device has joined a club (docs/sync.md): state and ui
 * reach src/sync by import() alone, never by a static import, which would put it, and PouchDB, on
 * the first screen. Its types are no code, and may be named.
 */
const SYNC_LAZY = ['state', 'ui'];
const syncByImportOnly = {
  group: ['**/sync/**'],
  allowTypeImports: true,
  message:
    'src/sync loads only once a device has joined a club: reach it by import(), never statically (docs/style.md, rule 1).',
};
const dexieOnlyInDb = forbiddenRegex(
  '^dexie([/]|$)',
  'Only src/db touches IndexedDB through Dexie (docs/style.md, rule 4).',
);
const pouchOnlyInSync = forbiddenRegex(
  '^pouchdb',
  'Only src/sync imports PouchDB, and only once a device has joined a club (docs/style.md, rule 1).',
);
const zustandOnlyInState = forbiddenRegex(
  '^zustand([/]|$)',
  'Only src/state imports zustand; use its typed hooks (docs/style.md, rule 3).',
);
/**
 * The club server's packages run in Node under scripts/club, never in the app's bundle
 * (docs/style.md, rule 15; docs/sync.md, "Serving it").
 */
const clubServerOutsideTheApp = forbiddenRegex(
  '^(express|express-pouchdb|pouchdb-node|pouchdb-adapter-leveldb|pouchdb-adapter-memory|leveldown)([/]|$)',
  "The club server's packages (express, express-pouchdb, pouchdb-node, LevelDB) are for scripts/club only: the app never bundles them (docs/style.md, rule 15).",
);
function layerRules(layer) {
  const rules = [];
  if (ABOVE[layer].length > 0) {
    rules.push(
      forbidden(
        ABOVE[layer],
        `src/${layer} may not import from ${ABOVE[layer].map((f) => `src/${f}`).join(', ')}: data flows one way (docs/style.md, rule 1).`,
      ),
    );
  }
  if (layer === 'engine') {
    rules.push(
      forbiddenRegex(
        '^[^.]',
        'src/engine is pure scoring: it imports nothing but its own files (no packages, no node:).',
      ),
    );
  }
  if (layer === 'season') {
    rules.push(
      forbiddenRegex(
        '^[^.]',
        'src/season is pure: it imports the engine and its own files only (no packages).',
      ),
    );
  }
  if (layer === 'matchCode') {
    rules.push(
      forbiddenRegex('^(?!fflate$)[^.]', 'src/matchCode imports the engine and fflate only.'),
    );
  }
  rules.push(clubServerOutsideTheApp);
  if (layer !== 'db') rules.push(dexieOnlyInDb);
  if (layer !== 'sync') rules.push(pouchOnlyInSync);
  if (layer !== 'state') rules.push(zustandOnlyInState);
  return rules;
}

/**
 * The folders beside src/ (docs/style.md, rule 1). scripts/ holds the build's own code and the
 * measuring code the tests and the benchmarks share, so it imports neither of them, nor the UI.
 * tests/ and bench/ never import each other, but for the fixtures they share in tests/fixtures.
 */
const BESIDE = {
  scripts: [
    forbidden(
      ['src/ui'],
      'scripts/ may not import src/ui: the build and the measures stand apart from the app (docs/style.md, rule 1).',
    ),
    forbidden(
      ['tests', 'bench'],
      'scripts/ may not import tests/ or bench/: both import it (docs/style.md, rule 1).',
    ),
  ],
  tests: [
    forbidden(
      ['bench'],
      'tests/ may not import bench/: shared fixtures live in tests/fixtures, shared measuring code in scripts/ (docs/style.md, rule 1).',
    ),
  ],
  bench: [
    forbiddenRegex(
      '(^|[/])tests[/](?!fixtures[/])',
      'bench/ imports only tests/fixtures of tests/: shared measuring code lives in scripts/ (docs/style.md, rule 1).',
    ),
  ],
};

/**
 * A game's name is spelt only in src/engine (docs/style.md, rule 16): every other layer reads what a
 * game allows from its row of src/engine/gameTraits.ts. The names are the match file's (docs/format.md).
 */
const GAME_NAMES = ['rubber', 'kapiti', 'chicago', 'duplicate', 'bridgette', 'sixdeal', 'rummy'];
const noGameName = {
  selector: `Literal[value=/^(${GAME_NAMES.join('|')})$/]`,
  message:
    'Only src/engine names a game: read what it allows from its row, traitsOf(match.game) in src/engine/gameTraits.ts.',
};

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'test-results', 'club-data'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Nothing in the app leaves a promise unhandled (docs/style.md, rule 25): a promise is awaited,
  // or ends in a catch or a then with a rejection handler; `void` is no handler, since a rejected
  // promise behind it fails silently. The type checker knows which calls return promises.
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // The linter's probes (tests/lint/layers.test.ts) are files only in name.
        projectService: {
          allowDefaultProject: ['src/*/probe.ts', 'src/*/*/probe.ts', 'src/ui/probe.tsx'],
          // Ten probes, each a file of one line: no cost worth the name.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 12,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: false }],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  ...LAYERS.map((layer) =>
    folderConfig(
      [`src/${layer}/**/*.{ts,tsx}`],
      layerRules(layer),
      layer === 'engine' ? [] : [noGameName],
      SYNC_LAZY.includes(layer) ? [syncByImportOnly] : [],
    ),
  ),
  folderConfig(['src/*.{ts,tsx}'], layerRules('ui'), [noGameName], [syncByImportOnly]),
  ...Object.entries(BESIDE).map(([folder, rules]) =>
    folderConfig([`${folder}/**/*.{ts,tsx,js,mjs}`], rules),
  ),
  // crypto.randomUUID is there only where the page is a secure context (HTTPS or localhost), and a
  // club night's laptop serves the app on plain HTTP at its network address (docs/sync.md): every
  // id is made by src/db/randomId.ts, which falls back on crypto.getRandomValues where it is
  // missing. Any object's randomUUID is refused (window.crypto's, globalThis.crypto's, one taken
  // apart); tests/lint/secureContext.test.ts probes the rule.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/db/randomId.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'randomUUID',
          message:
            'crypto.randomUUID is missing where the page is not a secure context (plain HTTP on a club laptop): use randomUuid() from src/db/randomId.ts.',
        },
      ],
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: { 'no-restricted-globals': ['error', ...engineGlobals] },
  },
);
