// CouchDB started as one node (`single_node = true`) answers /_up before it has made its system
// databases: it makes `_users` and `_replicator` a moment later, longer on a busy machine. A club
// cannot be set up before `_users` is there (setUp.ts says so: "no _users database yet"), so what
// starts a CouchDB for the tests or the benchmark waits for both before handing it on.
import { limits } from '../limits.ts';
import type { GivenCouch } from './couchdbGiven.ts';

const SYSTEM_DATABASES = ['_users', '_replicator'] as const;

/**
 * Resolves once the CouchDB at `couch` has its system databases, asking every 100 ms; throws,
 * naming what was missing and what it last answered, after `within` ms.
 */
export async function systemDatabasesMade(
  couch: GivenCouch,
  within: number = limits.start,
): Promise<void> {
  const auth = `Basic ${Buffer.from(`${couch.admin.name}:${couch.admin.password}`).toString('base64')}`;
  const deadline = Date.now() + within;
  for (;;) {
    const answers = await Promise.all(
      SYSTEM_DATABASES.map(async (name) => {
        try {
          const answer = await fetch(`${couch.url}/${name}`, { headers: { authorization: auth } });
          await answer.body?.cancel();
          return { name, status: answer.status };
        } catch (error) {
          return { name, status: String(error) };
        }
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
