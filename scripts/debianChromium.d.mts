// Types of what scripts/debianChromium.mjs exports.
export const DEBIAN_CHROMIUM: string;
export const DEBIAN_HEADLESS_SHELL: string;
