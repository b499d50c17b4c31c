import { inject } from 'vitest';
import type { Given } from '../../scripts/club/couchdbGiven.ts';
import { designDocument } from '../../scripts/club/designDocument.ts';
import type { RecipeCaddy, RecipeCouch } from '../../scripts/club/recipeServer.ts';
import { recipeCaddy, recipeCouch } from '../../scripts/club/recipeServer.ts';
import { COUCH_PATH } from '../../scripts/club/server.ts';
import { inviteLink, setUpClub } from '../../scripts/club/setUp.ts';
import type { Account, ClubPlan, RunningClub } from './clubServer.ts';
import { requireBuiltApp } from './clubServer.ts';

/**
 * A club served as a real club serves it, for the browser tests (docs/sync.md, "A real club's
 * server"): Apache CouchDB with deploy/couchdb-local.ini behind Caddy with deploy/Caddyfile and the
 * built app, on one HTTPS origin of 127.0.0.1 with Caddy's own certificate (scripts/club/
 * recipeServer.ts), the club set up through that origin as `npm run club:setup` sets one up: its
 * database, `_security`, design document and accounts. The CouchDB is the run's (clubCouch.ts),
 * which other files use at the same time under names of their own; a test that stops and starts
 * CouchDB itself (`restartsCouchDB`) has one of its own, started from the script the run was
 * given, in a folder of its own (or, given one by address, stops and starts Caddy alone).
 */
export async function startCouchClubApp(
  given: Exclude<Given, { kind: 'none' }>,
  options: ClubPlan,
): Promise<RunningClub> {
  requireBuiltApp();
  const club = options.club ?? 'club';
  const couch = options.restartsCouchDB === true ? await recipeCouch(given) : sharedCouch();
  const { admin } = couch.couch;
  let caddy: RecipeCaddy | undefined;
  try {
    caddy = await recipeCaddy(new URL(couch.couch.url).host);
    const set = await setUpClub(
      {
        server: new URL(`${caddy.origin}${COUCH_PATH}`),
        admin,
        club,
        organiser: options.organiser,
        members: options.members,
        design: await designDocument(club),
      },
      caddy.fetch,
    );
    if (!set.ok) throw new Error(`the club was not set up: ${JSON.stringify(set.errors)}`);
  } catch (error) {
    await caddy?.close();
    await couch.close();
    throw error;
  }
  const { origin, fetch: caddyFetch } = caddy;
  const server = caddy;
  const couchUrl = `${origin}${COUCH_PATH}`;
  const auth = `Basic ${Buffer.from(`${admin.name}:${admin.password}`).toString('base64')}`;
  return {
    url: `${origin}/`,
    origin,
    club,
    couch: new URL(couchUrl),
    invite: inviteLink(new URL(origin), COUCH_PATH, club),
    inviteTo: (other) => inviteLink(new URL(origin), COUCH_PATH, other),
    admin: () => admin,
    fetch: caddyFetch,
    // Caddy first, as the address goes when the machine goes; the run's CouchDB, or one given by
    // address, is others' to stop, so there Caddy alone stops.
    stop: async () => {
      await server.stop();
      await couch.restartable?.stop();
    },
    restart: async () => {
      await couch.restartable?.start();
      await server.start();
    },
    newPassword: async (who: Account) => {
      const account = `${couchUrl}/_users/${encodeURIComponent(`org.couchdb.user:${who.name}`)}`;
      const headers = { accept: 'application/json', authorization: auth };
      const kept = await caddyFetch(account, { headers });
      if (kept.status !== 200)
        throw new Error(`${who.name}'s account was not read: HTTP ${kept.status}`);
      const written = await caddyFetch(account, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ ...((await kept.json()) as object), password: who.password }),
      });
      if (written.status !== 201)
        throw new Error(
          `${who.name}'s new password was not written: HTTP ${written.status} ${await written.text()}`,
        );
    },
    close: async () => {
      await server.close();
      await couch.close();
    },
  };
}

/** The run's CouchDB (clubCouch.ts), shared: neither restarted nor closed by one file. */
export function sharedCouch(): RecipeCouch {
  const shared = inject('clubCouch');
  if (shared === null) throw new Error('the run was given no Apache CouchDB');
  if ('error' in shared) throw new Error(shared.error);
  return { couch: shared.couch, restartable: null, close: async () => undefined };
}
