import { useEffect } from 'react';
import type { BridgeSheet } from '../../engine/sheet.ts';
import type { BridgeMatch } from '../../engine/types.ts';
import { errorText } from '../../engine/errorText.ts';
import { useShowToast } from '../../state/uiStore.ts';
import type { Columns } from './columns.ts';

/**
 * "Say the score": the standing read aloud on demand, by this button or by the S key anywhere
 * but in a text field, as much of it as Settings → Voice asks for; after a line still being
 * said, but asked again before it ended, said afresh at once. Its words load with the first use:
 * the sheet is drawn without them.
 */
export function SayScore({
  match,
  sheet,
  cols,
}: {
  match: BridgeMatch;
  sheet: BridgeSheet;
  cols: Columns;
}) {
  const showToast = useShowToast();
  const say = () => {
    import('./announce.ts').then(
      (words) => words.sayStanding(match, sheet, cols, showToast),
      (error: unknown) => showToast(`Not said: ${errorText(error)}`),
    );
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.key.toUpperCase() === 'S' &&
        !(event.ctrlKey || event.metaKey || event.altKey) &&
        !(event.target as Element).closest('input,select,textarea')
      )
        say();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
  return (
    <button type="button" aria-keyshortcuts="S" onClick={say}>
      Say the score
    </button>
  );
}
