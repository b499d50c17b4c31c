import { useSyncExternalStore } from 'react';

/** The app's screens, addressed by the URL hash so the back button and reloads work offline. */
export type Route =
  | { readonly name: 'matches' }
  | { readonly name: 'new' }
  | { readonly name: 'match'; readonly id: string }
  | { readonly name: 'rules'; readonly id: string | null }
  /** Beside the rules: what a screen reader and the table's voice say, and the keys. */
  | { readonly name: 'access' }
  | { readonly name: 'summary'; readonly id: string }
  | { readonly name: 'export'; readonly id: string }
  | { readonly name: 'compare'; readonly id: string }
  | { readonly name: 'show'; readonly id: string }
  /** Joining a match another device shows; `code` is a link's `#m=…`, read as the app opens. */
  | { readonly name: 'join'; readonly code: string | null }
  /**
   * Settings; `club`, a club's link `#club=…&server=…` (an invite, or signing in again), opens it
   * at Club, read there (docs/sync.md, "On the device").
   */
  | { readonly name: 'settings'; readonly club?: string }
  | { readonly name: 'ledger' }
  /** The organiser's desk: every competition, or one, or the match file behind one's result. */
  | { readonly name: 'desk'; readonly id: string | null; readonly result?: string };

/** The pages of one match beside its table, each at `#/match/<id>/<page>`. */
const MATCH_PAGES = ['rules', 'summary', 'export', 'compare', 'show'] as const;

export function parseRoute(hash: string): Route {
  // A link to a match code (docs/format.md, "The match code"): the app opens on joining it.
  if (hash.startsWith('#m=')) return { name: 'join', code: hash };
  if (hash.startsWith('#club=')) return { name: 'settings', club: hash };
  const parts = hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
  const [first, second, third, fourth] = parts;
  if (first === 'new' || first === 'settings' || first === 'ledger') return { name: first };
  if (first === 'desk')
    return second !== undefined && third === 'result' && fourth !== undefined
      ? { name: 'desk', id: second, result: fourth }
      : { name: 'desk', id: second ?? null };
  if (first === 'join') return { name: 'join', code: null };
  if (first === 'rules') return { name: 'rules', id: null };
  if (first === 'access') return { name: 'access' };
  if (first === 'match' && second !== undefined) {
    const page = MATCH_PAGES.find((name) => name === third);
    return { name: page ?? 'match', id: second };
  }
  return { name: 'matches' };
}

export function routeHref(route: Route): string {
  switch (route.name) {
    case 'matches':
      return '#/';
    case 'new':
      return '#/new';
    case 'settings':
      return route.club ?? '#/settings';
    case 'ledger':
      return '#/ledger';
    case 'access':
      return '#/access';
    case 'desk':
      if (route.id === null) return '#/desk';
      return route.result === undefined
        ? `#/desk/${encodeURIComponent(route.id)}`
        : `#/desk/${encodeURIComponent(route.id)}/result/${encodeURIComponent(route.result)}`;
    case 'join':
      return route.code ?? '#/join';
    case 'match':
      return `#/match/${encodeURIComponent(route.id)}`;
    case 'rules':
      return route.id === null ? '#/rules' : `#/match/${encodeURIComponent(route.id)}/rules`;
    case 'summary':
    case 'export':
    case 'compare':
    case 'show':
      return `#/match/${encodeURIComponent(route.id)}/${route.name}`;
  }
}

export function navigate(route: Route): void {
  window.location.hash = routeHref(route);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return parseRoute(hash);
}
