import type { Transaction } from 'dexie';
import { randomUuid } from './randomId.ts';
import { TABLES } from './schema.ts';

/**
 * Rows of the `settings` store before version 4, which kept the organiser's desks and the
 * competition profiles as one list each. Version 4's upgrade moves them to stores of their own
 * and removes the rows; nothing else reads these names.
 */
export const SETTINGS_BEFORE_V4 = {
  desks: 'desks',
  profiles: 'competitions',
} as const;

/**
 * Version 4's upgrade (schema.ts): the desks and the competition profiles, each kept until then as
 * one list under a `settings` row, move entry by entry into stores of their own. Nothing is
 * dropped: an entry that would not read (damaged, or with no id) moves too, under an id of its own,
 * so the app can say what is wrong with it rather than lose it. The order of each list is kept:
 * a desk's `createdAt` and a profile's `order` follow it.
 */
export async function moveListsToStores(tx: Transaction): Promise<void> {
  const settings = tx.table(TABLES.settings);
  const moved = new Date();
  const list = async (key: string): Promise<unknown[]> => {
    const value: unknown = (await settings.get(key))?.value;
    await settings.delete(key);
    return Array.isArray(value) ? value : value === undefined ? [] : [value];
  };
  const keyed = (entry: unknown, taken: Set<string>): Record<string, unknown> & { id: string } => {
    const fields: Record<string, unknown> =
      typeof entry === 'object' && entry !== null && !Array.isArray(entry)
        ? { ...(entry as Record<string, unknown>) }
        : { 'x-unreadable': entry };
    const id =
      typeof fields.id === 'string' && fields.id !== '' && !taken.has(fields.id)
        ? fields.id
        : randomUuid();
    taken.add(id);
    return { ...fields, id };
  };

  const deskIds = new Set<string>();
  const desks = (await list(SETTINGS_BEFORE_V4.desks)).map((entry, i) => {
    const desk = keyed(entry, deskIds);
    return {
      version: 1,
      // When it came to its own store, a millisecond apart, so the list keeps its order.
      createdAt: new Date(moved.getTime() + i).toISOString(),
      ...desk,
    };
  });
  const profileIds = new Set<string>();
  const profiles = (await list(SETTINGS_BEFORE_V4.profiles)).map((entry, order) => ({
    ...keyed(entry, profileIds),
    order,
  }));
  await tx.table(TABLES.desks).bulkPut(desks);
  await tx.table(TABLES.profiles).bulkPut(profiles);
}
