import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.ts';

/**
 * Golden tests: every worked example of the seed documents as a match file, scored through the
 * command line's own path (`score --json`) and compared with the published results in x-expect.
 */
const dir = import.meta.dirname;
const files = readdirSync(dir).filter((name) => name.endsWith('.json'));

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
  it('has the examples', () => {
    expect(files.length).toBeGreaterThanOrEqual(7);
  });

  it.each(files)('%s scores as published', (name) => {
    const path = join(dir, name);
    const file = JSON.parse(readFileSync(path, 'utf8')) as { 'x-expect': Record<string, unknown> };
    const result = scoreJson(path);
    for (const [key, expected] of Object.entries(file['x-expect'])) {
      expect(result[key], key).toEqual(expected);
    }
  });

  it('matches the shared examples exactly', () => {
    const shared = join(dir, '../../../shared/examples');
    // shared/ sits beside the repository on developer machines and in CI.
    const found = existsSync(shared)
      ? readdirSync(shared).filter((name) => name.endsWith('.json'))
      : [];
    expect(found.length === 0 || found.length >= 4).toBe(true);
    for (const name of found) {
      const file = JSON.parse(readFileSync(join(shared, name), 'utf8')) as {
        'x-expect': Record<string, unknown>;
      };
      const result = scoreJson(join(shared, name));
      for (const [key, expected] of Object.entries(file['x-expect'])) {
        expect(result[key], `${name} ${key}`).toEqual(expected);
      }
    }
  });
});
