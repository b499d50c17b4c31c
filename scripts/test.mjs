// `npm test`: every check and every test, with its own set-up. The browser tests drive Debian's
// Chromium (and, for the core flows, Firefox and WebKit), read exported PDFs with poppler-utils
// and serve a real club's recipe with Caddy; when any is missing this installs them
// first (as root, or with sudo that needs no password), saying what and why, and where it may
// not, it stops before any test with the one command to run. Then the type check, the linter and
// the formatting check, side by side, and, when all three pass, every test (vitest run). It ends
// with the time the whole run took; vitest's own report ends with each browser engine's share.
//
// BRIDGEPAD_CHROMIUM names the browser (as in scripts/chromium.ts; by default Debian's chromium,
// and its headless shell for the pages of the browser tests): pointing it at a missing path shows
// what happens on a machine without Chromium.
// BRIDGEPAD_INSTALL=never stands for a user who may not install anything. Anything after
// `npm test --` goes to vitest: `npm test -- tests/season` runs the checks, then those tests.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL } from './debianChromium.mjs';

/** Chromium, and its headless shell that the browser tests open their pages in (chromium.ts). */
export const CHROMIUM = [
  ['chromium', DEBIAN_CHROMIUM, 'Chromium'],
  ['chromium-headless-shell', DEBIAN_HEADLESS_SHELL, "Chromium's headless shell"],
];
/** Firefox and WebKit, for the core flows in every engine (tests/engines), and what they need. */
export const OTHER_ENGINES = [
  ['firefox-esr', '/usr/bin/firefox-esr', 'Firefox'],
  ['webkit2gtk-driver', '/usr/bin/WebKitWebDriver', 'WebKitGTK'],
  ['xvfb', '/usr/bin/xvfb-run', 'Xvfb, a display for WebKitGTK'],
  ['xdotool', '/usr/bin/xdotool', "xdotool, to zoom WebKitGTK's window to a phone's width"],
  ['wpewebkit-driver', '/usr/bin/WPEWebDriver', 'WPE WebKit'],
  ['cog', '/usr/bin/cog', "WPE's browser cog"],
];
/** Caddy, the web server of a real club's recipe (deploy/Caddyfile), which a browser test serves. */
export const SERVERS = [['caddy', '/usr/bin/caddy', "Caddy, a real club's web server"]];
export const PACKAGES = [
  ...CHROMIUM.map(([name]) => name),
  'poppler-utils',
  ...[...OTHER_ENGINES, ...SERVERS].map(([name]) => name),
];
export const INSTALL_COMMAND = `sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`;

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether `name` is an executable on the PATH. */
function onPath(name, path = process.env.PATH ?? '') {
  return path.split(delimiter).some((dir) => dir !== '' && executable(join(dir, name)));
}

/** What the browser tests lack here: the browsers, poppler's pdftotext, and Caddy. */
export function missing(env = process.env) {
  const lacks = [];
  const chromium = env.BRIDGEPAD_CHROMIUM;
  if (chromium !== undefined) {
    if (!executable(chromium)) lacks.push(`Chromium (no browser at ${chromium})`);
  } else {
    for (const [, program, what] of CHROMIUM) {
      if (!executable(program)) lacks.push(`${what} (no browser at ${program})`);
    }
  }
  if (!onPath('pdftotext', env.PATH)) lacks.push('poppler-utils (no pdftotext on the PATH)');
  for (const [, program, what] of [...OTHER_ENGINES, ...SERVERS]) {
    if (!executable(program)) lacks.push(`${what} (no ${program})`);
  }
  return lacks;
}

/** How this user may install Debian packages: as root, with sudo and no password, or not at all. */
export function installer(env = process.env) {
  if (env.BRIDGEPAD_INSTALL === 'never' || !onPath('apt-get', env.PATH)) return null;
  if (typeof process.getuid === 'function' && process.getuid() === 0) return 'root';
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0 ? 'sudo' : null;
}

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  return result.status ?? 1;
}

/** Installs the packages with apt-get; true when apt-get says it did. */
function install(as) {
  const apt = (...args) => {
    const line = ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
    return as === 'root' ? run(line[0], line.slice(1)) : run('sudo', ['-n', ...line]);
  };
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const installed =
      apt('update', '-qq') === 0 &&
      apt('install', '-y', '-qq', '-o', 'DPkg::Lock::Timeout=300', ...PACKAGES) === 0;
    if (installed) return true;
    console.error(`apt-get failed (attempt ${attempt} of 2).`);
    // Another apt-get may hold the lists: wait a moment before the second try.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5000);
  }
  return false;
}

function setUp() {
  const lacks = missing();
  if (lacks.length === 0) return {};
  // A browser BRIDGEPAD_CHROMIUM names stays the tests' where it is there; else Debian's are.
  const chosen = process.env.BRIDGEPAD_CHROMIUM;
  const keepChosen = chosen !== undefined && executable(chosen);
  const as = installer();
  if (as === null) {
    const unset =
      chosen !== undefined && !keepChosen
        ? ` (with BRIDGEPAD_CHROMIUM unset: it names ${chosen}, which is not there)`
        : '';
    const how = onPath('apt-get')
      ? `Install them once with:\n\n  ${INSTALL_COMMAND}\n\nthen run npm test again${unset}.`
      : 'This machine has no apt-get: install Chromium and poppler (pdftotext), set ' +
        'BRIDGEPAD_CHROMIUM to the browser, and run npm test again.';
    console.error(
      `The browser tests need ${lacks.join(' and ')}, and this user may not install them.\n${how}`,
    );
    process.exit(1);
  }
  console.log(
    `The browser tests need ${lacks.join(', ')}: installing Debian's ${PACKAGES.join(', ')} ` +
      `with apt-get (once; about two minutes).`,
  );
  const started = Date.now();
  if (!install(as)) {
    console.error(`Could not install them. Install them with:\n\n  ${INSTALL_COMMAND}\n`);
    process.exit(1);
  }
  const after = { ...process.env };
  if (!keepChosen) delete after.BRIDGEPAD_CHROMIUM;
  const env = missing(after);
  if (env.length > 0) {
    console.error(`Still missing after apt-get: ${env.join(' and ')}.`);
    process.exit(1);
  }
  console.log(`Installed in ${Math.round((Date.now() - started) / 1000)} s.`);
  // Unset where it named nothing, so that the tests take Debian's chromium and its headless shell
  // (undefined is left out of a child's environment).
  return keepChosen ? {} : { BRIDGEPAD_CHROMIUM: undefined };
}

/**
 * The checks, run side by side (each alone is mostly one core's work), then every test. The first
 * check to fail, in this order, stops the run with its status, after every check has said its say.
 */
export const CHECKS = [
  ['npm', ['run', '--silent', 'typecheck'], 'typecheck'],
  ['npm', ['run', '--silent', 'lint'], 'lint'],
  ['npm', ['run', '--silent', 'format:check'], 'format:check'],
];
export const TESTS = ['npx', ['vitest', 'run']];

/** Runs one check with its output kept, so that side by side checks never mix their lines. */
function check([command, args, name], env) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ name, status: 1, output: error.message }));
    child.on('close', (code) => resolve({ name, status: code ?? 1, output }));
  }).then((result) => ({ ...result, ms: Date.now() - started }));
}

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

async function checks(env) {
  const started = Date.now();
  const results = await Promise.all(CHECKS.map((step) => check(step, env)));
  for (const { name, status, output, ms } of results) {
    console.log(`${status === 0 ? '✓' : '✗'} ${name} (${seconds(ms)})`);
    if (output.trim() !== '') console.log(output.trimEnd());
  }
  console.log(`The checks took ${seconds(Date.now() - started)}, side by side.\n`);
  return results.find(({ status }) => status !== 0)?.status ?? 0;
}

/**
 * The line `npm test` says when no Apache CouchDB was given (scripts/club/couchdbGiven.ts): the
 * club's tests then run on `npm run club`'s server alone.
 */
export function couchdbLine(env = process.env) {
  if (env.BRIDGEPAD_COUCHDB_URL?.trim() || env.BRIDGEPAD_COUCHDB_START?.trim()) return null;
  return (
    "The club's tests on Apache CouchDB did not run: no CouchDB was given " +
    '(BRIDGEPAD_COUCHDB_START=<path to couchdb-start> or BRIDGEPAD_COUCHDB_URL=http://admin:PASSWORD@HOST:PORT).'
  );
}

/** What follows `npm test --`: a filter for vitest (files or -t NAME), passed on to it. */
const forVitest = process.argv.slice(2).filter((arg) => arg !== '--set-up-only');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const env = setUp();
  if (process.argv.includes('--set-up-only')) process.exit(0);
  const started = Date.now();
  const status = await checks(env);
  if (status !== 0) process.exit(status);
  const [command, args] = TESTS;
  const skipped = couchdbLine();
  if (skipped !== null) console.log(skipped);
  const tested = run(command, [...args, ...forVitest], env);
  if (skipped !== null) console.log(skipped);
  console.log(`npm test took ${seconds(Date.now() - started)} in all.`);
  process.exit(tested);
}
