import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Globals the scoring engine must never touch: it runs in Node (the command line) as well as the
 * browser, and computes from its inputs alone.
 */
const engineGlobals = [
  'window',
  'self',
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
 * The layers (docs/style.md, rules 1, 3 and 4), each the folder of src/ it names: what each may not
 * import. Data flows one way: engine -> matchCode -> season -> db -> state -> ui, with pwa and cli
 * beside;
 * only db imports Dexie and only state imports zustand. tests/lint/layers.test.ts probes each rule.
 */
const LAYERS = ['engine', 'matchCode', 'season', 'db', 'state', 'ui', 'pwa', 'cli'];
const ABOVE = {
  engine: ['matchCode', 'season', 'db', 'state', 'ui', 'pwa', 'cli'],
  matchCode: ['season', 'db', 'state', 'ui', 'pwa', 'cli'],
  season: ['matchCode', 'db', 'state', 'ui', 'pwa', 'cli'],
  db: ['state', 'ui', 'pwa', 'cli'],
  state: ['ui', 'pwa', 'cli'],
  ui: ['cli'],
  pwa: ['season', 'db', 'state', 'ui', 'cli'],
  cli: ['db', 'state', 'ui', 'pwa'],
};
const dexieOnlyInDb = {
  group: ['dexie'],
  message: 'Only src/db touches IndexedDB through Dexie (docs/style.md, rule 4).',
};
const zustandOnlyInState = {
  group: ['zustand', 'zustand/*'],
  message: 'Only src/state imports zustand; use its typed hooks (docs/style.md, rule 3).',
};
function layerImports(layer) {
  const patterns = [];
  if (ABOVE[layer].length > 0) {
    patterns.push({
      group: ABOVE[layer].map((folder) => `**/${folder}/**`),
      message: `src/${layer} may not import from ${ABOVE[layer].map((f) => `src/${f}`).join(', ')}: data flows one way (docs/style.md, rule 1).`,
    });
  }
  if (layer === 'engine') {
    patterns.push({
      regex: '^[^.]',
      message:
        'src/engine is pure scoring: it imports nothing but its own files (no packages, no node:).',
    });
  }
  if (layer === 'season') {
    patterns.push({
      regex: '^[^.]',
      message: 'src/season is pure: it imports the engine and its own files only (no packages).',
    });
  }
  if (layer === 'matchCode') {
    patterns.push({
      regex: '^(?!fflate$)[^.]',
      message: 'src/matchCode imports the engine and fflate only.',
    });
  }
  if (layer !== 'db') patterns.push(dexieOnlyInDb);
  if (layer !== 'state') patterns.push(zustandOnlyInState);
  return { 'no-restricted-imports': ['error', { patterns }] };
}

/**
 * A game's name is spelt only in src/engine (docs/style.md, rule 16): every other layer reads what a
 * game allows from its row of src/engine/gameTraits.ts. The names are the match file's (docs/format.md).
 */
const GAME_NAMES = ['rubber', 'kapiti', 'chicago', 'duplicate', 'bridgette', 'sixdeal', 'rummy'];
const noGameNames = {
  'no-restricted-syntax': [
    'error',
    {
      selector: `Literal[value=/^(${GAME_NAMES.join('|')})$/]`,
      message:
        'Only src/engine names a game: read what it allows from its row, traitsOf(match.game) in src/engine/gameTraits.ts.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'test-results'] },
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
  ...LAYERS.map((layer) => ({
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: { ...layerImports(layer), ...(layer === 'engine' ? {} : noGameNames) },
  })),
  {
    files: ['src/*.{ts,tsx}'],
    rules: { ...layerImports('ui'), ...noGameNames },
  },
  {
    files: ['src/engine/**/*.ts'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: { 'no-restricted-globals': ['error', ...engineGlobals] },
  },
);
