import { useEffect, useState } from 'react';
import { keepNoteDue, keepNoteSeen, safariNoteDue } from '../../db/persistence.ts';
import { ExportAllButton } from '../matches/ExportAllButton.tsx';
import { storageManager } from './persist.ts';
import SafariNote from './SafariNote.tsx';
import { browserTraits, inSafariTab } from './safariTab.ts';
import { NoteActions } from './NoteActions.tsx';
import { useStorage } from './StorageProvider.tsx';

/**
 * Said once, after the first deal written, where the browser has not promised to keep the
 * scores (db/persistence.ts, keepNoteDue): a private window forgets them when it closes, and a
 * browser short of space may clear them. Export keeps a copy; "Got it" is not asked again.
 * In a Safari tab on an iPhone or iPad, Safari's own note is said instead (SafariNote.tsx), once
 * on the device whether or not this one was read: Safari clears a site's data after seven days
 * without a visit, and says how to keep the matches. Loaded only then.
 */
export default function KeepNote() {
  const storage = useStorage();
  const [due, setDue] = useState<'keep' | 'safari' | false>(false);
  useEffect(() => {
    let live = true;
    const safari = inSafariTab(browserTraits());
    storage
      .database()
      .then((db) => (safari ? safariNoteDue : keepNoteDue)(db, storageManager()))
      .then(
        (now) => live && setDue(now && (safari ? 'safari' : 'keep')),
        () => undefined, // Where it cannot be told, the banner for a store that refuses says it.
      );
    return () => {
      live = false;
    };
  }, [storage]);
  if (due === false) return null;
  if (due === 'safari') return <SafariNote onSeen={() => setDue(false)} />;
  return (
    <div className="keep-note" role="note" aria-label="Where your scores are kept">
      <p>
        <strong>Your scores are kept by this browser only,</strong> and it has not promised to keep
        them: a private window forgets them when it closes. Export keeps a copy.
      </p>
      <NoteActions markSeen={(db) => keepNoteSeen(db)} onSeen={() => setDue(false)}>
        <ExportAllButton label="Export" />
      </NoteActions>
    </div>
  );
}
