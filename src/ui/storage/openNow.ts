import { openAtStart } from './opening.ts';

/**
 * The store, opening from the moment the app's code starts to run: src/main.tsx imports this
 * first, so IndexedDB opens while React and the screens are still being read.
 */
export const opening = openAtStart(window.location.hash);
