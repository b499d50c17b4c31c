import { join, resolve } from 'node:path';
import { designDocument } from './designDocument.ts';
import type { Account, NamedAccount, Read, TlsChoice } from './options.ts';
import { DEFAULT_CLUB, DEFAULT_DATA, DEFAULT_PORT } from './options.ts';
import { readClubOptions, readSetupOptions } from './options.ts';
import type { ClubTls } from './certificate.ts';
import { givenCertificate, madeCertificate } from './certificate.ts';
import type { ClubServer, ClubStore } from './server.ts';
import { CERTIFICATE_PATH, COUCH_PATH, startClubServer } from './server.ts';
import type { Fetch, SetupReport } from './setUp.ts';
import { inviteLink, organisersOf, setUpClub } from './setUp.ts';
import { setupFailureText } from './setupText.ts';
import { APP_NAME } from '../../src/engine/appName.ts';

/**
 * `npm run club` and `npm run club:setup` (docs/sync.md, "Serving it"). Each takes its arguments
 * and the outside world, and says what it did or why it stopped; nothing is printed with a stack
 * trace. Exit status: 0 done, 1 stopped, 2 an option it does not understand.
 */

export interface ClubIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

export interface ServeIo extends ClubIo {
  /** The built app's folder, built first when it is missing or out of date. */
  readonly builtApp: () => Read<string>;
  /** The machine's addresses on its networks, for the links the club's phones open. */
  readonly addresses: () => readonly string[];
  /** Where the data folder's databases are kept: on LevelDB, unless a test keeps them in memory. */
  readonly store?: (folder: string) => ClubStore;
  /** The address to listen on; every address of the machine when left out. */
  readonly host?: string;
}

export interface SetupIo extends ClubIo {
  readonly fetch?: Fetch;
}

const CLUB_USAGE = `usage: npm run club -- [--port N] [--data DIR] [--club NAME]
                     [--organiser NAME:PASSWORD] [--member NAME:PASSWORD]...
                     [--https [--cert FILE --key FILE]] [--help]`;

/** What `npm run club -- --help` prints: the usage, then what each option does. */
export const CLUB_HELP = `${CLUB_USAGE}

Serves ${APP_NAME} and a club's CouchDB from this computer for a club night (docs/sync.md).
  --port N          the port to serve on (${DEFAULT_PORT})
  --data DIR        where the club's databases and settings are kept (${DEFAULT_DATA})
  --club NAME       the club's name, its database's (${DEFAULT_CLUB})
  --organiser N:P   the organiser's name and first password; made up and shown once if left out
  --member N:P      a member's name and first password; members can also be added in the app
  --https           serve over HTTPS, so that phones keep the app offline and may use the camera;
                    with a certificate the club makes and keeps in DIR/tls, whose fingerprint is
                    printed for each phone to check once (docs/sync.md, "HTTPS on a club night")
  --cert F --key K  serve over HTTPS with this certificate and its key (PEM files)
  --help            print this and stop
Stop the server with Ctrl+C; the club is kept in its data folder.`;
const SETUP_USAGE = `usage: npm run club:setup -- URL [--club NAME] [--admin NAME:PASSWORD]
                           [--organiser NAME[:PASSWORD]] [--member NAME:PASSWORD]...`;

/** What a setup did, one line each: the accounts, the organisers, the design document. */
function reportLines(report: SetupReport): string[] {
  const lines = report.accounts.map((account) => {
    const who = account.organiser ? `Organiser ${account.name}` : `Member ${account.name}`;
    if (account.madeUp !== undefined)
      return `${who}: ${account.change}, password ${account.madeUp} (made up: keep it, it is shown only now)`;
    if (account.change === 'unchanged') return `${who}: kept, password as before`;
    return `${who}: ${account.change}${account.passwordSet ? '' : ', password as before'}`;
  });
  if (report.organisers.length > 0)
    lines.push(`Organisers (the database's admins): ${report.organisers.join(', ')}`);
  const design = { added: 'installed', updated: 'updated', unchanged: 'up to date' }[report.design];
  lines.push(`Design document: ${design}`);
  if (report.accountsNotInApp !== null)
    lines.push(
      `Members' accounts: on the command line only, as ${report.accountsNotInApp}; the club works all the same`,
    );
  return lines;
}

function usage(io: ClubIo, error: string, text: string): 2 {
  io.err(error);
  io.err(text);
  return 2;
}

/** A running club server, or the exit status it stopped with. */
export type Served =
  | { readonly status: 0; readonly server: ClubServer }
  /** Stopped with this exit status; `help` when the help was printed (exit status 0). */
  | { readonly status: 1 | 2 | 'help' };

/** `npm run club`: starts the server, sets the club up on it, and prints the invite link. */
export async function runClub(argv: readonly string[], io: ServeIo): Promise<Served> {
  const options = readClubOptions(argv);
  if (!options.ok) return { status: usage(io, options.error, CLUB_USAGE) };
  if (options.value.help) {
    for (const line of CLUB_HELP.split('\n')) io.out(line);
    return { status: 'help' };
  }
  const { port, club, members } = options.value;
  const data = resolve(options.value.data || DEFAULT_DATA);
  const tls = await certificate(options.value.tls, data, io);
  if (tls !== null && !tls.ok) {
    io.err(tls.error);
    return { status: 1 };
  }
  const app = io.builtApp();
  if (!app.ok) {
    io.err(app.error);
    return { status: 1 };
  }
  const design = await designDocument(club);
  const started = await startClubServer({
    port,
    app: app.value,
    store: io.store?.(data) ?? { kind: 'leveldb', folder: data },
    ...(io.host === undefined ? {} : { host: io.host }),
    ...(tls === null ? {} : { tls: tls.value }),
  });
  if (!started.ok) {
    io.err(started.error);
    return { status: 1 };
  }
  const server = started.value;
  // The organiser named, or the one the club has; a new club without one gets one made up.
  const kept = await organisersOf(server.couch, server.admin, club);
  const organiser: NamedAccount = options.value.organiser ?? {
    name: kept[0] ?? 'organiser',
    password: undefined,
  };
  const setUp = await setUpClub({
    server: server.couch,
    admin: server.admin,
    club,
    organiser,
    members,
    design,
  });
  if (!setUp.ok) {
    io.err(setupFailureText(setUp.errors, server.couch, club));
    await server.close();
    return { status: 1 };
  }
  const scheme = tls === null ? 'http' : 'https';
  const origin = new URL(`${scheme}://localhost:${server.port}/`);
  io.out(`${APP_NAME} club server: club ${club}, its data in ${data}`);
  for (const line of reportLines(setUp.value)) io.out(line);
  io.out(`The app: ${origin.href}`);
  io.out(`Invite link: ${inviteLink(origin, COUCH_PATH, club)}`);
  for (const address of io.addresses())
    io.out(
      `  on this network: ${inviteLink(new URL(`${scheme}://${address}:${server.port}/`), COUCH_PATH, club)}`,
    );
  if (tls !== null) for (const line of trustLines(tls.value, server.port)) io.out(line);
  else
    io.out(
      'Plain HTTP: phones score and sync, but keep no offline copy and have no camera; --https serves it securely.',
    );
  io.out('Stop the server with Ctrl+C; the club is kept in its data folder.');
  return { status: 0, server };
}

/** The certificate the club is served with, or null for plain HTTP. */
async function certificate(
  choice: TlsChoice,
  data: string,
  io: ServeIo,
): Promise<Read<ClubTls> | null> {
  if (choice.kind === 'none') return null;
  if (choice.kind === 'given') return givenCertificate(choice.cert, choice.key);
  const names = ['localhost', '127.0.0.1', ...io.addresses()];
  try {
    return { ok: true, value: await madeCertificate(join(data, 'tls'), names) };
  } catch (error) {
    return {
      ok: false,
      error: `The club's certificate could not be made in ${join(data, 'tls')}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** How a phone comes to trust the club's certificate, said once at the start. */
function trustLines(tls: ClubTls, port: number): string[] {
  return [
    `HTTPS: certificate fingerprint (SHA-256) ${tls.fingerprint}`,
    tls.trustFile === null
      ? '  the certificate given; a phone trusts it as it trusts its issuer.'
      : `  a phone trusts it once: open https://<this computer>:${port}${CERTIFICATE_PATH}, install it, and check the fingerprint (docs/sync.md, "HTTPS on a club night"). It is kept in ${tls.trustFile}.`,
  ];
}

/** `npm run club:setup`: sets a club up on an Apache CouchDB, or says what stopped it. */
export async function runSetup(argv: readonly string[], io: SetupIo): Promise<0 | 1 | 2> {
  const options = readSetupOptions(argv);
  if (!options.ok) return usage(io, options.error, SETUP_USAGE);
  const { server, club, organiser, members } = options.value;
  const admin: Account | undefined = options.value.admin;
  if (admin === undefined)
    return usage(io, `Name a server admin of ${server.href}: --admin NAME:PASSWORD.`, SETUP_USAGE);
  const setUp = await setUpClub(
    { server, admin, club, organiser, members, design: await designDocument(club) },
    io.fetch,
  );
  if (!setUp.ok) {
    io.err(setupFailureText(setUp.errors, server, club));
    return 1;
  }
  io.out(`Club ${club} on ${server.href}: database ${setUp.value.database}`);
  for (const line of reportLines(setUp.value)) io.out(line);
  io.out(`Invite link: ${inviteLink(server, server.pathname, club)}`);
  return 0;
}
