/**
 * The options of `npm run club` and `npm run club:setup` (docs/sync.md, "Serving it"), read into
 * what each command does, or the one sentence that names the option that is wrong.
 */

export interface Account {
  readonly name: string;
  readonly password: string;
}

/** An account whose password may be left out: kept as it is, or made up for a new one. */
export interface NamedAccount {
  readonly name: string;
  readonly password: string | undefined;
}

export type Read<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** How the club is served: plain HTTP, HTTPS with a certificate made for it, or with one given. */
export type TlsChoice =
  | { readonly kind: 'none' }
  | { readonly kind: 'made' }
  | { readonly kind: 'given'; readonly cert: string; readonly key: string };

export interface ClubOptions {
  readonly port: number;
  readonly data: string;
  readonly club: string;
  readonly organiser: Account | undefined;
  readonly members: readonly Account[];
  readonly tls: TlsChoice;
  /** `--help`: the usage, and nothing else. */
  readonly help: boolean;
}

export interface SetupOptions {
  readonly server: URL;
  readonly club: string;
  readonly admin: Account | undefined;
  readonly organiser: NamedAccount | undefined;
  readonly members: readonly Account[];
}

export const DEFAULT_PORT = 4174;
export const DEFAULT_DATA = 'club-data';
export const DEFAULT_CLUB = 'club';

/**
 * A database name CouchDB takes (a lowercase letter, then lowercase letters, digits and
 * `_ $ ( ) + -`), less the `/` CouchDB also allows, which would make the club's database a folder
 * within another on a laptop's disk; at most 238 characters, CouchDB's own limit.
 */
const CLUB_NAME = /^[a-z][a-z0-9_$()+-]{0,237}$/;
export const CLUB_NAME_RULE =
  'a club name starts with a lowercase letter and holds only lowercase letters, digits and _ $ ( ) + -, at most 238 characters';

/**
 * A CouchDB user name: CouchDB refuses one that starts with `_`, and `:` separates the name from
 * the password on the command line; at most 100 characters, as a player's name in bridgepad.
 */
function nameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'the name is empty';
  if (name !== name.trim()) return 'the name starts or ends with a space';
  if (name.startsWith('_')) return 'CouchDB refuses a name that starts with _';
  if (name.length > 100) return 'the name is longer than 100 characters';
  return undefined;
}

export function clubNameProblem(club: string): string | undefined {
  return CLUB_NAME.test(club) ? undefined : `CouchDB refuses the name "${club}": ${CLUB_NAME_RULE}`;
}

/** `NAME:PASSWORD`, split at the first colon; the password may be left out where it may. */
function readAccount(option: string, text: string, passwordNeeded: boolean): Read<NamedAccount> {
  const colon = text.indexOf(':');
  const name = colon < 0 ? text : text.slice(0, colon);
  const password = colon < 0 ? undefined : text.slice(colon + 1);
  const wrongName = nameProblem(name);
  if (wrongName !== undefined)
    return { ok: false, error: `${option} ${text}: ${wrongName} (${option} NAME:PASSWORD)` };
  if (password === '' || (password === undefined && passwordNeeded))
    return {
      ok: false,
      error: `${option} ${name}: the password is missing (${option} NAME:PASSWORD)`,
    };
  return { ok: true, value: { name, password } };
}

function withPassword(read: Read<NamedAccount>): Read<Account> {
  if (!read.ok) return read;
  const { name, password } = read.value;
  return { ok: true, value: { name, password: password ?? '' } };
}

/** The options that take no value: each stands alone, and reads as the value "yes". */
const FLAGS = ['--https', '--help'];

/**
 * Each `--option value` or `--option=value` in turn, and each flag alone; a value that is missing
 * is an error.
 */
function* pairs(argv: readonly string[]): Generator<Read<readonly [string, string]>> {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) {
      yield { ok: false, error: `${arg}: not an option` };
      return;
    }
    if (FLAGS.includes(arg)) {
      yield { ok: true, value: [arg, 'yes'] };
      continue;
    }
    const equals = arg.indexOf('=');
    if (equals > 0) {
      yield { ok: true, value: [arg.slice(0, equals), arg.slice(equals + 1)] };
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) {
      yield { ok: false, error: `${arg}: its value is missing` };
      return;
    }
    i++;
    yield { ok: true, value: [arg, value] };
  }
}

/** Members named once each: a name given twice would leave which password holds to chance. */
function twice(accounts: readonly { name: string }[]): string | undefined {
  const seen = new Set<string>();
  for (const { name } of accounts) {
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}

/**
 * `npm run club -- [--port N] [--data DIR] [--club NAME] [--organiser N:P] [--member N:P]...
 * [--https [--cert FILE --key FILE]] [--help]`
 */
export function readClubOptions(argv: readonly string[]): Read<ClubOptions> {
  let port = DEFAULT_PORT;
  let data = DEFAULT_DATA;
  let club = DEFAULT_CLUB;
  let organiser: Account | undefined;
  const members: Account[] = [];
  let https = false;
  let cert: string | undefined;
  let key: string | undefined;
  if (argv.includes('--help'))
    return {
      ok: true,
      value: { port, data, club, organiser, members, tls: { kind: 'none' }, help: true },
    };
  for (const pair of pairs(argv)) {
    if (!pair.ok) return pair;
    const [option, value] = pair.value;
    switch (option) {
      case '--https':
        https = true;
        break;
      case '--cert':
      case '--key':
        if (value.trim() === '') return { ok: false, error: `${option}: the file is empty` };
        if (option === '--cert') cert = value;
        else key = value;
        break;
      case '--port': {
        const n = Number(value);
        if (!/^\d+$/.test(value) || n < 1 || n > 65535)
          return { ok: false, error: `--port ${value}: must be a port number from 1 to 65535` };
        port = n;
        break;
      }
      case '--data':
        if (value.trim() === '') return { ok: false, error: '--data: the folder is empty' };
        data = value;
        break;
      case '--club': {
        const wrong = clubNameProblem(value);
        if (wrong !== undefined) return { ok: false, error: `--club ${value}: ${wrong}` };
        club = value;
        break;
      }
      case '--organiser': {
        const read = withPassword(readAccount(option, value, true));
        if (!read.ok) return read;
        organiser = read.value;
        break;
      }
      case '--member': {
        const read = withPassword(readAccount(option, value, true));
        if (!read.ok) return read;
        members.push(read.value);
        break;
      }
      default:
        return { ok: false, error: `${option}: unknown option` };
    }
  }
  const repeated = twice([...(organiser === undefined ? [] : [organiser]), ...members]);
  if (repeated !== undefined)
    return { ok: false, error: `--member ${repeated}: named more than once` };
  if ((cert === undefined) !== (key === undefined))
    return {
      ok: false,
      error: `${cert === undefined ? '--key' : '--cert'}: give the certificate and its key together (--cert FILE --key FILE)`,
    };
  const tls: TlsChoice =
    cert !== undefined && key !== undefined
      ? { kind: 'given', cert, key }
      : https
        ? { kind: 'made' }
        : { kind: 'none' };
  return { ok: true, value: { port, data, club, organiser, members, tls, help: false } };
}

/**
 * The server's address as given, its admin's name and password taken from the address when they
 * are written there (`https://admin:secret@host/couchdb`) and `--admin` is not given.
 */
function readServer(text: string): Read<{ server: URL; admin: Account | undefined }> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return {
      ok: false,
      error: `${text}: not a web address, like https://club.example.org/couchdb`,
    };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, error: `${text}: must be an http:// or https:// address` };
  const admin =
    url.username === ''
      ? undefined
      : { name: decodeURIComponent(url.username), password: decodeURIComponent(url.password) };
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  url.pathname = url.pathname.replace(/\/+$/, '');
  return { ok: true, value: { server: url, admin } };
}

/** `npm run club:setup -- URL [--club NAME] [--admin N:P] [--organiser N[:P]] [--member N:P]...` */
export function readSetupOptions(argv: readonly string[]): Read<SetupOptions> {
  const [address, ...rest] = argv;
  if (address === undefined || address.startsWith('--'))
    return { ok: false, error: "the CouchDB server's address comes first" };
  const where = readServer(address);
  if (!where.ok) return where;
  let { admin } = where.value;
  let club = DEFAULT_CLUB;
  let organiser: NamedAccount | undefined;
  const members: Account[] = [];
  for (const pair of pairs(rest)) {
    if (!pair.ok) return pair;
    const [option, value] = pair.value;
    switch (option) {
      case '--club': {
        const wrong = clubNameProblem(value);
        if (wrong !== undefined) return { ok: false, error: `--club ${value}: ${wrong}` };
        club = value;
        break;
      }
      case '--admin': {
        const read = withPassword(readAccount(option, value, true));
        if (!read.ok) return read;
        admin = read.value;
        break;
      }
      case '--organiser': {
        const read = readAccount(option, value, false);
        if (!read.ok) return read;
        organiser = read.value;
        break;
      }
      case '--member': {
        const read = withPassword(readAccount(option, value, true));
        if (!read.ok) return read;
        members.push(read.value);
        break;
      }
      default:
        return { ok: false, error: `${option}: unknown option` };
    }
  }
  const repeated = twice([...(organiser === undefined ? [] : [organiser]), ...members]);
  if (repeated !== undefined)
    return { ok: false, error: `--member ${repeated}: named more than once` };
  return { ok: true, value: { server: where.value.server, club, admin, organiser, members } };
}
