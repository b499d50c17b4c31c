import { useId, useState } from 'react';
import { errorText } from '../../engine/errorText.ts';
import { formatProblem } from '../../engine/matchFile/problems.ts';
import { nameKey } from '../../season/names.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { useStorage } from '../storage/StorageProvider.tsx';
import { useAttempt } from '../common/attempt.ts';

/**
 * Renames a player in every match, or merges two spellings of one person: typing a name the
 * ledger already has asks first, then every match of this spelling takes that one.
 */
export function RenamePlayer({
  name,
  others,
  onDone,
}: {
  name: string;
  others: readonly string[];
  onDone: (name: string) => void;
}) {
  const storage = useStorage();
  const showToast = useShowToast();
  const act = useAttempt();
  const field = useId();
  const [draft, setDraft] = useState(name);
  const [asking, setAsking] = useState(false);
  const to = nameKey(draft);
  const merging = others.includes(to);
  const run = async () => {
    const { renamePlayer } = await import('../../db/playerRename.ts');
    const result = await storage.write((db) => renamePlayer(db, name, to));
    setAsking(false);
    if (!result.ok) {
      showToast(`Not renamed: ${result.errors.map(formatProblem).join('; ')}`);
      return;
    }
    const { changed, undoIn } = result.value;
    const matches = `${changed} ${changed === 1 ? 'match' : 'matches'}`;
    // One step across every match: Undo takes it back in all of them.
    const takeBack =
      undoIn === null
        ? undefined
        : {
            label: 'Undo',
            run: () =>
              void storage
                .write(async (db) => (await import('../../db/matchWrites.ts')).undo(db, undoIn))
                .then(
                  (undone) => {
                    if (undone !== false && !undone.ok)
                      showToast(`Could not undo: ${undone.errors.map(formatProblem).join('; ')}`);
                    else onDone(name);
                  },
                  (error: unknown) => showToast(`Could not undo: ${errorText(error)}`),
                ),
          };
    showToast(
      merging ? `${name} merged into ${to} in ${matches}.` : `Renamed ${to} in ${matches}.`,
      takeBack,
    );
    onDone(to);
  };
  return (
    <form
      className="rename-player"
      onSubmit={(event) => {
        event.preventDefault();
        if (to === '' || to === name) return;
        if (merging) setAsking(true);
        else act(run(), 'Not renamed');
      }}
    >
      <label htmlFor={field}>Rename, or merge with another spelling</label>
      <div className="option-row">
        <input
          id={field}
          value={draft}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => {
            setDraft(event.target.value);
            setAsking(false);
          }}
        />
        <button type="submit" disabled={to === '' || to === name}>
          {merging ? 'Merge' : 'Rename'}
        </button>
      </div>
      {asking && (
        <div role="alertdialog" aria-label={`Merge ${name} into ${to}`} className="merge-ask">
          <p>
            {to} is in the ledger already. Every match of {name} will say {to}, and the two are one
            player from then on.
          </p>
          <button type="button" className="primary" onClick={() => act(run(), 'Not renamed')}>
            Merge into {to}
          </button>
          <button type="button" onClick={() => setAsking(false)}>
            Cancel
          </button>
        </div>
      )}
    </form>
  );
}
