// CouchDB started as one node (`single_node = true`) answers /_up before it has made its system
// databases: it makes `_users` and `_replicator` a moment later, longer on a busy machine. A club
// cannot be set up before `_users` is there (setUp.ts says so: "no _users database yet"), so what
// starts a CouchDB for the tests or the benchmark waits for both before handing it on.
import { limits } from '../limits.ts';
import type { GivenCouch } from './couchdbGiven.ts';
import { couchRequest } from './couchRequest.ts';

const SYSTEM_DATABASES = ['_users', '_replicator'] as const;

/**
 * Resolves once the CouchDB at `couch` has its system databases, asking every 100 ms; throws,
 * naming what was missing and what it last answered, after `within` ms.
 */
export async function systemDatabasesMade(
  couch: GivenCouch,
  within: number = limits.start,
): Promise<void> {
  const deadline = Date.now() + within;
  for (;;) {
    const answers = await Promise.all(
      SYSTEM_DATABASES.map(async (name) => {
        const answer = await couchRequest(fetch, `${couch.url}/${name}`, couch.admin, 'GET');
        return { name, status: answer.ok ? answer.status : answer.detail };
      }),
    );
    const missing = answers.filter((answer) => answer.status !== 200);
    if (missing.length === 0) return;
    const last = missing.map((answer) => `${answer.name}: ${answer.status}`).join(', ');
    if (Date.now() > deadline)
      throw new Error(
        `Apache CouchDB at ${couch.url} had not made its system databases within ${within} ms (${last})`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
