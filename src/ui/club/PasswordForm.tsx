import { useId, useState } from 'react';
import { errorText } from '../../engine/errorText.ts';
import { useDb } from '../storage/StorageProvider.tsx';
import { accountWords } from './accountWords.ts';
import { changeOwnPassword } from './clubActions.ts';
import type { AccountsProps, Said } from './accountsShared.tsx';
import { SaidLine } from './accountsShared.tsx';

/**
 * Settings → Club, once joined: the member changes their own password on the club's server
 * (docs/sync.md, "Members' accounts"), typed twice. The device signs in again with it at once and
 * keeps no password; the member's other devices ask for it at their next sign-in.
 */
export function PasswordForm({ place, member, world }: AccountsProps) {
  const id = useId();
  const db = useDb();
  const [first, setFirst] = useState('');
  const [again, setAgain] = useState('');
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);

  const change = async () => {
    if (first !== again) {
      setSaid({ text: 'The two passwords differ: type the new one twice.', trouble: true });
      return;
    }
    setBusy(true);
    setSaid(null);
    try {
      const done = await changeOwnPassword(db, { ...place, member }, first, world);
      if (done.ok) {
        setFirst('');
        setAgain('');
        setSaid({
          text: 'Password changed. Sign in with it on your other devices.',
          trouble: false,
        });
      } else if (done.error.reason === 'changedNotSignedIn') {
        setFirst('');
        setAgain('');
        setSaid({ text: accountWords(done.error), trouble: true });
      } else setSaid({ text: `Not changed. ${accountWords(done.error)}`, trouble: true });
    } catch (error) {
      setSaid({ text: `Not changed: ${errorText(error)}`, trouble: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="club-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        change().catch(() => undefined);
      }}
    >
      <h3 id={`${id}-title`}>Your password</h3>
      <input type="text" hidden readOnly autoComplete="username" value={member} />
      <div className="field">
        <label htmlFor={`${id}-first`}>New password</label>
        <input
          id={`${id}-first`}
          type="password"
          autoComplete="new-password"
          value={first}
          onChange={(event) => setFirst(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-again`}>New password again</label>
        <input
          id={`${id}-again`}
          type="password"
          autoComplete="new-password"
          value={again}
          onChange={(event) => setAgain(event.target.value)}
        />
      </div>
      <div className="toolbar">
        <button type="submit" disabled={busy || first === ''}>
          Change password
        </button>
      </div>
      <SaidLine said={said} />
    </form>
  );
}
