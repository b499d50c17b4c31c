import { useCallback, useEffect, useId, useState } from 'react';
import { errorText } from '../../engine/errorText.ts';
import type { Member } from '../../sync/accounts.ts';
import { Dialog } from '../common/Dialog.tsx';
import { accountWords } from './accountWords.ts';
import type { AccountsProps, Said } from './accountsShared.tsx';
import { SaidLine } from './accountsShared.tsx';

/**
 * Settings → Club, for the club's organiser only (as the server's session says): the club's
 * members, a member added with a first password to pass on, and a member taken out of the club,
 * after asking (docs/sync.md, "Members' accounts"). No password is typed on a command line.
 */
export function MembersSection({ place, member, world }: AccountsProps) {
  const id = useId();
  const [organiser, setOrganiser] = useState(false);
  const [members, setMembers] = useState<readonly Member[] | null>(null);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    const { listMembers } = await world.loadAccounts();
    const listed = await listMembers(place, world);
    if (listed.ok) setMembers(listed.value);
    else
      setSaid({
        text: `The members could not be listed. ${accountWords(listed.error)}`,
        trouble: true,
      });
  }, [place, world]);

  useEffect(() => {
    let open = true;
    (async () => {
      const { isOrganiser, firstPassword } = await world.loadAccounts();
      if (!(await isOrganiser(place, world)) || !open) return;
      setOrganiser(true);
      setPassword(firstPassword());
      await refresh();
    })().catch(() => undefined);
    return () => {
      open = false;
    };
  }, [place, world, refresh]);

  if (!organiser) return null;

  const add = async () => {
    const wanted = name.trim();
    setBusy(true);
    setSaid(null);
    try {
      const { addMember, firstPassword } = await world.loadAccounts();
      const added = await addMember(place, wanted, password, world);
      if (!added.ok) {
        setSaid({
          text: `${wanted || 'Nobody'} not added. ${accountWords(added.error)}`,
          trouble: true,
        });
        return;
      }
      setSaid({
        text: added.value.passwordSet
          ? `${wanted} added. Their first password is ${password}: pass it on; they can change it in Settings → Club.`
          : `${wanted} added: they have an account on this server already, and sign in with its password.`,
        trouble: false,
      });
      setName('');
      setPassword(firstPassword());
      await refresh();
    } catch (error) {
      setSaid({ text: `Not added: ${errorText(error)}`, trouble: true });
    } finally {
      setBusy(false);
    }
  };

  const takeOut = async (who: string) => {
    setAsking(null);
    setBusy(true);
    setSaid(null);
    try {
      const { takeOut: out } = await world.loadAccounts();
      const done = await out(place, who, world);
      setSaid(
        done.ok
          ? {
              text: `${who} is out of the club: their devices keep their matches, and get nothing more from ${place.club}.`,
              trouble: false,
            }
          : { text: `${who} is still in the club. ${accountWords(done.error)}`, trouble: true },
      );
      if (done.ok) await refresh();
    } catch (error) {
      setSaid({ text: `${who} is still in the club: ${errorText(error)}`, trouble: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="club-members" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Members</h3>
      {members !== null && (
        <ul aria-labelledby={`${id}-title`}>
          {members.map((m) => (
            <li key={m.name}>
              <span>
                {m.name}
                {m.organiser ? ' (organiser)' : ''}
              </span>
              {!m.organiser && m.name !== member && (
                <button type="button" disabled={busy} onClick={() => setAsking(m.name)}>
                  Take {m.name} out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form
        className="club-form"
        aria-label="Add a member"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add().catch(() => undefined);
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-name`}>New member's name</label>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>First password</label>
          <input
            id={`${id}-password`}
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby={`${id}-password-hint`}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <span id={`${id}-password-hint`} className="muted small field-hint">
            Made up for them: read it out or write it down; they change it in Settings → Club.
          </span>
        </div>
        <div className="toolbar">
          <button type="submit" disabled={busy || name.trim() === ''}>
            Add the member
          </button>
        </div>
      </form>
      <SaidLine said={said} />
      {asking !== null && (
        <Dialog
          title={`Take ${asking} out of ${place.club}?`}
          onClose={() => setAsking(null)}
          actions={
            <>
              <button type="button" autoFocus onClick={() => setAsking(null)}>
                Keep {asking}
              </button>
              <button
                type="button"
                className="danger"
                onClick={() => {
                  takeOut(asking).catch(() => undefined);
                }}
              >
                Take out
              </button>
            </>
          }
        >
          <p>
            {asking}'s devices stop syncing with the club at once. The matches they have stay on
            their devices; the club keeps every match it has.
          </p>
        </Dialog>
      )}
    </section>
  );
}
