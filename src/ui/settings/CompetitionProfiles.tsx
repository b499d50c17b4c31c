import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import type { CompetitionProfile } from '../../db/competitions.ts';
import { deleteCompetition, listCompetitions } from '../../db/competitions.ts';
import { errorText } from '../../engine/errorText.ts';
import { ConfirmDialog } from '../common/Dialog.tsx';
import { routeHref } from '../router.ts';
import { useDb, useStorage } from '../storage/StorageProvider.tsx';
import { CompetitionForm } from './CompetitionForm.tsx';
import { competitionDetails } from './competitionText.ts';
import { attempt } from '../common/attempt.ts';

/** What the form is open for: a new profile (none), or this one as it was when Edit was tapped. */
type Editing = { readonly profile?: CompetitionProfile };

const editButtonId = (id: string) => `competition-edit-${id}`;

/**
 * The competitions Kapiti matches are played in, with their organisers: entered once here and
 * chosen when a match starts, so the summary sheet says where to send the result.
 */
export function CompetitionProfiles() {
  const db = useDb();
  const storage = useStorage();
  const profiles = useLiveQuery(() => listCompetitions(db), [db]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<CompetitionProfile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Where focus goes back to once the form or the question closes: the button that opened it.
  const returnFocus = useRef<string | null>(null);

  useEffect(() => {
    if (editing !== null || deleting !== null || returnFocus.current === null) return;
    const opener = document.getElementById(returnFocus.current);
    (opener ?? addButton.current)?.focus();
    returnFocus.current = null;
  }, [editing, deleting]);

  const remove = async (profile: CompetitionProfile) => {
    setDeleting(null);
    // A form left open for another profile keeps where its focus goes back to.
    const formStays = editing !== null && editing.profile?.id !== profile.id;
    if (!formStays) returnFocus.current = 'competition-add';
    if (editing?.profile?.id === profile.id) setEditing(null);
    try {
      await storage.write((db) => deleteCompetition(db, profile.id));
    } catch (error) {
      setFailure(`Not deleted: ${errorText(error)}`);
    }
  };

  return (
    <section className="competitions" aria-labelledby="competitions-title">
      <h2 id="competitions-title">Competitions</h2>
      <p className="muted small">
        For Kapiti matches: the competition and the organiser the result goes to, chosen when a
        match starts. Each match keeps its own copy, so changing one here changes no match. To run a
        competition's draw and take its results in, open the{' '}
        <a href={routeHref({ name: 'desk', id: null })}>organiser's desk</a>.
      </p>
      {profiles !== undefined && profiles.length === 0 && (
        <p className="muted">No competitions yet.</p>
      )}
      {profiles !== undefined && profiles.length > 0 && (
        <ul className="competition-list">
          {profiles.map((profile) => (
            <li key={profile.id}>
              <p className="competition-name">{profile.name}</p>
              {competitionDetails(profile) !== '' && (
                <p className="competition-details muted small">{competitionDetails(profile)}</p>
              )}
              <div className="toolbar">
                <button
                  type="button"
                  id={editButtonId(profile.id)}
                  aria-label={`Edit ${profile.name}`}
                  onClick={() => {
                    returnFocus.current = editButtonId(profile.id);
                    setEditing({ profile });
                  }}
                >
                  Edit
                </button>
                <button
                  type="button"
                  aria-label={`Delete ${profile.name}`}
                  onClick={() => setDeleting(profile)}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {failure !== null && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      {editing === null ? (
        <button
          ref={addButton}
          id="competition-add"
          type="button"
          onClick={() => {
            returnFocus.current = 'competition-add';
            setFailure(null);
            setEditing({});
          }}
        >
          Add a competition
        </button>
      ) : (
        <CompetitionForm
          key={editing.profile?.id ?? 'add'}
          profile={editing.profile}
          onDone={() => setEditing(null)}
        />
      )}
      {deleting !== null && (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          confirmLabel="Delete"
          onCancel={() => {
            // The dialog gives focus back to its Delete button; an open form keeps its own.
            if (editing === null) returnFocus.current = null;
            setDeleting(null);
          }}
          onConfirm={() => attempt(remove(deleting), setFailure, 'Not deleted')}
        >
          <p>Matches already started with it keep their own copy.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
