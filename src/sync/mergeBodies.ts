import type { DocBody } from './clubDocs.ts';
import { compareKept, mergeDesk } from './mergeDesk.ts';
import { mergeMatch } from './mergeMatch.ts';

/**
 * Two revisions of one document merged by their kind's rule (src/sync/mergeMatch.ts, mergeDesk.ts),
 * or undefined when they differ and a player must settle them.
 */
export function mergeBodies(mine: DocBody, theirs: DocBody): DocBody | undefined {
  if (mine.type === 'bridgepad.match' && theirs.type === 'bridgepad.match') {
    const verdict = mergeMatch(mine, theirs);
    return verdict.kind === 'differ' ? undefined : verdict.merged;
  }
  if (mine.type === 'bridgepad.desk' && theirs.type === 'bridgepad.desk') {
    const verdict = mergeDesk(mine, theirs);
    return verdict.kind === 'differ' ? undefined : verdict.merged;
  }
  if (mine.type === 'bridgepad.profile' && theirs.type === 'bridgepad.profile') {
    const verdict = compareKept(mine, theirs);
    return verdict.kind === 'differ' ? undefined : verdict.merged;
  }
  if (mine.type === 'bridgepad.result' && theirs.type === 'bridgepad.result') {
    const verdict = compareKept(mine, theirs);
    return verdict.kind === 'differ' ? undefined : verdict.merged;
  }
  return undefined;
}
