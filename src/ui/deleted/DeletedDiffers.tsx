import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { matchDiffers } from '../../db/differsShown.ts';
import { useClubMirror } from '../../state/clubStore.ts';
import { useShowToast } from '../../state/uiStore.ts';
import type { SettleChoice } from '../../sync/mirrorSettle.ts';
import { useAttempt } from '../common/attempt.ts';
import { settledText } from '../compare/settledText.ts';
import { useDb } from '../storage/StorageProvider.tsx';

/**
 * A match deleted on this device that another member changed meanwhile, by a change that never
 * saw the deletion (docs/format.md, "Two copies that differ"): "Deleted on this device; Kim changed
 * it since.", settled by keeping it deleted (on every device) or taking that member's copy back.
 * Shown beside the match in Recently deleted, on a device that has joined a club only.
 */
export function DeletedDiffers({ id, title }: { id: string; title: string }) {
  const db = useDb();
  const mirror = useClubMirror();
  const run = useAttempt();
  const showToast = useShowToast();
  const [busy, setBusy] = useState(false);
  const differs = useLiveQuery(() => matchDiffers(db, id), [db, id]);
  if (differs?.mineDeleted !== true) return null;
  const copies = differs.theirs.map((other) => ({ ...other, name: other.author || 'the club' }));
  const names = [...new Set(copies.map((copy) => copy.name))];
  const who = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  const settle = async (choice: SettleChoice, name: string) => {
    if (mirror === null) return;
    setBusy(true);
    try {
      const result = await mirror.settle(differs.docId, choice);
      showToast(
        !result.ok
          ? settledText(result, name)
          : choice.take === 'mine'
            ? 'Kept deleted: the club deletes it on every device.'
            : `${name}'s copy is back on this device, in your matches.`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="differs" role="group" aria-label={`Changed since you deleted it: ${title}`}>
      <p>{`Deleted on this device; ${who ?? 'the club'} changed it since.`}</p>
      {mirror === null ? (
        <p className="muted">
          To settle it, this device signs in to the club: it does so when its sync starts.
        </p>
      ) : (
        <div className="toolbar">
          <button
            type="button"
            disabled={busy}
            onClick={() => run(settle({ take: 'mine' }, who ?? 'the club'), 'Not settled')}
          >
            Keep it deleted
          </button>
          {copies.map((copy) => (
            <button
              key={copy.rev}
              type="button"
              disabled={busy}
              onClick={() =>
                run(settle({ take: 'theirs', rev: copy.rev }, copy.name), 'Not settled')
              }
            >
              {`Take ${copy.name}'s copy back`}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
