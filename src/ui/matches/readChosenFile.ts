import type { ImportRead, ReadAs, ReadRequest } from '../../db/importRead.ts';
import { readImportFile, tooLarge } from '../../db/importRead.ts';

/**
 * Reads a chosen import file, or a match code (a link, or a code pasted, scanned or chosen as a
 * file), in a worker, so the page answers taps however large, broken or hostile it is; where no
 * worker can start (an old browser, or offline before the worker was ever fetched: it is not kept
 * with the rest of the app), the page reads it itself. A file over the limit is refused before
 * anything reads it.
 */
export function readChosenFile(file: Blob, as: ReadAs = 'import'): Promise<ImportRead> {
  const large = tooLarge(file.size);
  if (large !== null) return Promise.resolve({ ok: false, problems: [large], more: 0 });
  if (typeof Worker === 'undefined') return readImportFile(file, as);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./importWorker.ts', import.meta.url));
    } catch {
      resolve(readImportFile(file, as));
      return;
    }
    worker.onmessage = (event: MessageEvent<ImportRead>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(readImportFile(file, as));
    };
    worker.postMessage({ file, as } satisfies ReadRequest);
  });
}

/** A match code as text (a link, or a code pasted or scanned), read as readChosenFile reads one. */
export function readMatchCodeText(text: string): Promise<ImportRead> {
  return readChosenFile(new Blob([text], { type: 'text/plain' }), 'matchCode');
}
