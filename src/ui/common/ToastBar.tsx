import { useEffect, useRef } from 'react';
import type { Toast, ToastAction } from '../../state/uiStore.ts';
import { useDismissToast, useToast } from '../../state/uiStore.ts';
import { markSave } from './tapGuard.ts';

/** How long a message stays: longer when it offers an action (Undo), so there is time to use it. */
const SHOWN_MS = 4000;
const SHOWN_WITH_ACTION_MS = 10_000;

/**
 * The short message after an action, with its Undo where there is one. Polite to screen readers.
 * Away from the table it floats at the bottom of the screen; at the table it sits in the pad
 * (`inline`), where it covers neither the score nor the dealer and vulnerability, and a message
 * about a deal goes as soon as that deal is no longer there as it was (`holds`).
 */
export function ToastBar({
  inline = false,
  holds,
}: {
  inline?: boolean;
  holds?: (toast: Toast) => boolean;
}) {
  const stored = useToast();
  const dismiss = useDismissToast();
  // A message about a deal can come a moment before the screen has the deal: it waits for it,
  // and once it has been true, it goes as soon as it is not.
  const heldBefore = useRef<number | null>(null);
  const holding = stored !== null && (holds === undefined || holds(stored));
  const toast = holding ? stored : null;
  useEffect(() => {
    if (stored === null) return;
    if (holding) heldBefore.current = stored.id;
    else if (heldBefore.current === stored.id) dismiss(stored.id);
  }, [stored, holding, dismiss]);
  useEffect(() => {
    if (stored === null) return;
    const shown = stored.action === undefined ? SHOWN_MS : SHOWN_WITH_ACTION_MS;
    const timer = setTimeout(() => dismiss(stored.id), shown);
    return () => clearTimeout(timer);
  }, [stored, dismiss]);
  const button = (id: number, action: ToastAction | undefined) =>
    action !== undefined && (
      <button
        type="button"
        disabled={action.run === undefined}
        onClick={(event) => {
          markSave(event);
          action.run?.();
          dismiss(id);
        }}
      >
        {action.label}
      </button>
    );
  return (
    <div className={inline ? 'toast-inline' : 'toast-region'} role="status" aria-live="polite">
      {toast !== null && (
        <div className="toast">
          <span>{toast.message}</span>
          {button(toast.id, toast.redo)}
          {button(toast.id, toast.action)}
          <button
            type="button"
            className="toast-close"
            aria-label="Dismiss"
            onClick={() => dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
