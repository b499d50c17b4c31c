import type { BridgeMatch } from '../../engine/types.ts';
import { useDraft, usePadFolded, useSetPadFolded } from '../../state/uiStore.ts';

/**
 * On a phone, one tap folds the pad away and leaves the screen to the sheet; one tap (here, or
 * on the bar the pad leaves) brings it back. A correction always shows the pad.
 */
export function FoldButton({ match }: { match: BridgeMatch }) {
  const folded = usePadFolded();
  const setFolded = useSetPadFolded();
  const draft = useDraft();
  if (draft.editing !== null) return null;
  return (
    <button
      type="button"
      className="fold"
      aria-expanded={!folded}
      aria-label={folded ? `Show the pad: enter deal ${match.deals.length + 1}` : 'Hide the pad'}
      onClick={() => setFolded(!folded)}
    >
      {folded ? '▴ Pad' : '▾ Pad'}
    </button>
  );
}
