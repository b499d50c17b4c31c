import { useLiveQuery } from 'dexie-react-hooks';
import { getRecord } from '../../db/matchRows.ts';
import { useClubStore } from '../../state/clubStore.ts';
import { matchTitle } from '../common/matchTitle.ts';
import { useDb } from '../storage/StorageProvider.tsx';
import { statusWords } from './clubWords.ts';
import { inviteHash } from './invite.ts';

/**
 * The club's sync in one line (docs/sync.md, "On the device"): "Club kapiti-coast: up to date",
 * "3 matches to send", "offline since 14:02", or "signed out: sign in again", a link to Settings →
 * Club. Shown on the matches list of a device that has joined a club.
 */
export default function ClubLine() {
  const membership = useClubStore((state) => state.membership);
  const status = useClubStore((state) => state.status);
  const db = useDb();
  // The first refused match named as the player knows it: which match, as well as why.
  const refused = status?.refused[0]?.docId;
  const title = useLiveQuery(async () => {
    if (refused?.startsWith('match:') !== true) return undefined;
    const record = await getRecord(db, refused.slice('match:'.length));
    return record === undefined ? undefined : matchTitle(record);
  }, [db, refused]);
  if (membership === null) return null;
  const words = statusWords(status, new Date(), title);
  return (
    <p className="club-line small" role={words.trouble ? 'alert' : 'status'}>
      Club <strong>{membership.club}</strong>:{' '}
      {words.signIn ? <a href={inviteHash(membership)}>{words.text}</a> : <span>{words.text}</span>}
    </p>
  );
}
