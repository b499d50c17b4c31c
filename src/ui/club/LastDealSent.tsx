import { useEffect, useState } from 'react';
import { errorText } from '../../engine/errorText.ts';
import { useClubStore } from '../../state/clubStore.ts';

/**
 * At a match of a device in a club (docs/sync.md, "On the device"): whether its last deal has
 * reached the club's server, asked of the mirror again whenever the match or the sync's status
 * changes.
 */
export default function LastDealSent({ id, match }: { id: string; match: object }) {
  const sync = useClubStore((state) => state.sync);
  const status = useClubStore((state) => state.status);
  const [reached, setReached] = useState<{ for: object; said: string } | null>(null);
  useEffect(() => {
    if (sync === null) return;
    let current = true;
    sync.mirror.reached(id).then(
      (yes) => {
        if (current)
          setReached({
            for: sync,
            said: yes ? 'Last deal sent to the club' : 'Last deal not yet sent to the club',
          });
      },
      (error: unknown) => {
        if (current)
          setReached({
            for: sync,
            said: `Whether the last deal reached the club is not known: ${errorText(error)}`,
          });
      },
    );
    return () => {
      current = false;
    };
  }, [sync, status, id, match]);
  // What a sync since stopped said is not said of the club now.
  if (sync === null || reached === null || reached.for !== sync) return null;
  return <p className="club-sent">{reached.said}</p>;
}
