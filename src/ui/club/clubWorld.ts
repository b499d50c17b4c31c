import type * as AccountsCode from '../../sync/accounts.ts';
import type * as ClubCode from '../../sync/club.ts';
import type * as SignInCode from '../../sync/signIn.ts';
import type { Retrier } from './tryAgain.ts';

/**
 * What the club's screens need from outside (docs/style.md, rule 20): the browser's fetch and the
 * app's origin, and the parts of the sync code, each loaded by import() when first wanted
 * (docs/style.md, rule 1): signing in and members' accounts (small), and the mirror with PouchDB
 * (the club's own chunk, which a device that never joins a club never loads). Tests pass in their
 * own.
 */
export interface ClubWorld {
  readonly fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The app's own origin: the only one its club may be on (`connect-src 'self'`). */
  readonly origin: string;
  readonly loadSignIn: () => Promise<typeof SignInCode>;
  readonly loadSync: () => Promise<typeof ClubCode>;
  /** Members' accounts (a password, the organiser's list), loaded when Settings → Club opens. */
  readonly loadAccounts: () => Promise<typeof AccountsCode>;
  /** Where a failed load of the sync's code hears the page come online, and waits (tryAgain.ts). */
  readonly retrier?: Retrier;
}

export function browserWorld(): ClubWorld {
  return {
    fetch: (url, init) => globalThis.fetch(url, init),
    origin: globalThis.location.origin,
    loadSignIn: () => import('../../sync/signIn.ts'),
    loadSync: () => import('../../sync/club.ts'),
    loadAccounts: () => import('../../sync/accounts.ts'),
  };
}
