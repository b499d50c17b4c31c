import type { Account } from './options.ts';

/**
 * One request to a CouchDB server as one account, as `club:setup` and `club:backup` make them:
 * JSON in and out, the account's name and password sent with it (HTTP Basic). What each command
 * makes of the answer, or of a server it cannot reach, is its own.
 */

/** How a command reaches the server: `fetch`, or another that answers as it does. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export type CouchAnswer =
  /** `json`: the body read as JSON, or undefined where it is not JSON. */
  | {
      readonly ok: true;
      readonly status: number;
      readonly json: { readonly value: unknown } | undefined;
    }
  /** The server was not reached: why, in the network's words. */
  | { readonly ok: false; readonly detail: string };

/** Why a request did not reach the server: its cause's code and message. */
function causeOf(error: unknown): string {
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    return code === undefined ? cause.message : `${code} ${cause.message}`.trim();
  }
  return String(cause);
}

export async function couchRequest(
  fetchFn: Fetch,
  url: string,
  account: Account,
  method: string,
  body?: unknown,
): Promise<CouchAnswer> {
  let response: Response;
  try {
    response = await fetchFn(url, {
      method,
      headers: {
        accept: 'application/json',
        authorization: `Basic ${Buffer.from(`${account.name}:${account.password}`).toString('base64')}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    return { ok: false, detail: causeOf(error) };
  }
  const text = await response.text();
  try {
    return { ok: true, status: response.status, json: { value: JSON.parse(text) as unknown } };
  } catch {
    return { ok: true, status: response.status, json: undefined };
  }
}
