// `npm run club`: the club server for a club night on one laptop (docs/sync.md). Everything it
// does is in main.ts; this file hands it the outside world and stops it on Ctrl+C.
import { networkInterfaces } from 'node:os';
import { builtApp } from './appBuild.ts';
import { runClub } from './main.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

/** The machine's IPv4 addresses on its networks (not the loopback). */
function addresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .flatMap((info) =>
      info !== undefined && info.family === 'IPv4' && !info.internal ? [info.address] : [],
    );
}

// A request the server does not expect is said and answered, and the club night goes on.
process.on('unhandledRejection', (reason) => err(`A request failed: ${String(reason)}`));

runClub(process.argv.slice(2), { out, err, builtApp: () => builtApp(), addresses }).then(
  (served) => {
    if (served.status !== 0) {
      process.exitCode = served.status === 'help' ? 0 : served.status;
      return;
    }
    const stop = () => {
      served.server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          err(`The server did not stop cleanly: ${String(error)}`);
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  },
  (error: unknown) => {
    err(`The club server stopped: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
