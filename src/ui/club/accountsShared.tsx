import type { ClubPlace } from '../../sync/clubPlace.ts';
import type { ClubWorld } from './clubWorld.ts';

/** What the accounts' part of Settings → Club is given (AccountsPanel.tsx). */
export interface AccountsProps {
  readonly place: ClubPlace;
  readonly member: string;
  readonly world: ClubWorld;
}

/** What the last change to an account came to: news, or trouble said as an alert. */
export type Said = { readonly text: string; readonly trouble: boolean } | null;

export function SaidLine({ said }: { said: Said }) {
  if (said === null) return null;
  return (
    <p
      className={said.trouble ? 'field-error' : 'muted small'}
      role={said.trouble ? 'alert' : 'status'}
    >
      {said.text}
    </p>
  );
}
