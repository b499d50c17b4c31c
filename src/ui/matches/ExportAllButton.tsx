import { useShowToast } from '../../state/uiStore.ts';
import { useDb, useStorage } from '../storage/StorageProvider.tsx';

/** Saves every match as one backup file. */
export function ExportAllButton({
  disabled = false,
  label = 'Export all',
}: {
  disabled?: boolean;
  label?: string;
}) {
  const db = useDb();
  const storage = useStorage();
  const showToast = useShowToast();
  const run = async () => {
    // Import and export load when used: the matches list does not carry them.
    const [{ backupFileName, exportBackup }, { downloadText }, { recordBackup }] =
      await Promise.all([
        import('../../db/importExport.ts'),
        import('../common/download.ts'),
        import('../../db/backups.ts'),
      ]);
    const { text, skipped } = await exportBackup(db);
    downloadText(backupFileName(), text);
    await storage.write((current) => recordBackup(current));
    showToast(
      skipped.length === 0
        ? 'Backup saved.'
        : `Backup saved. ${skipped.length} damaged match${skipped.length === 1 ? ' was' : 'es were'} left out.`,
    );
  };
  return (
    <button type="button" disabled={disabled} onClick={() => void run()}>
      {label}
    </button>
  );
}
