import type { Transaction } from 'dexie';
import type { MatchMarkRecord } from './matchMarks.ts';
import { TABLES } from './schema.ts';

/**
 * The upgrade to version 7 (schema.ts): marks every match the device says it wrote (`writtenAt`,
 * kept on rows until then) and every recently deleted one, numbered in the order they were written
 * or deleted, so that what a device in a club had not sent yet is sent after it.
 */
export async function markAtUpgrade(tx: Transaction): Promise<void> {
  const when = new Map<string, string>();
  const note = (at: unknown, id: unknown) => {
    if (typeof at !== 'string' || typeof id !== 'string') return;
    const before = when.get(id);
    if (before === undefined || before < at) when.set(id, at);
  };
  await tx
    .table(TABLES.matches)
    .orderBy('writtenAt')
    .eachKey((at, cursor) => note(at, cursor.primaryKey));
  await tx
    .table(TABLES.deleted)
    .orderBy('deletedAt')
    .eachKey((at, cursor) => note(at, cursor.primaryKey));
  const marks = [...when]
    .sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id], i): MatchMarkRecord => ({ id, seq: i + 1 }));
  await tx.table(TABLES.matchMarks).bulkPut(marks);
}
