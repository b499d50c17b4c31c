import { useShowToast } from '../../state/uiStore.ts';
import { useStorage } from '../storage/StorageProvider.tsx';
import { errorText } from '../../engine/errorText.ts';

/** Saves every match as one backup file. */
export function ExportAllButton({
  disabled = false,
  label = 'Export all',
}: {
  disabled?: boolean;
  label?: string;
}) {
  const storage = useStorage();
  const showToast = useShowToast();
  const run = async () => {
    // Export loads when used: the matches list does not carry it.
    const { backUpEverything } = await import('../backup/backUp.ts');
    showToast(await backUpEverything(storage, false));
  };
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => {
        run().catch((error: unknown) => showToast(`No backup made: ${errorText(error)}`));
      }}
    >
      {label}
    </button>
  );
}
