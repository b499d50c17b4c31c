import type { Toast } from '../../state/uiStore.ts';

/**
 * The messages a screen of choices says in its own flow (Compare, Show match), where no choice can
 * sit under them; the bar that floats at the foot of other screens stands aside there (app.css).
 * The table's message about its last deal stays at the table: it is no message of these screens.
 */
export const saidHere = (toast: Toast): boolean => toast.about === undefined;
