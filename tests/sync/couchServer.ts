/**
 * A club's CouchDB server as the app's fetch meets it, for the sign-in (docs/style.md, rule 20):
 * `_session` with names and passwords, one session at a time (and whom it names, asked), and databases that answer their
 * members only. It answers as CouchDB does (JSON bodies naming an `error`), and notes each request.
 */
export interface CouchServerOptions {
  /** Each member's password. */
  readonly passwords?: Readonly<Record<string, string>>;
  /** The clubs each member belongs to. */
  readonly members?: Readonly<Record<string, readonly string[]>>;
  /** The clubs (databases) the server has. */
  readonly clubs?: readonly string[];
  readonly path?: string;
}

export function couchServer({
  passwords = { ana: 'tui-2026', ben: 'kea-2026' },
  members = { ana: ['kapiti-coast'], ben: ['kapiti-coast'] },
  clubs = ['kapiti-coast', 'otaki'],
  path = '/couchdb',
}: CouchServerOptions = {}) {
  const asked: string[] = [];
  let session: string | null = null;
  const answer = (status: number, body: object) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const method = init.method ?? 'GET';
    const where = new URL(url, 'https://club.example.org').pathname;
    asked.push(
      `${method} ${where}${typeof init.body === 'string' ? ` ${init.body}` : ''}`.trimEnd(),
    );
    if (where === `${path}/_session`) {
      if (method === 'DELETE') {
        session = null;
        return answer(200, { ok: true });
      }
      // Whom the browser's cookie names, as CouchDB says it: no name when signed out.
      if (method === 'GET') return answer(200, { ok: true, userCtx: { name: session, roles: [] } });
      const { name, password } = JSON.parse(String(init.body)) as Record<string, string>;
      if (name === undefined || passwords[name] !== password)
        return answer(401, { error: 'unauthorized', reason: 'Name or password is incorrect.' });
      session = name;
      return answer(200, { ok: true, name, roles: [] });
    }
    const club = where.slice(path.length + 1);
    if (!where.startsWith(`${path}/`) || !clubs.includes(club))
      return answer(404, { error: 'not_found', reason: 'Database does not exist.' });
    if (session === null)
      return answer(401, { error: 'unauthorized', reason: 'You are not authorized.' });
    if (!(members[session] ?? []).includes(club))
      return answer(403, { error: 'forbidden', reason: 'You are not allowed to access this db.' });
    return answer(200, { db_name: club, doc_count: 0, update_seq: '0' });
  };
  return { fetch, asked, sessions: () => (session === null ? [] : [session]) };
}
