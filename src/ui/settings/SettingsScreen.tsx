import { useLiveQuery } from 'dexie-react-hooks';
import type { PersistenceState } from '../../db/persistence.ts';
import type { Theme } from '../../state/uiStore.ts';
import { useSetTheme, useTheme } from '../../state/uiStore.ts';
import { formatDate } from '../common/matchText.ts';
import { ExportAllButton } from '../matches/ExportAllButton.tsx';
import { useDb, useStorage, useStorageMode } from '../storage/StorageProvider.tsx';
import { askForPersistence, readPersistence } from '../storage/persist.ts';

function persistenceText(state: PersistenceState | undefined): string {
  if (state === undefined) return 'Checking…';
  switch (state.kind) {
    case 'unsupported':
      return 'This browser does not offer persistent storage. Export a backup now and then.';
    case 'not-asked':
      return 'Not asked yet: bridgepad asks when the first match is saved.';
    case 'granted':
      return `Granted (${formatDate(state.at)}): the browser will not clear your scores to make room.`;
    case 'denied':
      return `Not granted (${formatDate(state.at)}): the browser may clear stored scores if space runs low. Export a backup now and then.`;
  }
}

const THEMES: readonly { theme: Theme; name: string }[] = [
  { theme: 'system', name: 'As the device' },
  { theme: 'light', name: 'Light' },
  { theme: 'dark', name: 'Dark' },
];

export default function SettingsScreen() {
  const db = useDb();
  const storage = useStorage();
  const mode = useStorageMode();
  const theme = useTheme();
  const setTheme = useSetTheme();
  const persistence = useLiveQuery(() => readPersistence(db), [db]);
  return (
    <section className="settings" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <h2>Storage</h2>
      <dl>
        <dt>Where scores are kept</dt>
        <dd>
          {mode.kind === 'disk'
            ? 'On this device (IndexedDB), saved as each deal is confirmed.'
            : `In memory only, because ${mode.reason === 'quota' ? 'the device is full' : 'the browser refused storage'}.`}
        </dd>
        <dt>Persistent storage</dt>
        <dd>{persistenceText(persistence)}</dd>
      </dl>
      {persistence?.kind === 'not-asked' && (
        <button type="button" onClick={() => void askForPersistence(storage.db)}>
          Ask for persistent storage now
        </button>
      )}
      <ExportAllButton label="Export a backup of every match" />
      <h2>Appearance</h2>
      <div className="inline-choices" role="radiogroup" aria-label="Theme">
        {THEMES.map((t) => (
          <label key={t.theme} className="choice small">
            <input
              type="radio"
              name="theme"
              checked={theme === t.theme}
              onChange={() => setTheme(t.theme)}
            />
            {t.name}
          </label>
        ))}
      </div>
    </section>
  );
}
