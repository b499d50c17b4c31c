import { readImportFile } from '../../db/importRead.ts';

/**
 * Reads and checks a chosen import file away from the page (docs/format.md, "Importing"), so a
 * large or broken file never holds up a tap: the page sends the file, the worker answers with
 * its matches or its first problems.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Blob>) => void) | null;
  postMessage: (message: unknown) => void;
};
scope.onmessage = (event) => {
  void readImportFile(event.data).then((read) => scope.postMessage(read));
};
