// The app's own Vite config (vite.config.ts) plus one thing: index.html carries
// <meta name="bridgepad-build" content="$BRIDGEPAD_BUILD_LABEL">. pwa.e2e.test.ts builds a "second
// version" with it, without touching src/: index.html changes, so its revision in the service
// worker's precache list changes, so sw.js changes and the browser sees an update. The label also
// tells the test which version a page is running.
//
//   BRIDGEPAD_BUILD_LABEL=v2 npx vite build --config tests/e2e/vite.variant.config.ts \
//     --outDir /tmp/somewhere/dist-v2 --emptyOutDir
import type { Plugin } from 'vite';
import { mergeConfig } from 'vite';
import appConfig from '../../vite.config.ts';

export const BUILD_LABEL_META = 'bridgepad-build';

function buildLabel(label: string): Plugin {
  return {
    name: 'bridgepad-build-label',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: BUILD_LABEL_META, content: label }, injectTo: 'head' },
    ],
  };
}

export default mergeConfig(appConfig, {
  plugins: [buildLabel(process.env.BRIDGEPAD_BUILD_LABEL ?? 'variant')],
});
