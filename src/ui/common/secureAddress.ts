/**
 * Whether the page is at an address the browser does not count as secure: plain HTTP anywhere but
 * localhost, as a club laptop serves the app on its network address (docs/sync.md, "A club night
 * on one laptop"). There the browser keeps no offline copy (no service worker) and gives no camera,
 * no clipboard, no share sheet and no persistent storage; scoring and the club's sync work all the
 * same. A browser that cannot say is taken at its word that it may do them.
 */
export function insecureAddress(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext === false;
}

/** What a player on such an address is told to ask for, so that both notes say it alike. */
export const SECURE_LINK = 'a link that begins with https://';
