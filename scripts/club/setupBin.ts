// `npm run club:setup`: sets a club up on an Apache CouchDB (docs/sync.md). Everything it does is
// in main.ts; this file hands it the outside world.
import { runSetup } from './main.ts';

runSetup(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    process.stderr.write(
      `The setup stopped: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
