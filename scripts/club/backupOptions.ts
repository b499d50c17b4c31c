// The options of `npm run club:backup` (docs/sync.md, "Backing it up"), read into what it does,
// or the one sentence that names what is wrong.
import type { BackupOptions } from './backup.ts';
import type { Account, Read } from './options.ts';
import { clubNameProblem } from './options.ts';

/** `npm run club:backup -- URL FILE [--admin NAME:PASSWORD] [--restore]` */
export function readBackupOptions(argv: readonly string[]): Read<BackupOptions> {
  const positional: string[] = [];
  let account: Account | undefined;
  let restore = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--restore') restore = true;
    else if (arg === '--admin' || arg.startsWith('--admin=')) {
      const text = arg === '--admin' ? argv[++i] : arg.slice('--admin='.length);
      const colon = text?.indexOf(':') ?? -1;
      if (text === undefined || colon <= 0 || colon === text.length - 1)
        return { ok: false, error: '--admin: give the name and the password, NAME:PASSWORD' };
      account = { name: text.slice(0, colon), password: text.slice(colon + 1) };
    } else if (arg.startsWith('--')) return { ok: false, error: `${arg}: unknown option` };
    else positional.push(arg);
  }
  const [address, file, ...more] = positional;
  if (address === undefined || file === undefined)
    return { ok: false, error: "give the club's address and the file" };
  if (more.length > 0) return { ok: false, error: `${more.join(' ')}: one address and one file` };
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return {
      ok: false,
      error: `${address}: not a web address, like https://club.example.org/couchdb/kapiti-coast`,
    };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, error: `${address}: must be an http:// or https:// address` };
  if (account === undefined && url.username !== '')
    account = {
      name: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    };
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  const parts = url.pathname.replace(/\/+$/, '').split('/');
  const club = decodeURIComponent(parts.pop() ?? '');
  const wrong = club === '' ? 'the address names no club' : clubNameProblem(club);
  if (wrong !== undefined)
    return {
      ok: false,
      error: `${url.href}: ${wrong}; give the club's database, like https://club.example.org/couchdb/kapiti-coast`,
    };
  url.pathname = parts.join('/');
  return { ok: true, value: { server: url, club, file, account, restore } };
}
