import type { LocalPouch, PouchDoc } from './pouch.ts';
import { isMissing } from './pouch.ts';
import { randomUuid } from '../db/randomId.ts';

/**
 * Writing a document's revision on top of the one named, and reading its leaves (docs/format.md,
 * "The club's documents"). A revision is always written as a child of the revision the device last
 * mirrored, as replication writes one (`new_edits: false`, with its ancestry), never as the next
 * of whatever the database holds now: a change made meanwhile elsewhere becomes a second leaf, a
 * conflict to tell apart, never a change written over.
 */

/** The generation of a revision, "3-abc…": 3. */
export function generation(rev: string): number {
  return Number.parseInt(rev, 10);
}

function hashOf(rev: string): string {
  return rev.slice(rev.indexOf('-') + 1);
}

/** A revision's name and its ancestry, as replication writes them. */
export interface Revision {
  readonly _rev: string;
  readonly _revisions: PouchDoc['_revisions'];
}

/** A new revision's name, a child of `parent` (or a first revision). */
export function childOf(parent: string | null): Revision {
  const id = randomUuid().replaceAll('-', '');
  const start = parent === null ? 1 : generation(parent) + 1;
  const ids = parent === null ? [id] : [id, hashOf(parent)];
  return { _rev: `${start}-${id}`, _revisions: { start, ids } };
}

/** A document written as a child of `parent`: a body, or a deletion. Resolves to its revision. */
export interface Write {
  readonly doc: { readonly _id: string; readonly [field: string]: unknown };
  readonly parent: string | null;
  /** The child's name, made beforehand with childOf(parent) when another write names it. */
  readonly revision?: Revision;
}

/**
 * The deletions of the leaves a document's copies were settled away from, each on top of its leaf
 * and naming the revision they were settled into (`settledBy`, docs/sync.md, "The design
 * document"): the club takes a member's deletion of a copy another member wrote last only so.
 */
export function setAside(
  id: string,
  member: string,
  leaves: readonly PouchDoc[],
  settledBy: string,
): Write[] {
  return leaves.map((leaf) => ({
    doc: { _id: id, _deleted: true, author: member, settledBy },
    parent: leaf._rev ?? null,
  }));
}

/** Writes each document as a new revision on top of its parent, all at once; their revisions. */
export async function writeOnTop(local: LocalPouch, writes: readonly Write[]): Promise<string[]> {
  if (writes.length === 0) return [];
  const docs = writes.map(({ doc, parent, revision }) => ({
    ...doc,
    ...(revision ?? childOf(parent)),
  }));
  const results = await local.bulkDocs(docs, { new_edits: false });
  const failed = results.find((r) => r.error !== undefined && r.error !== false);
  if (failed !== undefined)
    throw new Error(
      `the device's copy of the club refused ${failed.id ?? 'a document'}: ${failed.reason ?? String(failed.error)}`,
    );
  return docs.map((doc) => doc._rev);
}

/** Every leaf of a document, live or deleted, each with its ancestry; none when there is none. */
export async function leavesOf(local: LocalPouch, id: string): Promise<PouchDoc[]> {
  try {
    const open = await local.get(id, { open_revs: 'all', revs: true });
    return open.flatMap((leaf) => ('ok' in leaf ? [leaf.ok] : []));
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/**
 * The revision CouchDB and PouchDB show as the document (the same on every replica): a live leaf
 * before a deleted one, then the highest generation, then the greatest revision.
 */
export function winnerOf(leaves: readonly PouchDoc[]): PouchDoc | undefined {
  const rank = (doc: PouchDoc): [number, number, string] => [
    doc._deleted === true ? 0 : 1,
    generation(doc._rev ?? '0-'),
    hashOf(doc._rev ?? '0-'),
  ];
  return [...leaves].sort((x, y) => {
    const [a, b] = [rank(x), rank(y)];
    return b[0] - a[0] || b[1] - a[1] || (a[2] < b[2] ? 1 : a[2] > b[2] ? -1 : 0);
  })[0];
}

/** Whether a leaf is `rev` or descends from it. */
export function descendsFrom(leaf: PouchDoc, rev: string): boolean {
  if (leaf._rev === rev) return true;
  const path = leaf._revisions;
  if (path === undefined) return false;
  const at = path.start - generation(rev);
  return at >= 0 && path.ids[at] === hashOf(rev);
}
