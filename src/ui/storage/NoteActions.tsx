import type { ReactNode } from 'react';
import { useState } from 'react';
import type { BridgepadDb } from '../../db/database.ts';
import { attempt } from '../common/attempt.ts';
import { useStorage } from './StorageProvider.tsx';

/**
 * The foot of a note said once on a device (KeepNote, SafariNote, AddressNote): what the note
 * offers (`children`), then "Got it", which notes it read (`markSeen`) and then puts it away
 * (`onSeen`); a store that will not take that says so under it.
 */
export function NoteActions({
  markSeen,
  onSeen,
  children,
}: {
  markSeen: (db: BridgepadDb) => Promise<unknown>;
  onSeen: () => void;
  children?: ReactNode;
}) {
  const storage = useStorage();
  const [failed, setFailed] = useState<string | null>(null);
  const seen = () => attempt(storage.write(markSeen).then(onSeen), setFailed, 'Not noted');
  return (
    <>
      <div className="option-row">
        {children}
        <button type="button" onClick={seen}>
          Got it
        </button>
      </div>
      {failed !== null && <p role="alert">{failed}</p>}
    </>
  );
}
