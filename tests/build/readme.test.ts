import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL } from '../../scripts/debianChromium.mjs';

const root = join(import.meta.dirname, '../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const ciRun = readFileSync(join(root, '.ci/run'), 'utf8');

/** The one command of the README section under `heading`: its first shell block. */
function command(heading: string): string {
  const section = readme.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
  const block = /```sh\n([^`]*)```/.exec(section)?.[1]?.trim() ?? '';
  expect(block.split('\n')).toHaveLength(1);
  return block;
}

/** The commands .ci/run runs: its lines that are not comments, shell set-up or reporting. */
const ciCommands = ciRun
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => /^(?:[A-Z_]+="[^"]*" )*npm /.test(line) || /^if ! npm /.test(line));

describe("the README's two commands", () => {
  it('are one to install and start, and one to test', () => {
    expect(command('Run it')).toBe('npm install && npm start');
    expect(command('Test it')).toBe('npm test');
  });

  it('are what CI runs: npm ci, then the README test command, and nothing else', () => {
    const run = ciCommands.map((line) =>
      line
        .replace(/^if ! /, '')
        .replace(/; then$/, '')
        .replace(/^(?:[A-Z_]+="[^"]*" )+/, ''),
    );
    expect(run).toEqual(['npm ci --no-audit --no-fund', command('Test it')]);
    // Nothing installed behind the README's back: the test command brings what it needs.
    expect(ciRun).not.toMatch(/apt-get|apt install|dpkg/);
    expect(ciRun).toMatch(/echo "\$\{passed\} passed, \$\{failed\} failed"/);
  });

  it("the README's test command runs the set-up, the checks and every test", () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.test).toBe('node scripts/test.mjs');
    const script = readFileSync(join(root, 'scripts/test.mjs'), 'utf8');
    for (const step of ["'typecheck'", "'lint'", "'format:check'", "['vitest', 'run']"])
      expect(script).toContain(step);
  });
});

describe('the set-up of npm test', () => {
  const setUp = (env: Record<string, string | undefined>) =>
    spawnSync(process.execPath, [join(root, 'scripts/test.mjs'), '--set-up-only'], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });

  it('stops at once, with the one command to run, where Chromium is missing and it may not install', () => {
    const result = setUp({ BRIDGEPAD_CHROMIUM: '/nowhere/chromium', BRIDGEPAD_INSTALL: 'never' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'The browser tests need Chromium (no browser at /nowhere/chromium)',
    );
    expect(result.stderr).toContain(
      'sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell ' +
        'poppler-utils firefox-esr ' +
        'webkit2gtk-driver xvfb xdotool wpewebkit-driver cog caddy',
    );
    expect(result.stderr).toContain(
      'then run npm test again (with BRIDGEPAD_CHROMIUM unset: it names /nowhere/chromium, which ' +
        'is not there).',
    );
    expect(result.stdout).toBe('');
  });

  it('does nothing where the browsers and poppler-utils are there', () => {
    const here =
      existsSync(DEBIAN_CHROMIUM) &&
      existsSync(DEBIAN_HEADLESS_SHELL) &&
      spawnSync('pdftotext', ['-v']).error === undefined &&
      [
        'firefox-esr',
        'WebKitWebDriver',
        'xvfb-run',
        'xdotool',
        'WPEWebDriver',
        'cog',
        'caddy',
      ].every((program) => existsSync(`/usr/bin/${program}`));
    // Debian's browsers, whatever this run's BRIDGEPAD_CHROMIUM names (undefined leaves it out).
    const result = setUp({ BRIDGEPAD_CHROMIUM: undefined, BRIDGEPAD_INSTALL: 'never' });
    // npm test installs them before any test runs; a partial run may find them missing.
    expect(result.status).toBe(here ? 0 : 1);
    if (here) expect(result.stdout + result.stderr).toBe('');
  });
});
