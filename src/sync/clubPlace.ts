/**
 * Where a club is (docs/format.md, "The club's documents"): the server's address and the club's
 * database name, on the app's own origin. A module of its own, apart from the mirror and PouchDB,
 * so that signing in (src/sync/signIn.ts) loads neither.
 */
export interface ClubPlace {
  /** The CouchDB address on the app's own origin: `/couchdb`, or a full address of this origin. */
  readonly server: string;
  readonly club: string;
}

export type ClubUrl =
  | { readonly ok: true; readonly url: string }
  | { readonly ok: false; readonly reason: 'otherOrigin' | 'badServer' | 'badClub' };

/** The server's path on the app's origin, without a trailing slash; null when it is elsewhere. */
export function serverPath(
  server: string,
  origin: string,
):
  | { readonly ok: true; readonly path: string }
  | { readonly ok: false; readonly reason: 'otherOrigin' | 'badServer' } {
  let url: URL;
  try {
    url = new URL(server, origin);
  } catch {
    return { ok: false, reason: 'badServer' };
  }
  if (server.trim() === '') return { ok: false, reason: 'badServer' };
  if (url.origin !== new URL(origin).origin) return { ok: false, reason: 'otherOrigin' };
  return { ok: true, path: url.pathname.replace(/\/+$/, '') };
}

/**
 * The club's database address, Server + "/" + Club, as a path on the app's origin: the app's
 * Content-Security-Policy (`connect-src 'self'`) allows nothing else.
 */
export function clubUrl(place: ClubPlace, origin: string): ClubUrl {
  const server = serverPath(place.server, origin);
  if (!server.ok) return server;
  // CouchDB's rule for a database's name.
  if (!/^[a-z][a-z0-9_$()+/-]*$/.test(place.club)) return { ok: false, reason: 'badClub' };
  return { ok: true, url: `${server.path}/${encodeURIComponent(place.club)}` };
}
