import type { Network } from './signIn.ts';

/**
 * One request of the app to its club's server, on the app's own origin with the member's session
 * cookie (src/sync/signIn.ts, src/sync/accounts.ts): its status and its body when it is JSON, or
 * null when the server was not reached at all.
 */

export interface CouchAnswer {
  readonly status: number;
  /** The body as a JSON object; null when it is anything else (a web page, say). */
  readonly body: Record<string, unknown> | null;
}

async function json(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** An answer that is CouchDB's error: a JSON body naming the `error`. */
export const couchError = (body: Record<string, unknown> | null): boolean =>
  typeof body?.error === 'string';

export async function couchAsk(
  network: Network,
  url: string,
  init: RequestInit,
): Promise<CouchAnswer | null> {
  try {
    const response = await network.fetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      ...init,
    });
    return { status: response.status, body: await json(response) };
  } catch {
    return null;
  }
}
