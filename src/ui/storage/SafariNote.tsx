import { safariNoteSeen } from '../../db/persistence.ts';
import { ExportAllButton } from '../matches/ExportAllButton.tsx';
import { NoteActions } from './NoteActions.tsx';

/**
 * Said once on a device, after the first deal written, in a Safari tab on an iPhone or iPad whose
 * browser has not promised to keep the scores (db/persistence.ts, safariNoteDue): Safari deletes
 * a site's stored data after seven days of use without a visit. It says the three ways to keep
 * the matches: the app on the Home Screen (which Safari does not clear), Export all, or a club.
 * An app added to the Home Screen keeps a store of its own, so the matches of the tab go there by
 * a backup. "Got it" is not asked again, and stands for the general note as well (KeepNote.tsx).
 */
export default function SafariNote({ onSeen }: { onSeen: () => void }) {
  return (
    <div className="keep-note" role="note" aria-label="Safari may clear your matches">
      <p>
        <strong>Safari may clear your matches.</strong> In a Safari tab, an iPhone or iPad deletes
        what a site has stored after seven days without a visit. To keep them:
      </p>
      <ul>
        <li>
          <strong>Add this app to the Home Screen:</strong> tap the Share button (the square with an
          arrow), then &ldquo;Add to Home Screen&rdquo;, and open it from its icon. Safari does not
          clear it there. The icon starts with no matches: Export all here first, then Import the
          file there.
        </li>
        <li>
          <strong>Export all</strong> now and then, and keep the file.
        </li>
        <li>
          <strong>Join your club</strong> (Settings → Club): the club keeps a copy of every match
          and brings them back.
        </li>
      </ul>
      <NoteActions markSeen={(db) => safariNoteSeen(db)} onSeen={onSeen}>
        <ExportAllButton label="Export all" />
      </NoteActions>
    </div>
  );
}
