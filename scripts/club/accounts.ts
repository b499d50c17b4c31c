import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { runInNewContext } from 'node:vm';
import type { ClubUser } from '../../src/season/clubDocument.ts';
import { MEMBERS_DESIGN_ID, membersDesign } from './membersDesign.ts';
import type { Account } from './options.ts';

/**
 * The accounts' rules (membersDesign.ts) on `npm run club`'s server. Apache CouchDB runs them as
 * the accounts database's design document; express-pouchdb's accounts database runs no design
 * document of its own (a member could give themselves a club's organiser role there), so here a
 * member's or an organiser's write to an account is checked by the same function, with the
 * account as the server holds it, and then made as the server's admin; an account is read as
 * CouchDB lets its owner and the accounts' admins read it; and the members' list is made by the
 * same view's map. The gate (gate.ts) has let through only what these may answer.
 */

const ACCOUNT = /^\/_users\/(org\.couchdb\.user(?::|%3A)[^/]+)$/i;
const LIST = `/_users/${MEMBERS_DESIGN_ID}/_view/members`;
/** An account is a few hundred characters; anything past this is not one. */
const MAX_ACCOUNT_BYTES = 64_000;

type Validate = (newDoc: unknown, oldDoc: unknown, userCtx: unknown) => void;
type MapFn = (doc: unknown) => void;

interface Rules {
  readonly validate: Validate;
  readonly rows: (docs: readonly unknown[]) => { id: string; key: unknown; value: unknown }[];
}

/** The design document's two functions, each compiled once, in a context of its own. */
function compile(): Rules {
  const design = membersDesign();
  const validate = runInNewContext(design.validate_doc_update) as Validate;
  // The map emits into the rows of the listing under way (one at a time: it is synchronous).
  let into: { id: string; key: unknown; value: unknown }[] = [];
  let id = '';
  const emit = (key: unknown, value: unknown) => into.push({ id, key, value });
  const map = runInNewContext(design.views.members.map, { emit }) as MapFn;
  return {
    validate,
    rows: (docs) => {
      const rows: { id: string; key: unknown; value: unknown }[] = [];
      into = rows;
      for (const doc of docs) {
        id = String((doc as { _id?: unknown })._id);
        map(doc);
      }
      return rows;
    },
  };
}

/** The reason a rule gave, or null when the write passes. */
function refusal(rules: Rules, newDoc: unknown, oldDoc: unknown, user: ClubUser): string | null {
  try {
    rules.validate(newDoc, oldDoc, { name: user.name, roles: user.roles });
    return null;
  } catch (error) {
    const forbidden = (error as { forbidden?: unknown } | null)?.forbidden;
    if (typeof forbidden === 'string') return forbidden;
    throw error;
  }
}

export function accountsRoute(
  couch: () => URL | undefined,
  admin: Account,
  userOf: (req: Request) => ClubUser,
): express.RequestHandler {
  const rules = compile();
  const parse = express.json({ limit: MAX_ACCOUNT_BYTES });
  const asAdmin = (path: string, init: RequestInit = {}) => {
    const own = couch();
    if (own === undefined) throw new Error('the club server is not listening yet');
    const auth = Buffer.from(`${admin.name}:${admin.password}`).toString('base64');
    return fetch(`${own.href.replace(/\/$/, '')}${path}`, {
      ...init,
      headers: {
        authorization: `Basic ${auth}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
    });
  };
  const relay = async (res: Response, answer: globalThis.Response) => {
    res
      .status(answer.status)
      .type('application/json')
      .send(await answer.text());
  };

  const write = async (req: Request, res: Response, id: string, user: ClubUser) => {
    const path = `/_users/${encodeURIComponent(id)}`;
    const kept = await asAdmin(path);
    const oldDoc: unknown = kept.status === 200 ? await kept.json() : null;
    const rev = typeof req.query.rev === 'string' ? req.query.rev : undefined;
    const newDoc: unknown =
      req.method === 'DELETE'
        ? { _id: id, ...(rev === undefined ? {} : { _rev: rev }), _deleted: true }
        : req.body;
    if (typeof newDoc !== 'object' || newDoc === null || Array.isArray(newDoc)) {
      res.status(400).json({ error: 'bad_request', reason: 'An account is a JSON object.' });
      return;
    }
    // As CouchDB, a write on top of a revision the account no longer has is a conflict, first.
    const held = (oldDoc as { _rev?: unknown } | null)?._rev;
    if (oldDoc !== null && (newDoc as { _rev?: unknown })._rev !== held) {
      res.status(409).json({ error: 'conflict', reason: 'Document update conflict.' });
      return;
    }
    const reason = refusal(rules, newDoc, oldDoc, user);
    if (reason !== null) {
      res.status(403).json({ error: 'forbidden', reason });
      return;
    }
    await relay(
      res,
      req.method === 'DELETE'
        ? await asAdmin(`${path}?rev=${encodeURIComponent(rev ?? '')}`, { method: 'DELETE' })
        : await asAdmin(path, { method: 'PUT', body: JSON.stringify(newDoc) }),
    );
  };

  const list = async (req: Request, res: Response) => {
    const answer = await asAdmin('/_users/_all_docs?include_docs=true');
    if (!answer.ok) {
      await relay(res, answer);
      return;
    }
    const all = (await answer.json()) as { rows: { doc?: unknown }[] };
    const docs = all.rows.flatMap((row) =>
      row.doc !== undefined && !String((row.doc as { _id?: unknown })._id).startsWith('_design/')
        ? [row.doc]
        : [],
    );
    // express-pouchdb reads a view's `key` as JSON before this sees it; a raw one is JSON still.
    const given = req.query.key;
    let key: unknown = given;
    if (typeof given === 'string')
      try {
        key = JSON.parse(given) as unknown;
      } catch {
        key = given;
      }
    const rows = rules
      .rows(docs)
      .filter((row) => key === undefined || row.key === key)
      .sort((a, b) => String(a.key).localeCompare(String(b.key)) || a.id.localeCompare(b.id));
    res.json({ total_rows: rows.length, offset: 0, rows });
  };

  return (req: Request, res: Response, next: NextFunction) => {
    const user = userOf(req);
    if (user.roles.includes('_admin')) {
      next();
      return;
    }
    const account = ACCOUNT.exec(req.path);
    const reads = account !== null && req.method === 'GET';
    const writes = account !== null && (req.method === 'PUT' || req.method === 'DELETE');
    const listing = req.path === LIST && req.method === 'GET';
    if (!reads && !writes && !listing) {
      next();
      return;
    }
    const fail = (error: unknown) => {
      if (!res.headersSent)
        res.status(500).json({
          error: 'internal',
          reason: error instanceof Error ? error.message : String(error),
        });
    };
    if (listing) {
      list(req, res).catch(fail);
      return;
    }
    const id = decodeURIComponent(account?.[1] ?? '');
    if (reads) {
      // As CouchDB answers the account's owner, or the accounts' admins (the gate let only those).
      asAdmin(`/_users/${encodeURIComponent(id)}`)
        .then((answer) => relay(res, answer))
        .catch(fail);
      return;
    }
    if (req.method === 'DELETE') {
      write(req, res, id, user).catch(fail);
      return;
    }
    parse(req, res, (error?: unknown) => {
      if (error !== undefined && error !== null) {
        res.status(400).json({ error: 'bad_request', reason: 'invalid_json' });
        return;
      }
      write(req, res, id, user).catch(fail);
    });
  };
}
