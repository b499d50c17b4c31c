import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** DOM globals the scoring engine must never touch: it runs in Node (the CLI) as well as the browser. */
const domGlobals = [
  'window',
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
].map((name) => ({ name, message: 'src/engine is pure: no DOM or browser globals.' }));

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
  {
    files: ['src/engine/**/*.ts'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'dexie', 'dexie-*', 'zustand', 'zustand/*'],
              message: 'src/engine is pure scoring: no React, Dexie or zustand.',
            },
            {
              group: ['**/ui/**', '**/db/**', '**/state/**', '**/pwa/**', '**/cli/**', 'node:*'],
              message: 'src/engine depends on nothing outside itself.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...domGlobals],
    },
  },
);
