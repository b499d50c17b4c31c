import { runClub } from '../scripts/club/main.ts';
import type { ClubServer } from '../scripts/club/server.ts';
import { freePort } from '../scripts/freePort.ts';
import { distDir } from '../scripts/measure/served.ts';
import { sampleBackup } from '../tests/fixtures/sampleBackup.ts';

/**
 * `npm run club`'s own server for the club's benches (bench/club.bench.ts, clubStarts.bench.ts),
 * started in this process with the built app and its club in memory, and the club's matches
 * written to it as the organiser would write them.
 */

export const MEMBER = { name: 'ana', password: 'ana-secret' };
export const OTHER = { name: 'ben', password: 'ben-secret' };
export const ORGANISER = { name: 'olive', password: 'olive-secret' };

export interface ServedClub {
  readonly origin: string;
  /** The invite link to the club, `club`. */
  readonly invite: string;
  readonly server: ClubServer;
}

export async function serveClub(): Promise<ServedClub> {
  const port = await freePort();
  const lines: string[] = [];
  const served = await runClub(
    [
      '--port',
      String(port),
      '--organiser',
      `${ORGANISER.name}:${ORGANISER.password}`,
      '--member',
      `${MEMBER.name}:${MEMBER.password}`,
      '--member',
      `${OTHER.name}:${OTHER.password}`,
    ],
    {
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
      builtApp: () => ({ ok: true, value: distDir }),
      addresses: () => [],
      host: '127.0.0.1',
      store: () => ({ kind: 'memory' }),
    },
  );
  if (served.status !== 0) throw new Error(`the club server did not start: ${lines.join('\n')}`);
  const origin = `http://127.0.0.1:${port}`;
  return { origin, invite: `${origin}/#club=club&server=%2Fcouchdb`, server: served.server };
}

/** The club's `count` matches (tests/fixtures/sampleBackup.ts), each the organiser's document. */
export async function seedClub(origin: string, count: number): Promise<void> {
  const { matches } = JSON.parse(sampleBackup(count)) as { matches: { id: string }[] };
  const docs = matches.map((file) => ({
    _id: `match:${file.id}`,
    type: 'bridgepad.match',
    v: 1,
    author: ORGANISER.name,
    file,
    steps: [],
  }));
  const auth = `Basic ${Buffer.from(`${ORGANISER.name}:${ORGANISER.password}`).toString('base64')}`;
  for (let from = 0; from < docs.length; from += 100) {
    const response = await fetch(`${origin}/couchdb/club/_bulk_docs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: auth },
      body: JSON.stringify({ docs: docs.slice(from, from + 100) }),
    });
    const answers = (await response.json()) as { error?: string; reason?: string }[];
    const refused = answers.find((answer) => answer.error !== undefined);
    if (refused !== undefined) throw new Error(`the club refused a match: ${refused.reason}`);
  }
}
