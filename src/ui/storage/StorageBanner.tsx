import { ExportAllButton } from '../matches/ExportAllButton.tsx';
import { useStorageMode, useStorageOutdated } from './StorageProvider.tsx';
import { APP_NAME } from '../../engine/appName.ts';

/**
 * Says plainly when scores are not being kept on this device: IndexedDB refused (some private
 * modes) or full. Scoring goes on in memory; exporting keeps the scores. Also asks for a reload
 * when a newer version has taken the database over from another tab.
 */
export function StorageBanner({ compact = false }: { compact?: boolean }) {
  const mode = useStorageMode();
  const outdated = useStorageOutdated();
  if (outdated) {
    return (
      <div className="storage-banner" role="alert">
        <p>
          <strong>{APP_NAME} was updated in another tab or window.</strong> Reload this page to go
          on: every deal already saved is kept.
        </p>
        <button type="button" className="primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
  if (mode.kind === 'disk') return null;
  // At the table a single line stays in view above the sheet, with the export one tap away.
  if (compact) {
    return (
      <div className="storage-banner compact" role="alert">
        <p>
          <strong>Not saved on this device:</strong> kept until you close the app.
        </p>
        <ExportAllButton label="Export" />
      </div>
    );
  }
  const why =
    mode.reason === 'quota'
      ? `This device has no room left for ${APP_NAME}.`
      : `This browser will not let ${APP_NAME} store anything (a private window does this).`;
  return (
    <div className="storage-banner" role="alert">
      <p>
        <strong>Scores are not being saved.</strong> {why} Everything you enter is kept only while
        this page is open: export a backup to keep it.
      </p>
      <ExportAllButton label="Export a backup" />
    </div>
  );
}
