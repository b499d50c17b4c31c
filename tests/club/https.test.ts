import { X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLUB_HELP, runClub } from '../../scripts/club/main.ts';
import type { ServeIo } from '../../scripts/club/main.ts';
import { CERTIFICATE_PATH, LOG_BYTES } from '../../scripts/club/server.ts';
import { freePort } from '../../scripts/freePort.ts';
import { appFolder, removeFolder } from './clubServer.ts';

/**
 * `npm run club -- --https` (docs/sync.md, "HTTPS on a club night"): the app and the club served
 * over HTTPS, with a certificate the club makes once and keeps (or one given), whose fingerprint
 * it prints for phones to check; `--help`; and a request log that stays bounded on a long night.
 */

const app = appFolder();
const folders: string[] = [];

afterAll(() => {
  removeFolder(app);
  for (const folder of folders) removeFolder(folder);
});

function io(addresses: readonly string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const given: ServeIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    builtApp: () => ({ ok: true, value: app }),
    addresses: () => addresses,
    host: '127.0.0.1',
  };
  return { out, err, io: given };
}

/** A GET over HTTPS that trusts only `ca`: what a phone that installed the certificate does. */
function fetchTrusting(url: string, ca: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { ca }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

const dataFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'bridgepad-club-https-'));
  folders.push(folder);
  return folder;
};

describe('npm run club -- --https', () => {
  it('serves the app and the club over HTTPS with a certificate it makes once and keeps', async () => {
    const data = dataFolder();
    const port = await freePort();
    const first = io(['192.168.1.20']);
    const served = await runClub(
      ['--https', '--port', String(port), '--data', data, '--member', 'pat:pat-secret'],
      first.io,
    );
    if (served.status !== 0) throw new Error(first.err.join('\n'));
    const trustFile = join(data, 'tls', 'club-ca.crt');
    const ca = readFileSync(trustFile, 'utf8');
    const fingerprint = new X509Certificate(ca).fingerprint256;
    try {
      expect(first.err).toEqual([]);
      expect(first.out).toContain(`The app: https://localhost:${port}/`);
      expect(first.out).toContain(
        `  on this network: https://192.168.1.20:${port}/#club=club&server=%2Fcouchdb`,
      );
      expect(first.out).toContain(`HTTPS: certificate fingerprint (SHA-256) ${fingerprint}`);
      expect(first.out.join('\n')).toContain(CERTIFICATE_PATH);
      // A phone that trusts the club's certificate opens the app, the club and the certificate.
      const page = await fetchTrusting(`https://localhost:${port}/`, ca);
      expect(page).toMatchObject({ status: 200 });
      expect(page.body).toContain('<title>WeThey</title>');
      const welcome = await fetchTrusting(`https://127.0.0.1:${port}/couchdb/`, ca);
      expect(JSON.parse(welcome.body)).toMatchObject({ 'express-pouchdb': 'Welcome!' });
      expect((await fetchTrusting(`https://localhost:${port}${CERTIFICATE_PATH}`, ca)).body).toBe(
        ca,
      );
      // Its certificate names the laptop's addresses, and is signed by the club's.
      expect(served.server.https).toBe(true);
      // One that trusts nothing of the club's is refused: the browser would warn.
      await expect(fetchTrusting(`https://localhost:${port}/`, '')).rejects.toThrow();
    } finally {
      await served.server.close();
    }
    // Started again: the same certificate to trust, so the phones trust it once.
    const again = io(['192.168.1.20', '10.0.0.7']);
    const second = await runClub(['--https', '--port', String(port), '--data', data], again.io);
    if (second.status !== 0) throw new Error(again.err.join('\n'));
    try {
      expect(again.out).toContain(`HTTPS: certificate fingerprint (SHA-256) ${fingerprint}`);
      expect(readFileSync(trustFile, 'utf8')).toBe(ca);
      expect((await fetchTrusting(`https://127.0.0.1:${port}/`, ca)).status).toBe(200);
    } finally {
      await second.server.close();
    }
  });

  it('serves with the certificate given, and says plainly what is wrong with one', async () => {
    const data = dataFolder();
    // A certificate of the club's own, made by a first start, given to a second as the organiser's.
    const made = io();
    const first = await runClub(
      ['--https', '--port', String(await freePort()), '--data', data],
      made.io,
    );
    if (first.status !== 0) throw new Error(made.err.join('\n'));
    await first.server.close();
    const tls = join(data, 'tls');
    const cert = join(tls, 'club-ca.crt');
    const key = join(tls, 'club-ca.key');
    const given = io();
    const served = await runClub(
      ['--port', String(await freePort()), '--data', dataFolder(), '--cert', cert, '--key', key],
      given.io,
    );
    if (served.status !== 0) throw new Error(given.err.join('\n'));
    await served.server.close();
    expect(given.out).toContain(
      `HTTPS: certificate fingerprint (SHA-256) ${new X509Certificate(readFileSync(cert)).fingerprint256}`,
    );

    const wrongKey = join(tls, 'other.key');
    writeFileSync(
      wrongKey,
      readFileSync(key, 'utf8').replace(/[A-Za-z]/, (c) => (c === 'A' ? 'B' : 'A')),
    );
    const cases: [string[], string | RegExp][] = [
      [
        ['--cert', cert],
        '--cert: give the certificate and its key together (--cert FILE --key FILE)',
      ],
      [
        ['--cert', join(tls, 'missing.crt'), '--key', key],
        new RegExp(`^--cert ${join(tls, 'missing.crt')}: ENOENT`),
      ],
      [
        ['--cert', key, '--key', key],
        `--cert ${key}: not a certificate in PEM (-----BEGIN CERTIFICATE-----)`,
      ],
      [['--cert', cert, '--key', cert], `--key ${cert}: not a private key in PEM`],
    ];
    for (const [argv, error] of cases) {
      const said = io();
      const stopped = await runClub(
        ['--port', String(await freePort()), '--data', dataFolder(), ...argv],
        said.io,
      );
      expect(stopped.status, argv.join(' ')).not.toBe(0);
      expect(said.err[0]).toMatch(error);
    }
  });

  it('prints its help and stops, with status 0', async () => {
    const said = io();
    expect((await runClub(['--help'], said.io)).status).toBe('help');
    expect(said.out.join('\n')).toBe(CLUB_HELP);
    expect(CLUB_HELP).toMatch(/^usage: npm run club -- /);
    for (const option of [
      '--port',
      '--data',
      '--club',
      '--organiser',
      '--member',
      '--https',
      '--cert',
      '--help',
    ])
      expect(CLUB_HELP).toContain(option);
  });

  it('keeps its request log to its latest part', async () => {
    const data = dataFolder();
    mkdirSync(data, { recursive: true });
    const log = join(data, 'log.txt');
    const line = `${'x'.repeat(99)}\n`;
    writeFileSync(log, line.repeat((LOG_BYTES * 3) / line.length));
    const said = io();
    const served = await runClub(['--port', String(await freePort()), '--data', data], said.io);
    if (served.status !== 0) throw new Error(said.err.join('\n'));
    try {
      expect(existsSync(log)).toBe(true);
      expect(statSync(log).size).toBeLessThanOrEqual(LOG_BYTES);
      // Cut at a line's end: every line kept is whole.
      expect(readFileSync(log, 'utf8').startsWith('x')).toBe(true);
    } finally {
      await served.server.close();
    }
  });
});
