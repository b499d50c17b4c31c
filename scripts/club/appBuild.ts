import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Read } from './options.ts';

/**
 * The built app the club server serves (`dist/`), built first when there is none or its sources
 * are newer, as `npm start` does (scripts/start.mjs).
 */

const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/servedHeaders.ts'];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function builtApp(root = '.'): Read<string> {
  const dist = join(root, 'dist');
  const page = join(dist, 'index.html');
  const built = existsSync(page) ? statSync(page).mtimeMs : 0;
  if (built >= Math.max(...SOURCES.map((source) => newest(join(root, source)))))
    return { ok: true, value: dist };
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  return build.status === 0
    ? { ok: true, value: dist }
    : { ok: false, error: 'The app did not build (npm run build): see above.' };
}
