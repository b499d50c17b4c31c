// A reporter (vitest.config.ts) that ends each run with its ten slowest test files and their
// times, from each file's start to its end: where a run's time goes, and where to look first
// when a run is slower than the last.
import type { Reporter, TestModule } from 'vitest/node';

/** One test file as the list reads it. */
export interface TimedFile {
  /** The file's path from the repository's root. */
  file: string;
  /** Milliseconds from the file's start to its end. */
  ms: number;
}

export const SHOWN = 10;

/** The list's lines: a heading, then the slowest files, slowest first. Empty when none ran. */
export function slowestLines(files: readonly TimedFile[], shown = SHOWN): string[] {
  if (files.length === 0) return [];
  const slowest = [...files].sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file));
  const top = slowest.slice(0, shown);
  const width = Math.max(...top.map(({ ms }) => (ms / 1000).toFixed(1).length));
  return [
    `The ${top.length === 1 ? 'slowest file' : `${top.length} slowest files`} (each from its start to its end):`,
    ...top.map(({ file, ms }) => `  ${(ms / 1000).toFixed(1).padStart(width)} s  ${file}`),
  ];
}

/** A module's path from its project's root. */
export function fromRoot(module: TestModule): string {
  const root = module.project.config.root.replace(/\/+$/, '');
  return module.moduleId.startsWith(`${root}/`)
    ? module.moduleId.slice(root.length + 1)
    : module.moduleId;
}

export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const lines = slowestLines(
      modules.map((module) => ({ file: fromRoot(module), ms: module.diagnostic().duration })),
    );
    if (lines.length > 0) console.log(`\n${lines.join('\n')}`);
  }
}
