import { useState } from 'react';
import { EMPTY_DRAFT, useDraft, useUpdate } from '../../state/uiStore.ts';

/**
 * "Update available": a new version is ready. It is never installed without a tap, and never
 * while a deal is being entered; everything saved and the open match stay as they are.
 */
export function UpdatePrompt() {
  const activate = useUpdate();
  const draft = useDraft();
  const [later, setLater] = useState(false);
  if (activate === null || later) return null;
  const entering = JSON.stringify(draft) !== JSON.stringify(EMPTY_DRAFT);
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <span>
        <strong>Update available.</strong>{' '}
        {entering ? 'Finish or cancel the deal you are entering first.' : 'Your matches are kept.'}
      </span>
      <button type="button" className="primary" disabled={entering} onClick={activate}>
        Update now
      </button>
      <button type="button" onClick={() => setLater(true)}>
        Later
      </button>
    </div>
  );
}
