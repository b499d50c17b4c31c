/**
 * A club's invite link (docs/sync.md, "On the device"): the app's address ending
 * `#club=<club>&server=<server>`, both URL-encoded, never a password. Read only as far as filling
 * in Settings → Club: a server on another origin is refused here, as signing in refuses it.
 */
export type Invite =
  | { readonly ok: true; readonly server: string; readonly club: string }
  | { readonly ok: false; readonly reason: 'otherOrigin' | 'unreadable'; readonly server: string };

export function readInvite(hash: string, origin: string): Invite {
  const fields = new Map<string, string>();
  for (const part of hash.replace(/^#/, '').split('&')) {
    const [key = '', value = ''] = part.split('=', 2);
    try {
      fields.set(decodeURIComponent(key), decodeURIComponent(value));
    } catch {
      return { ok: false, reason: 'unreadable', server: '' };
    }
  }
  const club = fields.get('club') ?? '';
  const server = fields.get('server') ?? '';
  if (club === '' || server === '') return { ok: false, reason: 'unreadable', server };
  let at: URL;
  try {
    at = new URL(server, origin);
  } catch {
    return { ok: false, reason: 'unreadable', server };
  }
  if (at.origin !== new URL(origin).origin) return { ok: false, reason: 'otherOrigin', server };
  return { ok: true, server, club };
}

/** A club's link, as the organiser's invite writes it: also the way back to sign in again. */
export function inviteHash(place: { readonly server: string; readonly club: string }): string {
  return `#club=${encodeURIComponent(place.club)}&server=${encodeURIComponent(place.server)}`;
}
