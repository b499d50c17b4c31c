import { KEEP_DAYS } from '../../db/deletedCount.ts';
import { deleteMatches } from '../../db/deletedMatches.ts';
import { errorText } from '../../engine/errorText.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { ConfirmDialog } from '../common/Dialog.tsx';
import { playersLine } from '../common/matchText.ts';
import { useStorage } from '../storage/StorageProvider.tsx';
import type { MatchListItem } from '../storage/useMatchList.ts';
import { restoreAllAndSay } from './restore.ts';

const count = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'match' : 'matches'}`;

/**
 * Deleting matches from the list, one or many chosen: asked first, then all moved to the recently
 * deleted in one transaction, said in one message whose Undo brings them all back. Loaded when a
 * Delete is tapped, with the deleting and the Undo's restoring (imported here, so that they come
 * with it), so the list's first screen does not carry them. `onClose` hears that the question is
 * answered, `onDeleted` that the matches are gone.
 */
export default function DeleteMatches({
  items,
  onClose,
  onDeleted,
}: {
  items: readonly MatchListItem[];
  onClose: () => void;
  onDeleted: () => void;
}) {
  const storage = useStorage();
  const showToast = useShowToast();
  const [one] = items;
  const single = items.length === 1 ? one : undefined;

  const confirm = async () => {
    onClose();
    const ids = items.map((item) => item.id);
    let removed;
    try {
      removed = await storage.write((db) => deleteMatches(db, ids));
    } catch (error) {
      showToast(
        `${single === undefined ? 'The matches' : 'The match'} could not be deleted, and nothing was: ${errorText(error)}`,
      );
      return;
    }
    const { records, binned } = removed;
    onDeleted();
    // Deleted meanwhile elsewhere (another tab): said, never passed over.
    const gone = ids.length - records.length;
    if (records.length === 0) {
      showToast(
        `Nothing was deleted: ${single === undefined ? 'those matches are' : 'that match is'} no longer in the list.`,
      );
      return;
    }
    const what = records.length === 1 && gone === 0 ? 'Match' : count(records.length);
    const already =
      gone === 0 ? '' : ` ${count(gone)} ${gone === 1 ? 'was' : 'were'} gone already.`;
    showToast(
      binned
        ? `${what} deleted.${already}`
        : `${what} deleted.${already} The device is too full to keep ${records.length === 1 ? 'it' : 'them'} among the recently deleted: Undo is the only way back.`,
      {
        label: 'Undo',
        run: () => {
          restoreAllAndSay(storage, records, binned ? [] : records).then(
            (line) => showToast(line),
            (error: unknown) => showToast(`Not restored: ${errorText(error)}`),
          );
        },
      },
    );
  };

  return (
    <ConfirmDialog
      title={single === undefined ? `Delete ${count(items.length)}?` : 'Delete this match?'}
      confirmLabel="Delete"
      onCancel={onClose}
      onConfirm={() => {
        confirm().catch((error: unknown) => showToast(`Not deleted: ${errorText(error)}`));
      }}
    >
      <p>
        {single === undefined
          ? `The ${count(items.length)} you chose`
          : single.match.ok
            ? playersLine(single.match.value)
            : 'A match that can no longer be read'}
        . You can undo this straight after, or restore {single === undefined ? 'them' : 'it'} from
        Recently deleted for {KEEP_DAYS} days.
      </p>
    </ConfirmDialog>
  );
}
