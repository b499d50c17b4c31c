import { lazy, Suspense, useEffect } from 'react';
import type { Storage } from '../db/storage.ts';
import { useSettings, useTheme, useUpdate } from '../state/uiStore.ts';
import { ErrorBoundary } from './common/ErrorBoundary.tsx';
import { insecureAddress } from './common/secureAddress.ts';
import { ToastBar } from './common/ToastBar.tsx';
import { MatchesScreen } from './matches/MatchesScreen.tsx';
import type { Route } from './router.ts';
import { routeHref, useRoute } from './router.ts';
import { useClubStart } from './clubStart.ts';
import {
  StorageProvider,
  useStorage,
  useStorageMode,
  useStorageOutdated,
} from './storage/StorageProvider.tsx';
import { MatchScreen } from './table/MatchScreen.tsx';
import { APP_NAME } from '../engine/appName.ts';

// Screens away from the table load when first opened, so the first screen stays small.
const NewMatchScreen = lazy(() => import('./newMatch/NewMatchScreen.tsx'));
const RulesScreen = lazy(() => import('./rules/RulesScreen.tsx'));
const AccessScreen = lazy(() => import('./rules/AccessScreen.tsx'));
const SettingsScreen = lazy(() => import('./settings/SettingsScreen.tsx'));
const SummaryScreen = lazy(() => import('./kapiti/SummaryScreen.tsx'));
// Shown only when storage is in trouble or an update waits: loaded then.
const StorageBanner = lazy(() =>
  import('./storage/StorageBanner.tsx').then((m) => ({ default: m.StorageBanner })),
);
// Said only where the page is not a secure context (a club laptop's plain HTTP address): loaded then.
const AddressNote = lazy(() => import('./storage/AddressNote.tsx'));
const UpdatePrompt = lazy(() =>
  import('./common/UpdatePrompt.tsx').then((m) => ({ default: m.UpdatePrompt })),
);
const ExportScreen = lazy(() => import('./matchExport/ExportScreen.tsx'));
const CompareScreen = lazy(() => import('./compare/CompareScreen.tsx'));
const ShowScreen = lazy(() => import('./matchExport/ShowScreen.tsx'));
const JoinScreen = lazy(() => import('./join/JoinScreen.tsx'));
const LedgerScreen = lazy(() => import('./ledger/LedgerScreen.tsx'));
const DeskScreen = lazy(() => import('./desk/DeskScreen.tsx'));

function Screen({ route }: { route: Route }) {
  switch (route.name) {
    case 'matches':
      return <MatchesScreen />;
    case 'new':
      return <NewMatchScreen />;
    case 'match':
      return <MatchScreen id={route.id} />;
    case 'rules':
      return <RulesScreen id={route.id} />;
    case 'access':
      return <AccessScreen />;
    case 'settings':
      return <SettingsScreen />;
    case 'summary':
      return <SummaryScreen id={route.id} />;
    case 'export':
      return <ExportScreen id={route.id} />;
    case 'compare':
      return <CompareScreen id={route.id} />;
    case 'show':
      return <ShowScreen id={route.id} />;
    case 'join':
      return <JoinScreen code={route.code} />;
    case 'ledger':
      return <LedgerScreen />;
    case 'desk':
      return (
        <DeskScreen
          key={`${route.id}/${route.result ?? ''}`}
          id={route.id}
          {...(route.result === undefined ? {} : { result: route.result })}
        />
      );
  }
}

/**
 * Follows the settings kept on the device: the theme (the device's, light, dark or high
 * contrast), larger type, and four-colour suits (`four`, or the decks' `deck`), as attributes of
 * the page's root that the style sheet reads.
 */
function useRootAttributes() {
  const theme = useTheme();
  const { largeType, fourColours } = useSettings();
  useEffect(() => {
    const root = document.documentElement;
    const set = (name: string, value: string | null) =>
      value === null ? root.removeAttribute(name) : root.setAttribute(name, value);
    set('data-theme', theme === 'system' ? null : theme);
    set('data-type', largeType ? 'large' : null);
    set('data-suits', fourColours === true ? 'four' : fourColours || null);
  }, [theme, largeType, fourColours]);
}

const NAV: readonly { route: Route; label: string }[] = [
  { route: { name: 'matches' }, label: 'Matches' },
  { route: { name: 'rules', id: null }, label: 'Rules' },
  { route: { name: 'settings' }, label: 'Settings' },
];

/** bridgepad: the score pad. Opens the store, then shows the screen the address names. */
export function App({ storage }: { storage?: Storage }) {
  return (
    <StorageProvider {...(storage === undefined ? {} : { storage })}>
      <Shell />
    </StorageProvider>
  );
}

/** The bars, the banners when they are wanted, the screen, and the messages. */
function Shell() {
  const route = useRoute();
  useRootAttributes();
  const atTable = route.name === 'match';
  const storageMode = useStorageMode();
  const storageOutdated = useStorageOutdated();
  const updateWaiting = useUpdate() !== null;
  useClubStart(useStorage());
  return (
    <>
      <div
        className={`app ${atTable ? 'at-table' : ''} ${storageMode.kind === 'memory' ? 'unsaved' : ''}`}
      >
        {!atTable && (
          <header className="app-bar">
            <a className="brand" href={routeHref({ name: 'matches' })}>
              {APP_NAME}
            </a>
            <nav aria-label="Main">
              {NAV.map((item) => (
                <a
                  key={item.label}
                  href={routeHref(item.route)}
                  aria-current={item.route.name === route.name ? 'page' : undefined}
                >
                  {item.label}
                </a>
              ))}
            </nav>
          </header>
        )}
        <Suspense fallback={null}>
          {(storageMode.kind !== 'disk' || storageOutdated) && (
            <StorageBanner compact={atTable && !storageOutdated} />
          )}
          {updateWaiting && <UpdatePrompt />}
        </Suspense>
        <main className="content">
          {!atTable && insecureAddress() && (
            <Suspense fallback={null}>
              <AddressNote />
            </Suspense>
          )}
          <ErrorBoundary key={routeHref(route)}>
            <Suspense fallback={<p className="opening">Loading…</p>}>
              <Screen route={route} />
            </Suspense>
          </ErrorBoundary>
        </main>
        {/* At the table the message sits in the pad, where it covers nothing. */}
        {!atTable && <ToastBar />}
      </div>
    </>
  );
}
