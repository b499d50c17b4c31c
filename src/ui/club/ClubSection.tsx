import { useEffect, useId, useState } from 'react';
import { loadLeftClub } from '../../db/clubMembership.ts';
import { errorText } from '../../engine/errorText.ts';
import { useClubStore } from '../../state/clubStore.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { Dialog } from '../common/Dialog.tsx';
import { useDb } from '../storage/StorageProvider.tsx';
import { joinClub, leaveClub, rejoinClub } from './clubActions.ts';
import ClubLine from './ClubLine.tsx';
import type { AccountsPanel as Panel } from './AccountsPanel.tsx';
import type { ClubWorld } from './clubWorld.ts';
import { browserWorld } from './clubWorld.ts';
import { signInWords } from './clubWords.ts';
import { forgetInvite, keepInvite, keptInvite, readInvite } from './invite.ts';
import { APP_NAME } from '../../engine/appName.ts';

type FieldKey = 'server' | 'club' | 'member' | 'password';

const FIELDS: readonly {
  key: FieldKey;
  label: string;
  type: 'text' | 'password';
  autoComplete: string;
  hint?: string;
}[] = [
  {
    key: 'server',
    label: 'Server',
    type: 'text',
    autoComplete: 'url',
    hint: "The club's server on this app's own site, e.g. /couchdb.",
  },
  { key: 'club', label: 'Club', type: 'text', autoComplete: 'off', hint: 'e.g. kapiti-coast' },
  { key: 'member', label: 'Name', type: 'text', autoComplete: 'username' },
  { key: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

/**
 * Settings → Club (docs/sync.md, "On the device"): Server, Club, Name and Password and "Join the
 * club"; once joined, the club, the member, the sync's state, the member's own password, the
 * club's members for its organiser, and "Leave the club", which asks first; signed out, the same form to sign in again. An invite link (`#club=…&server=…`) fills in
 * Server and Club, which wait on the device until the member joins or taps Clear (invite.ts,
 * keepInvite): a member who leaves Settings before joining finds them filled in on coming back.
 * Where no invite waits, the club this device left fills them in, to join it again.
 * The password goes to the club's server and nowhere else: the device keeps no password.
 */
export function ClubSection({
  link,
  world: given,
}: {
  /** The address's club link, `#club=…&server=…`: an invite, or the way to sign in again. */
  link?: string;
  world?: ClubWorld;
}) {
  const [world] = useState(() => given ?? browserWorld());
  const db = useDb();
  const showToast = useShowToast();
  const membership = useClubStore((state) => state.membership);
  const signedOut = useClubStore((state) => state.status?.signedOut ?? false);
  const formId = useId();
  const [invite] = useState(() => (link === undefined ? null : readInvite(link, world.origin)));
  // The invite opened before, waiting until the member joins or clears it.
  const [waiting] = useState(() => (invite === null ? keptInvite(world.origin) : null));
  const [draft, setDraft] = useState<Record<FieldKey, string>>(() => {
    const place = invite?.ok === true ? invite : waiting;
    return {
      server: membership?.server ?? place?.server ?? '',
      club: membership?.club ?? place?.club ?? '',
      member: membership?.member ?? '',
      password: '',
    };
  });
  useEffect(() => {
    if (invite?.ok === true && membership === null) keepInvite(invite);
  }, [invite, membership]);
  // The invite's club may still know this browser (its cookie outlives a store Safari cleared):
  // the member joins again with no password.
  const place = invite?.ok === true ? invite : waiting;
  const [known, setKnown] = useState<string | null>(null);
  useEffect(() => {
    if (membership !== null || place === null) return;
    let open = true;
    world
      .loadSignIn()
      .then((code) => code.signedInAs(place.server, world))
      .then(
        (name) => open && setKnown(name),
        () => undefined, // Not known: the form asks for the password as ever.
      );
    return () => {
      open = false;
    };
  }, [membership, place, world]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  // The club left last, to join again: Server and Club filled in where nothing else fills them.
  useEffect(() => {
    if (membership !== null || invite?.ok === true || waiting !== null) return;
    let open = true;
    loadLeftClub(db).then(
      (left) => {
        if (open && left !== null)
          setDraft((d) =>
            d.server === '' && d.club === '' ? { ...d, server: left.server, club: left.club } : d,
          );
      },
      () => undefined,
    );
    return () => {
      open = false;
    };
  }, [db, membership, invite, waiting]);
  // The club kept may be read after the screen opened (the app just started): the form follows.
  const [shown, setShown] = useState(membership);
  if (shown !== membership) {
    setShown(membership);
    if (membership !== null)
      setDraft((d) => ({
        ...d,
        server: membership.server,
        club: membership.club,
        member: membership.member,
      }));
  }
  const joined = membership !== null && !signedOut;
  // The accounts' part (AccountsPanel.tsx) comes from the club's server's site when first shown.
  const [accounts, setAccounts] = useState<{ Panel: typeof Panel } | 'offline' | null>(null);
  useEffect(() => {
    if (!joined || accounts !== null) return;
    let open = true;
    import('./AccountsPanel.tsx').then(
      (loaded) => {
        if (open) setAccounts({ Panel: loaded.AccountsPanel });
      },
      () => {
        if (open) setAccounts('offline');
      },
    );
    return () => {
      open = false;
    };
  }, [joined, accounts]);
  // Where the form opens: at Name from an invite, at Password to sign in again to the same club.
  const first: FieldKey | null =
    invite?.ok !== true
      ? null
      : membership?.club === invite.club && membership.server === invite.server
        ? 'password'
        : 'member';

  const join = async () => {
    const form = {
      server: draft.server.trim(),
      club: draft.club.trim(),
      member: draft.member.trim(),
      password: draft.password,
    };
    const missing = FIELDS.filter(({ key }) => form[key] === '').map(({ label }) => label);
    if (missing.length > 0) {
      setFailure(`Fill in ${missing.join(', ')}.`);
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      const refused = await joinClub(db, form, world, showToast);
      if (refused !== null) setFailure(signInWords(refused, form, world.origin));
      else {
        setDraft((d) => ({ ...d, password: '' }));
        forgetInvite();
        showToast(`Joined the club ${form.club} as ${form.member}.`);
      }
    } catch (error) {
      setFailure(`Not joined: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };

  const rejoin = async (member: string) => {
    if (place === null) return;
    setFailure(null);
    setBusy(true);
    try {
      const refused = await rejoinClub(db, place, member, world, showToast);
      if (refused !== null) setFailure(signInWords(refused, { ...place, member }, world.origin));
      else {
        forgetInvite();
        showToast(`Joined the club ${place.club} again as ${member}.`);
      }
    } catch (error) {
      setFailure(`Not joined: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };

  /** Empties the form, and forgets the invite waiting on the device. */
  const clear = () => {
    forgetInvite();
    setFailure(null);
    setDraft({ server: '', club: '', member: '', password: '' });
  };

  const leave = async () => {
    setAsking(false);
    if (membership === null) return;
    setFailure(null);
    setBusy(true);
    try {
      await leaveClub(db, world);
      setDraft({ server: membership.server, club: membership.club, member: '', password: '' });
      showToast(`Left the club ${membership.club}: every match stays on this device.`);
    } catch (error) {
      setFailure(`Still in the club: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="club" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>Club</h2>
      {invite?.ok === false && (
        <p className="field-error" role="alert">
          {invite.reason === 'otherOrigin'
            ? `This invite names a server on another site (${invite.server}); ${APP_NAME} reaches a club only on its own site, ${world.origin}. Nothing was filled in.`
            : 'This invite link cannot be read: ask the organiser for it again. Nothing was filled in.'}
        </p>
      )}
      {joined ? (
        <>
          <dl>
            <dt>Club</dt>
            <dd>{membership.club}</dd>
            <dt>Member</dt>
            <dd>{membership.member}</dd>
            <dt>Server</dt>
            <dd>{membership.server}</dd>
          </dl>
          <ClubLine />
          {invite?.ok === true && invite.club !== membership.club && (
            <p className="muted small">
              This device is in {membership.club}: leave it first to join {invite.club}.
            </p>
          )}
          {accounts === 'offline' ? (
            <p className="muted small">
              Your password, and the club's members for its organiser, are changed here while the
              device is online.
            </p>
          ) : (
            accounts !== null && (
              <accounts.Panel place={membership} member={membership.member} world={world} />
            )
          )}
        </>
      ) : (
        <form
          className="club-form"
          aria-label={membership === null ? 'Join a club' : 'Sign in again'}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            join().catch((error: unknown) => setFailure(`Not joined: ${errorText(error)}`));
          }}
        >
          {membership === null && known !== null && place !== null && (
            <div className="option-row">
              <p>
                This browser is still signed in to {place.club} as {known}.
              </p>
              <button
                type="button"
                className="primary"
                disabled={busy}
                onClick={() => {
                  rejoin(known).catch((error: unknown) =>
                    setFailure(`Not joined: ${errorText(error)}`),
                  );
                }}
              >
                Join again as {known}
              </button>
            </div>
          )}
          <p className="muted small">
            {membership === null
              ? "A club shares its matches, competitions and profiles among its members' devices. Your organiser gives you the Server, the Club, your Name and Password; the device keeps no password."
              : `Signed out of ${membership.club}: sign in again to sync. The device keeps no password.`}
          </p>
          {FIELDS.map(({ key, label, type, autoComplete, hint }) => (
            <div key={key} className="field">
              <label htmlFor={`${formId}-${key}`}>{label}</label>
              <input
                id={`${formId}-${key}`}
                type={type}
                value={draft[key]}
                autoComplete={autoComplete}
                autoCapitalize="none"
                spellCheck={false}
                autoFocus={key === first}
                aria-describedby={hint === undefined ? undefined : `${formId}-${key}-hint`}
                onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}
              />
              {hint !== undefined && (
                <span id={`${formId}-${key}-hint`} className="muted small field-hint">
                  {hint}
                </span>
              )}
            </div>
          ))}
          <div className="toolbar">
            <button type="submit" className="primary" disabled={busy}>
              {membership === null ? 'Join the club' : 'Sign in again'}
            </button>
            {membership === null && (
              <button type="button" disabled={busy} onClick={clear}>
                Clear
              </button>
            )}
          </div>
        </form>
      )}
      {failure !== null && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      {membership !== null && (
        <button type="button" disabled={busy} onClick={() => setAsking(true)}>
          Leave the club
        </button>
      )}
      {asking && membership !== null && (
        <Dialog
          title={`Leave the club ${membership.club}?`}
          onClose={() => setAsking(false)}
          actions={
            <>
              <button type="button" autoFocus onClick={() => setAsking(false)}>
                Stay in the club
              </button>
              <button
                type="button"
                className="danger"
                onClick={() => {
                  leave().catch((error: unknown) =>
                    setFailure(`Still in the club: ${errorText(error)}`),
                  );
                }}
              >
                Leave
              </button>
            </>
          }
        >
          <p>
            Your matches stay on this device. They are no longer shared with the club, and the
            club's new matches no longer come here.
          </p>
          <p>
            To join again, you need your name and password: the Server and the Club stay filled in.
          </p>
        </Dialog>
      )}
    </section>
  );
}
