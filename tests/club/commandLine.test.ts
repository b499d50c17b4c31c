import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../scripts/limits.ts';
import type { ServeIo } from '../../scripts/club/main.ts';
import { runClub } from '../../scripts/club/main.ts';
import type { TestClub } from './clubServer.ts';
import { appFolder, removeFolder, startClub } from './clubServer.ts';

/**
 * What `npm run club` says when it cannot start (docs/sync.md, "A club night on one laptop"):
 * one sentence naming what is wrong, and nothing started.
 */

const app = appFolder();
let club: TestClub;

beforeAll(async () => {
  club = await startClub(['--member', 'pat:pat-secret']);
}, limits.start);

afterAll(async () => {
  await club.server.close();
  removeFolder(app);
}, limits.start);

async function run(argv: readonly string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: ServeIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    builtApp: () => ({ ok: true, value: app }),
    addresses: () => [],
    host: '127.0.0.1',
    store: () => ({ kind: 'memory' }),
  };
  const served = await runClub(argv, io);
  if (served.status === 0) await served.server.close();
  return { status: served.status, out, err };
}

describe('npm run club, when it cannot start', () => {
  it('says plainly that the port is in use, and leaves the server on it as it was', async () => {
    const port = club.server.port;
    expect(await run(['--port', String(port)])).toEqual({
      status: 1,
      out: [],
      err: [`Port ${port} is in use: stop what uses it, or choose another with --port N.`],
    });
    const pat = ['pat', 'pat-secret'] as const;
    expect((await club.http('GET', '/couchdb/club', { user: pat })).status).toBe(200);
  });

  it.each([
    [['--port', 'eighty'], '--port eighty: must be a port number from 1 to 65535'],
    [['--port', '70000'], '--port 70000: must be a port number from 1 to 65535'],
    [
      ['--club', 'Kapiti Coast'],
      '--club Kapiti Coast: CouchDB refuses the name "Kapiti Coast": a club name starts with a lowercase letter and holds only lowercase letters, digits and _ $ ( ) + -, at most 238 characters',
    ],
    [['--member', 'pat'], '--member pat: the password is missing (--member NAME:PASSWORD)'],
    [
      ['--organiser', '_admin:x'],
      '--organiser _admin:x: CouchDB refuses a name that starts with _ (--organiser NAME:PASSWORD)',
    ],
    [['--member', 'pat:a', '--member', 'pat:b'], '--member pat: named more than once'],
    [['--colour', 'blue'], '--colour: unknown option'],
    [['--data'], '--data: its value is missing'],
  ])('names the option that is wrong: %j', async (argv, error) => {
    const { status, out, err } = await run(argv);
    expect(status).toBe(2);
    expect(out).toEqual([]);
    expect(err[0]).toBe(error);
    expect(err[1]).toMatch(/^usage: npm run club -- /);
  });
});
