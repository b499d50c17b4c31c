import type { MatchRecord } from '../../db/records.ts';
import type { BridgepadDb } from '../../db/database.ts';
import type { Storage } from '../../db/storage.ts';
import type { Problem } from '../../engine/matchFile/problems.ts';
import { formatProblem } from '../../engine/matchFile/problems.ts';
import type { Result } from '../../engine/types.ts';
import { navigate } from '../router.ts';
import { whyNotWritten } from './writeFailure.ts';

/**
 * Starts an evening's next rubber (or chukker) by `write`, then opens it; what refused it, or why
 * the store did not take it, is said with `say`.
 */
export async function startRubber(
  storage: Storage,
  unit: string,
  say: (text: string) => void,
  write: (db: BridgepadDb) => Promise<Result<MatchRecord, Problem[]>>,
): Promise<void> {
  const notStarted = `Could not start the next ${unit.toLowerCase()}`;
  try {
    const created = await storage.write(write);
    if (created.ok) navigate({ name: 'match', id: created.value.id });
    else say(`${notStarted}: ${created.errors.map(formatProblem).join('; ')}`);
  } catch (error) {
    say(`${notStarted}: ${whyNotWritten(error)}. Tap again, or export the match.`);
  }
}
