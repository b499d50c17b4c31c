import { useEffect } from 'react';

interface WakeLockSentinelLike {
  release: () => Promise<void>;
}
interface WakeLockLike {
  request: (type: 'screen') => Promise<WakeLockSentinelLike>;
}

/**
 * Keeps the screen awake while a match is open, where the browser allows it (Wake Lock API).
 * The lock is dropped when the page is hidden, so it is asked for again on return.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!active || wakeLock === undefined) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let stopped = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (s) => {
          if (stopped) s.release().catch(() => undefined);
          else sentinel = s;
        },
        () => undefined, // refused (battery saver, no permission): the app works without it
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      // Released already, or the page is going: nothing is lost either way.
      sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
