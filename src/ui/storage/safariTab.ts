/** The parts of the browser that tell a Safari tab on an iPhone or iPad, so tests can stand in. */
export interface BrowserTraits {
  readonly userAgent: string;
  /** `navigator.platform`: iPadOS's desktop user agent says `MacIntel`, as a Mac does. */
  readonly platform: string;
  /** A Mac has no touch screen: an iPad that asks for desktop sites has five touch points. */
  readonly maxTouchPoints: number;
  /** `navigator.standalone`: true in an app opened from the Home Screen (WebKit's own name). */
  readonly standalone: boolean;
  /** `(display-mode: standalone)` matches: an app opened from the Home Screen. */
  readonly displayStandalone: boolean;
}

/** Other browsers on iOS name themselves; their words for Add to Home Screen differ. */
const OTHER_IOS_BROWSER = /\b(CriOS|FxiOS|EdgiOS|OPiOS|GSA|YaBrowser|DuckDuckGo)\//;

/**
 * Whether the page is in a Safari tab on an iPhone or iPad, not an app opened from the Home
 * Screen: where WebKit deletes a site's stored data after seven days of use without a visit.
 * iPadOS asks for desktop sites as a Mac does, and is told from one by its touch screen.
 */
export function inSafariTab(traits: BrowserTraits): boolean {
  const ios =
    /\b(iPhone|iPad|iPod)\b/.test(traits.userAgent) ||
    (traits.platform === 'MacIntel' && traits.maxTouchPoints > 1);
  if (!ios || !/AppleWebKit\//.test(traits.userAgent)) return false;
  if (OTHER_IOS_BROWSER.test(traits.userAgent)) return false;
  return !traits.standalone && !traits.displayStandalone;
}

/** This browser's traits, read now. */
export function browserTraits(): BrowserTraits {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints,
    standalone: nav.standalone === true,
    displayStandalone:
      typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches,
  };
}
