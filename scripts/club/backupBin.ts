// `npm run club:backup`: the club's whole database to a file, or back (docs/sync.md, "Backing it
// up"). Everything it does is in backupText.ts; this file hands it the outside world.
import { runBackup } from './backupText.ts';

runBackup(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    process.stderr.write(
      `The backup stopped: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
