import type { CleanPage } from './cleanBrowser.ts';

/**
 * An import timed as a player has it, in a page of a clean browser (scripts/measure/cleanBrowser.ts)
 * on the matches list: from the moment the file is chosen (the file input's `change` event) to the
 * first frame in which the list shows the imported matches (its first match, and every one or
 * "of 20,000" said), with the main thread's long tasks in between: how long the page could not
 * answer a tap while it imported.
 */

export interface ImportTiming {
  /** File chosen to list shown (ms). */
  readonly ms: number;
  /** The longest task on the main thread in that time (ms), 0 when none passed 50 ms. */
  readonly longestTask: number;
  /** The main thread's tasks over 50 ms in that time, added up (ms). */
  readonly blocked: number;
}

declare global {
  interface Window {
    __bpImport?: {
      chosenAt: number | null;
      shownAt: number | null;
      tasks: { start: number; duration: number }[];
    };
  }
}

/** In the page: arms the probe for the next file chosen, to be shown as `count` matches. */
const armImportProbe = (count: number) => `(() => {
  const probe = { chosenAt: null, shownAt: null, tasks: [] };
  window.__bpImport = probe;
  const said = 'of ' + (${count}).toLocaleString('en');
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'file')
        probe.chosenAt = event.timeStamp;
    },
    { capture: true, once: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  const observer = new MutationObserver(() => {
    if (probe.chosenAt === null) return;
    const status = document.querySelector('[role="status"]')?.textContent ?? '';
    if (!status.includes('Import done')) return;
    const rows = document.querySelectorAll('.match-list > li').length;
    const list = document.querySelector('.matches')?.textContent ?? '';
    if (rows === 0 || (rows < ${count} && !list.includes(said))) return;
    observer.disconnect();
    requestAnimationFrame(() => (probe.shownAt = performance.now()));
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
})()`;

/**
 * Imports the file at `path` through the matches list's Import in `page` (already on the list),
 * as `count` matches, and times it (ImportTiming). Waits up to `limitMs`.
 */
export async function importTimed(
  page: CleanPage,
  path: string,
  count: number,
  limitMs = 600_000,
): Promise<ImportTiming> {
  await page.waitFor(`document.querySelector('input[type="file"]') !== null`, 'the Import input');
  await page.evaluate(armImportProbe(count));
  const { root } = await page.send<{ root: { nodeId: number } }>('DOM.getDocument');
  const { nodeId } = await page.send<{ nodeId: number }>('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: 'input[type="file"]',
  });
  await page.send('DOM.setFileInputFiles', { nodeId, files: [path] });
  await page.waitFor('window.__bpImport?.shownAt != null', 'the imported matches listed', limitMs);
  const probe = await page.evaluate<NonNullable<Window['__bpImport']>>('window.__bpImport');
  const chosenAt = probe.chosenAt ?? 0;
  const shownAt = probe.shownAt ?? 0;
  const tasks = probe.tasks.filter(
    (task) => task.start + task.duration > chosenAt && task.start < shownAt,
  );
  return {
    ms: shownAt - chosenAt,
    longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
    blocked: tasks.reduce((sum, task) => sum + task.duration, 0),
  };
}
