// `npm start`: build the app if there is no build yet (or the sources are newer), then serve the
// built app on http://localhost:4173.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const sources = Math.max(
  newest('src'),
  newest('public'),
  newest('index.html'),
  newest('vite.config.ts'),
  newest('scripts/servedHeaders.ts'),
);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (built < sources) {
  const build = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const preview = spawnSync(npm, ['run', 'preview'], { stdio: 'inherit' });
process.exit(preview.status ?? 0);
