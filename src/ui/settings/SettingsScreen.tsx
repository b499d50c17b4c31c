import { Fragment } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { PersistenceState } from '../../db/persistence.ts';
import type { TableSettings, Theme } from '../../state/uiStore.ts';
import { useChangeSettings, useSetTheme, useSettings, useTheme } from '../../state/uiStore.ts';
import { formatDate } from '../common/matchText.ts';
import { ClubSection } from '../club/ClubSection.tsx';
import { insecureAddress, SECURE_LINK } from '../common/secureAddress.ts';
import { ExportAllButton } from '../matches/ExportAllButton.tsx';
import { useRoute } from '../router.ts';
import { useDb, useStorageMode } from '../storage/StorageProvider.tsx';
import { askForPersistence, readPersistence } from '../storage/persist.ts';
import { CompetitionProfiles } from './CompetitionProfiles.tsx';
import { VoiceSettings } from './VoiceSettings.tsx';
import { APP_NAME } from '../../engine/appName.ts';

function persistenceText(state: PersistenceState | undefined): string {
  if (state === undefined) return 'Checking…';
  switch (state.kind) {
    case 'unsupported':
      // On a plain HTTP link (a club laptop's) the browser hides it: the link is why, not the browser.
      return insecureAddress()
        ? `Not offered on this link: the browser offers it only on ${SECURE_LINK}. Export a backup now and then.`
        : 'This browser does not offer persistent storage. Export a backup now and then.';
    case 'not-asked':
      return `Not asked yet: ${APP_NAME} asks when the first match is saved.`;
    case 'granted':
      return `Granted (${formatDate(state.at)}): the browser will not clear your scores to make room.`;
    case 'denied':
      return `Not granted (${formatDate(state.at)}): the browser may clear stored scores if space runs low. Export a backup now and then.`;
    case 'unanswered':
      return `Asked (${formatDate(state.at)}), and the browser has not answered. Your scores are kept, but the browser may clear them if space runs low: export a backup now and then, or ask again.`;
  }
}

const THEMES: readonly { theme: Theme; name: string }[] = [
  { theme: 'system', name: 'As the device' },
  { theme: 'light', name: 'Light' },
  { theme: 'dark', name: 'Dark' },
  { theme: 'contrast', name: 'High contrast' },
  { theme: 'contrast-dark', name: 'High contrast, dark' },
];

/** The table's settings that are on or off. */
type Flag = Exclude<keyof TableSettings, 'fourColours'>;

const TABLE_CHOICES: readonly { key: Flag; name: string; note: string }[] = [
  {
    key: 'confirmDeals',
    name: 'Confirm each deal',
    note: 'The result is chosen, then Confirm writes the deal (one tap more).',
  },
  {
    key: 'largeType',
    name: 'Larger type',
    note: 'Everything a quarter larger: the sheet, the pad and the lists.',
  },
  {
    key: 'readBack',
    name: 'Read each deal aloud',
    note: 'After each deal the device says the contract and the score, e.g. "Four spades by North, made: WE 120 below, game. Both need 100." Works offline. Say the score (or the S key) at the table says the standing at any time. Voice, below, sets the voice, its rate and how much is said.',
  },
];

/** Clubs and diamonds as two-colour decks print them, or in colours of their own. */
const SUIT_COLOURS: readonly { value: TableSettings['fourColours']; name: string }[] = [
  { value: false, name: 'Off: clubs black and diamonds red, as spades and hearts' },
  { value: true, name: 'Clubs green, diamonds orange' },
  { value: 'deck', name: 'Clubs blue, diamonds green, as four-colour decks print them' },
];

function SuitColours() {
  const { fourColours } = useSettings();
  const change = useChangeSettings();
  return (
    <div className="setting suit-colours" role="radiogroup" aria-labelledby="suit-colours">
      <p id="suit-colours">Four-colour suits</p>
      {SUIT_COLOURS.map((choice) => (
        <label key={String(choice.value)} className="check">
          <input
            type="radio"
            name="suit-colours"
            checked={fourColours === choice.value}
            onChange={() => change({ fourColours: choice.value })}
          />
          {choice.name}
        </label>
      ))}
    </div>
  );
}

function TableChoices() {
  const settings = useSettings();
  const change = useChangeSettings();
  const canSpeak = typeof window !== 'undefined' && 'speechSynthesis' in window;
  return (
    <>
      <h2>At the table</h2>
      <p className="muted small">Kept on this device.</p>
      {TABLE_CHOICES.map((choice) => (
        <Fragment key={choice.key}>
          {/* After Larger type, the other choice of how the table looks. */}
          {choice.key === 'readBack' && <SuitColours />}
          <div className="setting">
            <label className="check">
              <input
                type="checkbox"
                checked={settings[choice.key]}
                disabled={choice.key === 'readBack' && !canSpeak}
                onChange={(event) => change({ [choice.key]: event.target.checked })}
              />
              {choice.name}
            </label>
            <p className="muted small">
              {choice.key === 'readBack' && !canSpeak ? 'This browser cannot speak.' : choice.note}
            </p>
          </div>
        </Fragment>
      ))}
    </>
  );
}

export default function SettingsScreen() {
  const db = useDb();
  const mode = useStorageMode();
  const theme = useTheme();
  const setTheme = useSetTheme();
  const persistence = useLiveQuery(() => readPersistence(db), [db]);
  const route = useRoute();
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
        <button type="button" onClick={() => askForPersistence(db)}>
          Ask for persistent storage now
        </button>
      )}
      {persistence?.kind === 'unanswered' && (
        <button type="button" onClick={() => askForPersistence(db, true)}>
          Ask for persistent storage again
        </button>
      )}
      <ExportAllButton label="Export a backup of every match" />
      <ClubSection
        {...(route.name === 'settings' && route.club !== undefined ? { link: route.club } : {})}
      />
      <TableChoices />
      <VoiceSettings />
      <CompetitionProfiles />
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
