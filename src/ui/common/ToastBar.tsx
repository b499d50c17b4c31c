import { useEffect } from 'react';
import { useDismissToast, useToast } from '../../state/uiStore.ts';

/** The short message after an action, with its Undo where there is one. Polite to screen readers. */
export function ToastBar() {
  const toast = useToast();
  const dismiss = useDismissToast();
  useEffect(() => {
    if (toast === null) return;
    const timer = setTimeout(() => dismiss(toast.id), toast.action === undefined ? 4000 : 8000);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast !== null && (
        <div className="toast">
          <span>{toast.message}</span>
          {toast.action !== undefined && (
            <button
              type="button"
              onClick={() => {
                toast.action?.run();
                dismiss(toast.id);
              }}
            >
              {toast.action.label}
            </button>
          )}
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
