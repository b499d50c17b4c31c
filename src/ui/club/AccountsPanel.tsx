import { MembersSection } from './MembersSection.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import type { AccountsProps } from './accountsShared.tsx';

/**
 * The member's own password, and the club's members for its organiser (docs/sync.md, "Members'
 * accounts"): both need the club's server, so they are loaded with Settings → Club on a device
 * that has joined, and kept once loaded, never in the offline copy (vite.config.ts).
 */
export function AccountsPanel(props: AccountsProps) {
  return (
    <>
      <PasswordForm {...props} />
      <MembersSection {...props} />
    </>
  );
}
