/**
 * Taps the club's benches make in the page, and how long the page takes to show what a tap
 * brought (bench/clubStarts.bench.ts, bench/club.bench.ts). Page code as text, handed to
 * Playwright or over the DevTools protocol alike: tsx would wrap a named function in a helper the
 * page does not have.
 */

/** In the page: finds `find`'s element within 30 s, or fails naming `what`. */
export const FIND = `async (find, what) => {
  for (let tries = 0; tries < 600; tries += 1) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('not found: ' + what);
}`;

/** In the page: the button or link whose text is `text`. */
export const buttonNamed = (text: string) =>
  `() => [...document.querySelectorAll('button, a')].find((e) => e.textContent.trim() === ${JSON.stringify(text)})`;

/**
 * In the page: taps what `tap` finds, and resolves to the time from the tap to the first frame in
 * which `shown` finds its element visible (ms).
 */
export const timedTap = (tap: string, shown: string) => `(async () => {
  const find = ${FIND};
  const target = await find(${tap}, 'what to tap');
  return new Promise((resolve) => {
    let tapped = 0;
    const observer = new MutationObserver(() => {
      const element = document.querySelector(${JSON.stringify(shown)});
      if (element === null || !element.checkVisibility()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - tapped));
    });
    observer.observe(document, { subtree: true, childList: true });
    tapped = performance.now();
    target.click();
  });
})()`;
