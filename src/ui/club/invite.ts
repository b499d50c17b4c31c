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

/**
 * Where an invite opened on this device waits, its Server and Club, until the member joins or
 * clears them: the link's address is gone once the member leaves Settings, and the form would
 * otherwise be empty when they come back to it. Never a name or a password.
 * !!! CHANGING THIS NAME FORGETS THE INVITES WAITING ON EVERY DEVICE !!!
 */
export const INVITE_KEY = 'bridgepad-invite';

/** The page's localStorage, where it has one it lets the app use. */
type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
function pageStorage(): KeptStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // A browser that refuses the page its storage: nothing waits.
  }
}

/** Keeps an invite's Server and Club on the device until joined or cleared. */
export function keepInvite(
  place: { readonly server: string; readonly club: string },
  storage: KeptStorage | undefined = pageStorage(),
): void {
  try {
    storage?.setItem(INVITE_KEY, inviteHash(place));
  } catch {
    // A full or refusing storage: the form is filled for as long as the page shows it.
  }
}

/** The invite waiting on this device, read as a link is (so one for another site is not taken). */
export function keptInvite(
  origin: string,
  storage: KeptStorage | undefined = pageStorage(),
): { readonly server: string; readonly club: string } | null {
  let kept: string | null;
  try {
    kept = storage?.getItem(INVITE_KEY) ?? null;
  } catch {
    return null;
  }
  if (kept === null) return null;
  const invite = readInvite(kept, origin);
  return invite.ok ? { server: invite.server, club: invite.club } : null;
}

/** Forgets the invite waiting: joined, or cleared by the member. */
export function forgetInvite(storage: KeptStorage | undefined = pageStorage()): void {
  try {
    storage?.removeItem(INVITE_KEY);
  } catch {
    // Nothing kept where nothing can be.
  }
}
