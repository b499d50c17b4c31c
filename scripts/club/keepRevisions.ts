import express from 'express';
import type { NextFunction, Request, Response } from 'express';

/**
 * A replicated update keeps its own revision history through express-pouchdb's validation.
 *
 * Replication writes with `new_edits: false`: each document carries `_revisions`, the path from
 * the revision written back to the first, and the server grafts it onto the document's tree.
 * express-pouchdb's validation (pouchdb-validation) sets every incoming document's `_revisions`
 * to the stored document's before it runs `validate_doc_update`, so an update replicated by a
 * device became a write of the revision the server already had: answered as done, and nothing
 * written. Only the first revision of a document ever reached the club.
 *
 * This runs after the gate and before express-pouchdb's routes: it reads `_bulk_docs`' body as
 * express-pouchdb would (its own parser then leaves it be) and makes each document's
 * `_revisions` keep the value it came with, whatever is set on it later; the value is still
 * read, copied and written as before. tests/club/replication.test.ts shows an update replicated
 * to the club reaching the club.
 */
export function keepRevisions(maxBytes: number): express.RequestHandler {
  const parse = express.json({ limit: maxBytes });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST' || !req.path.endsWith('/_bulk_docs')) {
      next();
      return;
    }
    parse(req, res, (error?: unknown) => {
      if (error !== undefined && error !== null) {
        const tooLarge = (error as { status?: unknown }).status === 413;
        res
          .status(tooLarge ? 413 : 400)
          .json(
            tooLarge
              ? { error: 'too_large', reason: 'the request entity is too large' }
              : { error: 'bad_request', reason: 'invalid_json' },
          );
        return;
      }
      const body = req.body as { new_edits?: unknown; docs?: unknown } | undefined;
      if (body?.new_edits === false && Array.isArray(body.docs))
        for (const doc of body.docs as unknown[]) keepOwn(doc);
      next();
    });
  };
}

function keepOwn(doc: unknown): void {
  if (typeof doc !== 'object' || doc === null || !('_revisions' in doc)) return;
  const own: unknown = (doc as { _revisions: unknown })._revisions;
  Object.defineProperty(doc, '_revisions', {
    enumerable: true,
    configurable: true,
    get: () => own,
    set: () => undefined,
  });
}
