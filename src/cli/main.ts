import { readFileSync } from 'node:fs';
import { formatProblem } from '../engine/matchFile/problems.ts';
import { parseMatchFile } from '../engine/matchFile/readMatchFile.ts';
import { summarizeMatch } from '../engine/summary.ts';
import { renderText } from './renderText.ts';
import { errorText } from '../engine/errorText.ts';
import { APP_NAME } from '../engine/appName.ts';

/**
 * bridgepad's command line (docs/format.md): `score FILE... [--json]` and `validate FILE...`.
 * An invalid file prints one line per problem to standard error, naming the file and the JSON
 * path, and is not scored; the exit status is then 1. Never a stack trace.
 */

const USAGE = `usage:
  npm run --silent cli -- score FILE... [--json]
  npm run --silent cli -- validate FILE...`;

export interface CliIo {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly readFile: (path: string) => string;
}

function readProblem(error: unknown): string {
  const code = (error as { code?: string }).code;
  if (code === 'ENOENT') return 'cannot read the file: no such file';
  if (code === 'EISDIR') return 'cannot read the file: it is a folder';
  if (code === 'EACCES') return 'cannot read the file: permission denied';
  return `cannot read the file: ${errorText(error)}`;
}

/** Runs the command line on `args`; returns the exit status. */
export function runCli(args: readonly string[], io: CliIo): number {
  const [command, ...rest] = args;
  const json = rest.includes('--json');
  const files = rest.filter((arg) => arg !== '--json');
  const unknown = files.filter((arg) => arg.startsWith('--'));
  if (
    (command !== 'score' && command !== 'validate') ||
    files.length === 0 ||
    unknown.length > 0 ||
    (json && command !== 'score')
  ) {
    if (unknown.length > 0) io.err(`unknown option: ${unknown.join(' ')}`);
    io.err(USAGE);
    return 2;
  }
  let status = 0;
  files.forEach((file, i) => {
    let text: string;
    try {
      text = io.readFile(file);
    } catch (error) {
      io.err(`${file}: $: ${readProblem(error)}`);
      status = 1;
      return;
    }
    const parsed = parseMatchFile(text.replace(/^\uFEFF/, ''));
    if (!parsed.ok) {
      for (const problem of parsed.errors) io.err(`${file}: ${formatProblem(problem)}`);
      status = 1;
      return;
    }
    if (command === 'validate') io.out('ok');
    else if (json) io.out(JSON.stringify(summarizeMatch(parsed.value)));
    else {
      if (files.length > 1) io.out(`${i > 0 ? '\n' : ''}== ${file}`);
      io.out(renderText(parsed.value));
    }
  });
  return status;
}

/** Runs the command line on this process's arguments; the entry point is bin.ts. */
export function main(): void {
  try {
    process.exitCode = runCli(process.argv.slice(2), {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
      readFile: (path) => readFileSync(path, 'utf8'),
    });
  } catch (error) {
    process.stderr.write(`${APP_NAME}: internal error: ${errorText(error)}\n`);
    process.exitCode = 1;
  }
}
