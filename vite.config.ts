import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The content security policy of the built app: a static app that loads nothing from anywhere
 * else and runs no inline script. Added at build time only (the dev server injects inline code).
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

const FIRST_SCREEN = [
  /node_modules\/(react|react-dom|scheduler|dexie|dexie-react-hooks|zustand|workbox-window)\//,
  /\/src\/(engine|db|state|pwa)\//,
  /\/src\/ui\/(storage|common|table|matches)\//,
  /\/src\/ui\/[^/]+\.tsx?$/,
];
/** Code in those folders that only a tap away from the first screen needs (a deal's story). */
const ON_DEMAND = [/\/src\/db\/dealChanges\.ts$/];

function contentSecurityPolicy(): Plugin {
  return {
    name: 'bridgepad-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig({
  plugins: [
    react(),
    contentSecurityPolicy(),
    VitePWA({
      // Registered from src/pwa/ with workbox-window; an update waits for the player's yes.
      injectRegister: null,
      registerType: 'prompt',
      strategies: 'generateSW',
      manifest: {
        id: '/',
        name: 'bridgepad: the bridge score pad',
        short_name: 'bridgepad',
        description:
          'Score pad for rubber bridge, the Kapiti 30-deal match, Chicago, duplicate, Bridgette and GorbyX: the WE/THEY sheet, correct to the last point, working offline.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#14532d',
        background_color: '#f6f7f4',
        categories: ['games', 'utilities'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
      },
    }),
  ],
  resolve: {
    // jsPDF's optional extras are loaded only by features bridgepad does not use.
    alias: Object.fromEntries(
      ['html2canvas', 'dompurify', 'canvg'].map((name) => [name, '/src/ui/export/unavailable.ts']),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      output: {
        // What the first screen needs goes in one file, which compresses better than many small
        // ones; the PDF, rules text and in-memory fallback stay in chunks of their own.
        manualChunks: (id: string) =>
          FIRST_SCREEN.some((pattern) => pattern.test(id)) &&
          !ON_DEMAND.some((pattern) => pattern.test(id))
            ? 'app'
            : undefined,
      },
    },
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
});
