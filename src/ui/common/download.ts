/**
 * How long a saved file's address stays alive: a download that starts late (a browser asking
 * where to save it first), or a browser that opens the file rather than saving it, still finds it.
 */
export const SAVED_FILE_KEPT_MS = 60_000;

type ShareNavigator = Navigator & {
  canShare?: (data: ShareData) => boolean;
  /** Safari's own flag: true in an app added to the Home Screen. */
  standalone?: boolean;
};

/** Whether this device's share sheet takes files (Web Share API with files). */
export function canShareFiles(files: readonly File[]): boolean {
  const nav = navigator as ShareNavigator;
  return typeof nav.share === 'function' && nav.canShare?.({ files: [...files] }) === true;
}

/**
 * Whether this is an app added to an iPhone's or iPad's Home Screen, where a download opens the
 * file in a viewer with no way back to the app: there, the share sheet saves files instead.
 */
function homeScreenAppOnIos(): boolean {
  const nav = navigator as ShareNavigator;
  return nav.standalone === true && navigator.maxTouchPoints > 0;
}

/** Saves text as a file the person can keep: the browser's download. */
export function downloadText(name: string, text: string, type = 'application/json'): void {
  downloadBlob(name, new Blob([text], { type: `${type};charset=utf-8` }));
}

/**
 * Saves a file (PDF, image...) through the browser's download, never taking the player out of
 * the app: a Home Screen app on iOS offers the share sheet, and elsewhere the download's link
 * opens in a frame of the page, never the page itself (openToSave).
 */
export function downloadBlob(name: string, blob: Blob): void {
  const file = new File([blob], name, { type: blob.type });
  if (homeScreenAppOnIos() && canShareFiles([file])) {
    // Cancelled, the player chose not to; refused, the download below is all that is left.
    navigator.share({ files: [file], title: name }).catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) openToSave(name, blob);
    });
    return;
  }
  openToSave(name, blob);
}

/** The name of the hidden frame a download's link opens in. */
export const SAVE_FRAME = 'bridgepad-save';

/**
 * The download itself. A browser that does not honour `download` opens the file where the link
 * points instead, and some open even a new tab in the app's own view, leaving the app: so the
 * link points at a hidden frame of the page, never the page itself.
 */
function openToSave(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  if (document.querySelector(`iframe[name="${SAVE_FRAME}"]`) === null) {
    const frame = document.createElement('iframe');
    frame.name = SAVE_FRAME;
    frame.hidden = true;
    document.body.append(frame);
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.target = SAVE_FRAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), SAVED_FILE_KEPT_MS);
}
