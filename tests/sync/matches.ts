import { getRecord } from '../../src/db/matchRows.ts';
import { commitEdit, createMatch } from '../../src/db/matchWrites.ts';
import type { DealJson } from '../../src/db/records.ts';
import { rubberFile } from '../db/helpers.ts';
import type { Device } from './devices.ts';

/** Matches on the devices of tests/sync/devices.ts, scored as a player would score them. */

/** A deal as the match file writes it. */
export const deal = (contract: string, declarer: string, tricks: number): DealJson => ({
  contract,
  declarer,
  tricks,
});

/** Six deals of a rubber, all made or one off: what two devices have alike before they differ. */
export const SIX_DEALS: readonly DealJson[] = [
  deal('2H', 'S', 9),
  deal('3NT', 'N', 9),
  deal('4S', 'E', 10),
  deal('1C', 'W', 7),
  deal('2D', 'S', 8),
  deal('3C', 'N', 9),
];

/** A rubber begun on the device with these deals; its id. */
export async function newMatch(on: Device, deals: readonly DealJson[] = []): Promise<string> {
  const created = await createMatch(on.db, rubberFile({ deals: [...deals] }));
  if (!created.ok) throw new Error('the match was refused');
  return created.value.id;
}

/** A deal entered at the table, at `index`. */
export async function addDeal(
  on: Device,
  id: string,
  index: number,
  entered: DealJson,
): Promise<void> {
  const done = await commitEdit(on.db, id, { kind: 'addDeal', index, deal: entered });
  if (!done.ok) throw new Error(JSON.stringify(done.errors));
}

/** The match's deals as the device keeps them. */
export async function dealsOf(on: Device, id: string): Promise<unknown> {
  return (await getRecord(on.db, id))?.file.deals;
}
