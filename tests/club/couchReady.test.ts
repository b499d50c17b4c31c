import type { Server } from 'node:http';
import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { systemDatabasesMade } from '../../scripts/club/couchReady.ts';
import { freePort } from '../../scripts/freePort.ts';

/**
 * CouchDB as one node answers /_up before it has made `_users` and `_replicator`; a club set up
 * in that moment was refused "no _users database yet" on a busy machine. What starts one for the
 * tests waits for both.
 */
let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A server that answers 404 for every database until `madeAfter` requests have come. */
async function couchMaking(madeAfter: number): Promise<{ url: string; asked: string[] }> {
  const asked: string[] = [];
  server = createServer((request, response) => {
    asked.push(`${request.url} ${request.headers.authorization ?? ''}`);
    const made = asked.length > madeAfter;
    response.writeHead(made ? 200 : 404, { 'content-type': 'application/json' });
    response.end(made ? '{}' : '{"error":"not_found","reason":"Database does not exist."}');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, asked };
}

const admin = { name: 'admin', password: 'secret' };

describe('waiting for a new CouchDB to make its system databases', () => {
  it('resolves once both _users and _replicator answer, asked as the admin', async () => {
    const couch = await couchMaking(5);
    await systemDatabasesMade({ url: couch.url, admin }, 10_000);
    const basic = `Basic ${Buffer.from('admin:secret').toString('base64')}`;
    expect(couch.asked.length).toBeGreaterThan(5);
    expect(new Set(couch.asked)).toEqual(new Set([`/_users ${basic}`, `/_replicator ${basic}`]));
  });

  it('gives up after its time, naming what was still missing', async () => {
    const couch = await couchMaking(Number.POSITIVE_INFINITY);
    await expect(systemDatabasesMade({ url: couch.url, admin }, 300)).rejects.toThrow(
      `Apache CouchDB at ${couch.url} had not made its system databases within 300 ms (_users: 404, _replicator: 404)`,
    );
  });

  it('waits through a server not yet listening, and names it if it never answers', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    await expect(systemDatabasesMade({ url, admin }, 300)).rejects.toThrow(/_users: ECONNREFUSED /);
  });
});
