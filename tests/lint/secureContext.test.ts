import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { longer } from '../../scripts/limits.ts';

/**
 * `crypto.randomUUID` is missing where the page is not a secure context, as on a club laptop's
 * plain HTTP address (docs/sync.md), and a start that called it failed. The linter refuses it in
 * every layer of src but src/db/randomId.ts, which falls back on crypto.getRandomValues (docs/style.md,
 * rule 17: a test guards the linter). Each probe must be refused, and the one module allowed.
 */
const root = join(import.meta.dirname, '../..');
/**
 * The project's own config, with its rules on what reads types off: the rule probed here reads
 * names alone, and the type checker would first load the whole project's program, which takes a
 * minute or more of a busy machine (the linter itself, `npm run lint`, keeps them on).
 */
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `parse: ${m.message}`);
}

const use = (what: string) => `export const probe = ${what};\n`;

/** [what the probe does, the file it pretends to be, its code] */
const PROBES: readonly (readonly [string, string, string])[] = [
  ['the UI calls crypto.randomUUID', 'src/ui/probe.ts', use('() => crypto.randomUUID()')],
  [
    'a screen calls it on window.crypto',
    'src/ui/probe.tsx',
    use('() => window.crypto.randomUUID()'),
  ],
  [
    'the sync calls it on globalThis.crypto',
    'src/sync/probe.ts',
    use('() => globalThis.crypto.randomUUID()'),
  ],
  [
    'the store takes it apart from crypto',
    'src/db/probe.ts',
    'const { randomUUID } = crypto;\n' + use('() => randomUUID.call(crypto)'),
  ],
  ['the store names it by a string', 'src/db/probe.ts', use("() => crypto['randomUUID']()")],
  ['the state calls it', 'src/state/probe.ts', use('() => crypto.randomUUID()')],
];

describe(
  'the linter keeps crypto.randomUUID to the one module that falls back',
  { timeout: longer(60_000) },
  () => {
    it.each(PROBES)('refuses: %s', async (_what, file, code) => {
      expect(await ruleIds(code, file)).toContain('no-restricted-properties');
    });

    it('allows src/db/randomId.ts, and every other file of src uses it', async () => {
      const file = join(root, 'src/db/randomId.ts');
      expect(await ruleIds(readFileSync(file, 'utf8'), file)).not.toContain(
        'no-restricted-properties',
      );
      // The same code anywhere else is refused: the exception is that file's, not its code's.
      expect(await ruleIds(readFileSync(file, 'utf8'), 'src/db/probe.ts')).toContain(
        'no-restricted-properties',
      );
    });
  },
);
