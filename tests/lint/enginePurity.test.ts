import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps src/engine pure (house style rule 1) really fires. */
const eslint = new ESLint({ cwd: join(import.meta.dirname, '../..') });

async function problems(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('src/engine stays pure', () => {
  it.each([
    ["import { useState } from 'react';\nexport const x = useState;\n", 'no-restricted-imports'],
    ["import Dexie from 'dexie';\nexport const x = Dexie;\n", 'no-restricted-imports'],
    ["import { create } from 'zustand';\nexport const x = create;\n", 'no-restricted-imports'],
    [
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
      'no-restricted-imports',
    ],
    ["import { App } from '../ui/App.tsx';\nexport const x = App;\n", 'no-restricted-imports'],
    ['export const x = () => window.innerWidth;\n', 'no-restricted-globals'],
    ['export const x = () => document.title;\n', 'no-restricted-globals'],
    ["export const x = () => localStorage.getItem('a');\n", 'no-restricted-globals'],
  ])('rejects %j', async (code, rule) => {
    const found = await problems(code, 'src/engine/example.ts');
    expect(found.some((p) => p.startsWith(`${rule}:`))).toBe(true);
  });

  it('allows the same code outside the engine', async () => {
    const found = await problems(
      "import { useState } from 'react';\nexport const x = useState;\n",
      'src/ui/example.ts',
    );
    expect(found.filter((p) => p.startsWith('no-restricted'))).toEqual([]);
  });
});
