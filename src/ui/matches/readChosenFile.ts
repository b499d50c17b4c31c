import type { ImportRead } from '../../db/importRead.ts';
import { readImportFile, tooLarge } from '../../db/importRead.ts';

/**
 * Reads a chosen import file in a worker, so the page answers taps however large or broken the
 * file is; where no worker can start (an old browser, or offline before the worker was ever
 * fetched: it is not kept with the rest of the app), the page reads it itself. A file over the
 * limit is refused before anything reads it.
 */
export function readChosenFile(file: Blob): Promise<ImportRead> {
  const large = tooLarge(file.size);
  if (large !== null) return Promise.resolve({ ok: false, problems: [large], more: 0 });
  if (typeof Worker === 'undefined') return readImportFile(file);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./importWorker.ts', import.meta.url));
    } catch {
      resolve(readImportFile(file));
      return;
    }
    worker.onmessage = (event: MessageEvent<ImportRead>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(readImportFile(file));
    };
    worker.postMessage(file);
  });
}
