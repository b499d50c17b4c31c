// Where Debian's packages put Chromium, for `npm test`'s set-up (scripts/test.mjs, plain Node)
// and for everything that starts Chromium (scripts/chromium.ts).

/** Debian's `chromium`: the browser a player runs. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`: Chromium's headless shell. Its package requires the very
 * `chromium-common` that `chromium` does, so the two are always one release of Chromium.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
