import { useId, useState } from 'react';
import type { Desk } from '../../db/desk.ts';
import { renameDesk } from '../../db/desk.ts';
import { deleteDesk, restoreDesk } from '../../db/deskBin.ts';
import { KEEP_DAYS } from '../../db/deletedCount.ts';
import { errorText } from '../../engine/errorText.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { ConfirmDialog } from '../common/Dialog.tsx';
import { navigate } from '../router.ts';
import { useStorage } from '../storage/StorageProvider.tsx';
import type { Said } from './SaidLine.tsx';
import { SaidLine } from './SaidLine.tsx';
import { deskRefusalText } from './refusalText.ts';
import { useAttempt } from '../common/attempt.ts';

/**
 * Renaming a competition and deleting it. A deletion asks first and goes to the recently deleted
 * competitions, as a match does; each says what it did, with an Undo.
 */
export function DeskActions({ desk }: { desk: Desk }) {
  const storage = useStorage();
  const showToast = useShowToast();
  const run = useAttempt();
  const formId = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(desk.name);
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState<Said>(null);

  const rename = async (to: string, undoable: boolean) => {
    try {
      const done = await storage.write((db) => renameDesk(db, desk.id, to));
      if (!done.ok) {
        setSaid({ text: `Not renamed: ${deskRefusalText(done.refusal)}.`, failed: true });
        return;
      }
      setSaid(null);
      setRenaming(false);
      const before = done.value;
      if (undoable && before !== to.trim())
        showToast(`Renamed ${to.trim()}.`, {
          label: 'Undo',
          run: () => run(rename(before, false), 'Not renamed'),
        });
    } catch (error) {
      setSaid({ text: `Not renamed: ${errorText(error)}`, failed: true });
    }
  };

  const remove = async () => {
    setAsking(false);
    try {
      const deleted = await storage.write((db) => deleteDesk(db, desk.id));
      if (!deleted) {
        setSaid({
          text: 'Not deleted: this competition is no longer on this device.',
          failed: true,
        });
        return;
      }
      navigate({ name: 'desk', id: null });
      showToast(`${desk.name} deleted. It waits under Recently deleted for ${KEEP_DAYS} days.`, {
        label: 'Undo',
        run: () =>
          void storage
            .write((db) => restoreDesk(db, desk.id))
            .then(
              (back) =>
                showToast(back ? `${desk.name} restored.` : 'It was no longer there to restore.'),
              (error: unknown) => showToast(`Not restored: ${errorText(error)}`),
            ),
      });
    } catch (error) {
      setSaid({ text: `Not deleted: ${errorText(error)}`, failed: true });
    }
  };

  return (
    <div className="desk-actions">
      {renaming ? (
        <form
          className="desk-rename"
          onSubmit={(event) => {
            event.preventDefault();
            run(rename(name, true), 'Not renamed');
          }}
        >
          <label htmlFor={`${formId}-name`}>Competition name</label>
          <input
            id={`${formId}-name`}
            value={name}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
          />
          <div className="toolbar">
            <button type="submit" className="primary">
              Save name
            </button>
            <button type="button" onClick={() => setRenaming(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="toolbar">
          <button
            type="button"
            onClick={() => {
              setName(desk.name);
              setRenaming(true);
            }}
          >
            Rename
          </button>
          <button type="button" onClick={() => setAsking(true)}>
            Delete competition
          </button>
        </div>
      )}
      <SaidLine said={said} />
      {asking && (
        <ConfirmDialog
          title={`Delete ${desk.name}?`}
          confirmLabel="Delete"
          onCancel={() => setAsking(false)}
          onConfirm={() => run(remove(), 'Not deleted')}
        >
          <p>
            Its pairs, draw and results go to Recently deleted for {KEEP_DAYS} days, where it can be
            restored. The matches on this device are not touched.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
