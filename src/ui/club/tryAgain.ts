/**
 * Trying something that needs the network again (docs/sync.md, "On the device"): the club's sync
 * code, when a device that joined starts offline before the code was kept. The browser says when
 * it is back online, but not always (a server that was down, a captive Wi-Fi), so a timer tries
 * too.
 */

/** What tryAgain listens to and waits with: the page and its clock (docs/style.md, rule 20). */
export interface Retrier {
  readonly page: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (timer: unknown) => void;
}

const pageRetrier = (): Retrier => ({
  page: globalThis,
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
});

/** The wait before the next try (ms), from the one before: doubling from 2 s to at most a minute. */
export function nextWait(wait: number): number {
  return Math.min(Math.max(wait * 2, 2000), 60_000);
}

/**
 * Runs `attempt` once, when the page says it is online again or after `wait` ms, whichever comes
 * first. Returns how to call it off.
 */
export function tryAgain(
  attempt: () => void,
  wait: number,
  retrier: Retrier = pageRetrier(),
): () => void {
  let done = false;
  const stop = () => {
    if (done) return;
    done = true;
    retrier.page.removeEventListener('online', run);
    retrier.clearTimeout(timer);
  };
  function run() {
    if (done) return;
    stop();
    attempt();
  }
  retrier.page.addEventListener('online', run);
  const timer = retrier.setTimeout(run, wait);
  return stop;
}
