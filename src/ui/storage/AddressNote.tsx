import { useEffect, useState } from 'react';
import { addressNoteDue, addressNoteSeen } from '../../db/addressNote.ts';
import { SECURE_LINK } from '../common/secureAddress.ts';
import { NoteActions } from './NoteActions.tsx';
import { useStorage } from './StorageProvider.tsx';
import { APP_NAME } from '../../engine/appName.ts';

/**
 * Said once on a device, where the page is not a secure context (db/addressNote.ts): a club
 * laptop's plain HTTP address on the club's network. The browser keeps no offline copy there and
 * gives no camera; scoring and the club work. It says what to do instead: ask the organiser for
 * the https link, and pass a match on by its link or its file. "Got it" is not asked again.
 * Loaded only on such an address.
 */
export default function AddressNote() {
  const storage = useStorage();
  const [due, setDue] = useState(false);
  useEffect(() => {
    let live = true;
    addressNoteDue(storage.reads, false).then(
      (now) => live && setDue(now),
      () => undefined, // Where the store cannot be read, the banner for a store that refuses says it.
    );
    return () => {
      live = false;
    };
  }, [storage]);
  if (!due) return null;
  return (
    <div className="keep-note address-note" role="note" aria-label="What this link cannot do">
      <p>
        <strong>On this link, {APP_NAME} cannot work offline or use the camera.</strong> The browser
        allows them only on {SECURE_LINK}. Scoring and the club work as usual: open {APP_NAME} while
        this device is on the club&apos;s network.
      </p>
      <p>
        To use {APP_NAME} offline, ask the organiser for its https:// link. To pass a match to
        another device, use Copy link or Save match code instead of the camera.
      </p>
      <NoteActions markSeen={(db) => addressNoteSeen(db)} onSeen={() => setDue(false)} />
    </div>
  );
}
