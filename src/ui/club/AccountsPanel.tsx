import type { ClubPlace } from '../../sync/clubPlace.ts';
import type { ClubWorld } from './clubWorld.ts';
import { MembersSection } from './MembersSection.tsx';
import { PasswordForm } from './PasswordForm.tsx';

/**
 * The member's own password, and the club's members for its organiser (docs/sync.md, "Members'
 * accounts"): both need the club's server, so they are loaded with Settings → Club on a device
 * that has joined, and kept once loaded, never in the offline copy (vite.config.ts).
 */
export function AccountsPanel(props: { place: ClubPlace; member: string; world: ClubWorld }) {
  return (
    <>
      <PasswordForm {...props} />
      <MembersSection {...props} />
    </>
  );
}
