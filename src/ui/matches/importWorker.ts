import type { ReadRequest } from '../../db/importRead.ts';
import { readImportFile } from '../../db/importRead.ts';
import { errorText } from '../../engine/errorText.ts';

/**
 * Reads and checks a chosen import file, or a match code, away from the page (docs/format.md,
 * "Importing"), so a large, broken or hostile one never holds up a tap: the page sends the file,
 * the worker answers with its matches or its first problems.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ReadRequest>) => void) | null;
  postMessage: (message: unknown) => void;
};
scope.onmessage = (event) => {
  readImportFile(event.data.file, event.data.as).then(
    (read) => scope.postMessage(read),
    (error: unknown) =>
      scope.postMessage({
        ok: false,
        problems: [{ path: '$', message: `cannot be read: ${errorText(error)}` }],
        more: 0,
      }),
  );
};
