import { useState } from 'react';
import { EMPTY_DRAFT, useDraft, useUpdate } from '../../state/uiStore.ts';
import { useRoute } from '../router.ts';

/**
 * "Update available": a new version is ready. It is never installed without a tap, and never
 * while a deal is being entered; everything saved and the open match stay as they are.
 */
export function UpdatePrompt() {
  const activate = useUpdate();
  const draft = useDraft();
  const [later, setLater] = useState(false);
  const route = useRoute();
  if (activate === null || later) return null;
  // Busy: a deal half entered, or a new match half set up. The update waits for either.
  const entering = JSON.stringify(draft) !== JSON.stringify(EMPTY_DRAFT);
  const starting = route.name === 'new';
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <span>
        <strong>Update available.</strong>{' '}
        {entering
          ? 'Finish or cancel the deal you are entering first.'
          : starting
            ? 'Start the match (or cancel) first.'
            : 'Your matches are kept.'}
      </span>
      <button type="button" className="primary" disabled={entering || starting} onClick={activate}>
        Update now
      </button>
      <button type="button" onClick={() => setLater(true)}>
        Later
      </button>
    </div>
  );
}
