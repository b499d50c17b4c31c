import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.ts';

/**
 * Golden tests (docs/style.md, rule 11): every worked example of the seed documents as a match
 * file, scored through the command line's own path (`score --json`) and compared with the
 * published results in x-expect. The published examples, each with its published result, are in
 * tests/fixtures/examples; the matches worked from the same sources are here in tests/golden.
 * Both are read from the repository only, and a folder left empty or a file gone fails.
 */
const FOLDERS = {
  'tests/fixtures/examples': {
    dir: join(import.meta.dirname, '../fixtures/examples'),
    expected: [
      'in-news-sample-rubber.json',
      'in-news-quiz-rubber.json',
      'kapiti-example.json',
      'sixdeal-examples.json',
    ],
  },
  'tests/golden': {
    dir: import.meta.dirname,
    expected: [
      'in-news-grand-slam-redoubled.json',
      'in-news-quiz-chicago.json',
      'in-news-quiz-duplicate.json',
      'kapiti-30-deals-tie.json',
    ],
  },
} as const;

const jsonIn = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];

/** Every file a folder should hold and every file it holds, as [folder, name, path]. */
const cases = Object.entries(FOLDERS).flatMap(([folder, { dir, expected }]) =>
  [...new Set([...expected, ...jsonIn(dir)])].map((name) => [folder, name, join(dir, name)]),
);

function scoreJson(path: string): Record<string, unknown> {
  const out: string[] = [];
  const err: string[] = [];
  const status = runCli(['score', path, '--json'], {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readFile: (p) => readFileSync(p, 'utf8'),
  });
  expect(err).toEqual([]);
  expect(status).toBe(0);
  expect(out).toHaveLength(1);
  return JSON.parse(out[0] ?? '') as Record<string, unknown>;
}

describe('published examples', () => {
  it.each(Object.entries(FOLDERS))('%s holds every example it should', (_folder, folder) => {
    const found = jsonIn(folder.dir);
    expect(found.length, `no match files in ${folder.dir}`).toBeGreaterThan(0);
    expect(folder.expected.filter((name) => !found.includes(name))).toEqual([]);
  });

  it.each(cases)('%s/%s scores as published', (_folder, name, path) => {
    expect(existsSync(path), `${path} is missing`).toBe(true);
    const file = JSON.parse(readFileSync(path, 'utf8')) as { 'x-expect'?: Record<string, unknown> };
    const expected = Object.entries(file['x-expect'] ?? {});
    expect(expected.length, `${name} has no x-expect to compare with`).toBeGreaterThan(0);
    const result = scoreJson(path);
    for (const [key, value] of expected) expect(result[key], key).toEqual(value);
  });
});
