import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { backupDue, backupState, recordOfferDeclined } from '../../db/backups.ts';
import { formatDate } from '../common/matchText.ts';
import { useDb, useStorage } from '../storage/StorageProvider.tsx';
import { backUpEverything } from './backUp.ts';
import { attempt } from '../common/attempt.ts';

/**
 * After a finished match, at most once a week: the offer to keep a copy of every match off this
 * device, shared (to mail, a cloud drive, a message to oneself) or downloaded.
 */
export function BackupOffer() {
  const db = useDb();
  const storage = useStorage();
  const state = useLiveQuery(() => backupState(db), [db]);
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (said !== null)
    return (
      <p className="backup-offer" role="status">
        {said}
      </p>
    );
  if (state === undefined || !backupDue(state)) return null;
  const backUp = async () => {
    setBusy(true);
    try {
      setSaid(await backUpEverything(storage));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="backup-offer" aria-label="Backup">
      <p>
        {state.lastAt === null
          ? 'Your matches are only on this device.'
          : `Your last backup was on ${formatDate(state.lastAt)}.`}{' '}
        Keep a copy of every match somewhere else, in case this device is lost.
      </p>
      <div className="option-row">
        <button
          type="button"
          className="primary"
          disabled={busy}
          onClick={() => attempt(backUp(), setSaid, 'No backup made')}
        >
          Back up all matches
        </button>
        <button
          type="button"
          onClick={() =>
            attempt(
              storage
                .write((current) => recordOfferDeclined(current))
                .then(() => setSaid('Not now: you will be asked again in a week.')),
              setSaid,
              'Not noted',
            )
          }
        >
          Not now
        </button>
      </div>
    </section>
  );
}
