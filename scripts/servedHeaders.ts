/**
 * The content security policy of the built app: a static app that loads nothing from anywhere
 * else and runs no inline script. Added at build time only (the dev server injects inline code).
 * A club's server is reached on the app's own origin (docs/sync.md), so `connect-src 'self'`
 * allows it and nothing else.
 */
export const CSP = [
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

/**
 * The headers the built app is served with, by `npm start` and `npm run club` alike: the same
 * content security policy as the page's own meta tag, and what only a header can say: that no
 * other site may frame the app, that a file is what its type says, and that no address is passed
 * on when a link is followed.
 */
export const SERVED_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': `${CSP}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};
