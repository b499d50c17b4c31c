// A reporter (vitest.config.ts) that ends each run with every browser engine's share of it: its
// tests passed and failed, and the time its files took. The browser files run a few at a time, so
// the shares add up to more than the browser tests' own stretch of the run, printed beneath them.
import type { Reporter, TestModule } from 'vitest/node';
import { fromRoot } from './slowestFiles.ts';

/** One browser test file as the summary reads it. */
export interface BrowserFile {
  /** The file's path from the repository's root, e.g. tests/engines/firefox.engine.test.ts */
  file: string;
  passed: number;
  failed: number;
  /** Milliseconds from the file's start to its end. */
  ms: number;
}

/**
 * The engines by the files that drive them: tests/engines/NAME.engine.test.ts, or a file whose name
 * begins with the engine's and goes on in a capital (webkitPrivateClub.engine.test.ts); any other
 * browser file drives Chromium.
 */
export const ENGINE_NAMES: Readonly<Record<string, string>> = {
  firefox: 'Firefox',
  webkit: 'WebKitGTK',
  wpe: 'WPE WebKit',
};

export function engineOf(file: string): string | null {
  const other = /(?:^|\/)tests\/engines\/([^/]+)\.engine\.test\.ts$/.exec(file);
  const name = other?.[1];
  if (name !== undefined) {
    const engine = Object.entries(ENGINE_NAMES).find(
      ([key]) => name === key || (name.startsWith(key) && /^[A-Z]/.test(name.slice(key.length))),
    );
    return engine?.[1] ?? name;
  }
  return /(?:^|\/)tests\/e2e\/[^/]+\.e2e\.test\.ts$/.test(file) ? 'Chromium' : null;
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

function minutes(ms: number): string {
  const total = Math.round(ms / 1000);
  const [m, s] = [Math.floor(total / 60), total % 60];
  return m === 0 ? `${s} s` : `${m} min ${s} s`;
}

/**
 * The summary's lines: one per engine (Chromium first, then the others by name), and the wall
 * time from the first browser file's start to the last one's end. Empty when no browser file ran.
 */
export function engineShareLines(files: readonly BrowserFile[], wallMs: number): string[] {
  const shares = new Map<string, { passed: number; failed: number; files: number; ms: number }>();
  for (const { file, passed, failed, ms } of files) {
    const engine = engineOf(file);
    if (engine === null) continue;
    const share = shares.get(engine) ?? { passed: 0, failed: 0, files: 0, ms: 0 };
    shares.set(engine, {
      passed: share.passed + passed,
      failed: share.failed + failed,
      files: share.files + 1,
      ms: share.ms + ms,
    });
  }
  if (shares.size === 0) return [];
  const engines = [...shares].sort(([a], [b]) =>
    a === 'Chromium' ? -1 : b === 'Chromium' ? 1 : a.localeCompare(b),
  );
  const width = Math.max(...engines.map(([engine]) => engine.length));
  return [
    'Browser tests by engine (each file from its start to its end):',
    ...engines.map(([engine, { passed, failed, files: count, ms }]) => {
      const fileWord = count === 1 ? 'file' : 'files';
      return `  ${engine.padEnd(width)}  ${passed} passed, ${failed} failed, ${count} ${fileWord}, ${seconds(ms)}`;
    }),
    `  All browser tests, run side by side: ${minutes(wallMs)} from the first file's start to the last one's end.`,
  ];
}

export default class EngineShares implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly ended = new Map<string, number>();

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.ended.set(module.moduleId, Date.now());
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const files: BrowserFile[] = [];
    let first = Infinity;
    let last = -Infinity;
    for (const module of modules) {
      const file = fromRoot(module);
      if (engineOf(file) === null) continue;
      const start = this.started.get(module.moduleId);
      const end = this.ended.get(module.moduleId);
      let passed = 0;
      let failed = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
      }
      // A file that failed to load has no tests but is a failure all the same.
      if (passed + failed === 0 && module.state() === 'failed') failed = 1;
      files.push({ file, passed, failed, ms: module.diagnostic().duration });
      if (start !== undefined) first = Math.min(first, start);
      if (end !== undefined) last = Math.max(last, end);
    }
    const lines = engineShareLines(files, last > first ? last - first : 0);
    if (lines.length > 0) console.log(`\n${lines.join('\n')}`);
  }
}
