import { useEffect } from 'react';
import type { BridgepadDb } from '../db/database.ts';
import { SETTINGS } from '../db/schema.ts';
import type { Storage } from '../db/storage.ts';
import { errorText } from '../engine/errorText.ts';
import { useShowToast } from '../state/uiStore.ts';

/** The club's code, loaded only on a device that has joined a club. */
export type LoadClub = () => Promise<{ readonly bootClub: (db: BridgepadDb) => Promise<void> }>;
const loadClub: LoadClub = () => import('./club/clubActions.ts');

/**
 * Starts a club's sync once the app is on screen, on a device that has joined one (docs/sync.md,
 * "On the device"): all the first screen does is ask the store whether a club is kept, so a device
 * that never joins a club never loads the club's code. (A backup restored with a club in it
 * starts it from the restore: src/ui/matches/ImportFlow.tsx.)
 */
export function useClubStart(storage: Storage, load: LoadClub = loadClub): void {
  const showToast = useShowToast();
  useEffect(() => {
    storage.reads
      .get('settings', SETTINGS.club)
      .then(async (row) => {
        if (row === undefined) return;
        const [club, db] = await Promise.all([load(), storage.database()]);
        await club.bootClub(db);
      })
      .catch((error: unknown) => showToast(`The club's sync could not start: ${errorText(error)}`));
  }, [storage, load, showToast]);
}
