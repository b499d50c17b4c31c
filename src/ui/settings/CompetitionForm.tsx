import { useId, useState } from 'react';
import type { CompetitionProfile } from '../../db/competitions.ts';
import { checkCompetition, saveCompetition } from '../../db/competitions.ts';
import { errorText } from '../../engine/errorText.ts';
import type { Problem } from '../../engine/matchFile/problems.ts';
import { useStorage } from '../storage/StorageProvider.tsx';
import { attempt } from '../common/attempt.ts';

type FieldKey = 'name' | 'round' | 'organiser' | 'email' | 'address' | 'due';
type Draft = Record<FieldKey, string>;

const FIELDS: readonly {
  key: FieldKey;
  label: string;
  type: 'text' | 'email' | 'date';
  autoComplete: string;
  hint?: string;
}[] = [
  { key: 'name', label: 'Competition name', type: 'text', autoComplete: 'off' },
  { key: 'round', label: 'Round', type: 'text', autoComplete: 'off', hint: 'e.g. Round 3' },
  { key: 'organiser', label: "Organiser's name", type: 'text', autoComplete: 'off' },
  { key: 'email', label: "Organiser's e-mail", type: 'email', autoComplete: 'off' },
  {
    key: 'address',
    label: 'Postal address',
    type: 'text',
    autoComplete: 'off',
    hint: 'On one line, its parts separated by commas.',
  },
  { key: 'due', label: 'Due date', type: 'date', autoComplete: 'off' },
];

const EMPTY: Draft = { name: '', round: '', organiser: '', email: '', address: '', due: '' };

function draftOf(profile: CompetitionProfile | undefined): Draft {
  if (profile === undefined) return EMPTY;
  return Object.fromEntries(FIELDS.map(({ key }) => [key, profile[key] ?? ''])) as Draft;
}

/** The fields as a competition object: blank fields are left out (only the name is needed). */
function fieldsOf(draft: Draft): Record<string, string> {
  return Object.fromEntries(
    FIELDS.map(({ key }) => [key, draft[key].trim()]).filter(([, value]) => value !== ''),
  );
}

/**
 * The engine's message for each field ("is missing", "must be a date like 2026-12-01"), led by
 * the field's label when the message does not name the value itself; problems with no field of
 * their own are kept under '$'.
 */
function messagesOf(problems: readonly Problem[]): Partial<Record<FieldKey | '$', string>> {
  const out: Partial<Record<FieldKey | '$', string>> = {};
  for (const problem of problems) {
    const field = FIELDS.find(({ key }) => problem.path === `competition.${key}`);
    if (field === undefined) {
      out.$ = out.$ === undefined ? problem.message : `${out.$}; ${problem.message}`;
      continue;
    }
    out[field.key] ??= /^[a-z]/.test(problem.message)
      ? `${field.label} ${problem.message}.`
      : `${problem.message}.`;
  }
  return out;
}

/**
 * Adding or editing a competition profile. Each field is checked by the match file's own reader,
 * so a profile holds nothing a match file would refuse; nothing is saved until every field is
 * right, and each message sits under its field.
 */
export function CompetitionForm({
  profile,
  onDone,
}: {
  /** The profile to edit; none to add one. */
  profile?: CompetitionProfile;
  onDone: () => void;
}) {
  const storage = useStorage();
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const checked = checkCompetition(fieldsOf(draft));
  const messages = tried && !checked.ok ? messagesOf(checked.errors) : {};
  const title = profile === undefined ? 'New competition' : `Edit ${profile.name}`;
  const inputId = (key: FieldKey) => `${formId}-${key}`;

  const save = async () => {
    setTried(true);
    if (!checked.ok) {
      const first = FIELDS.find(({ key }) => messagesOf(checked.errors)[key] !== undefined);
      if (first !== undefined) document.getElementById(inputId(first.key))?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = await storage.write((db) => saveCompetition(db, fieldsOf(draft), profile?.id));
      if (saved.ok) onDone();
      else setFailure(Object.values(messagesOf(saved.errors)).join(' '));
    } catch (error) {
      setFailure(`Not saved: ${errorText(error)}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="competition-form"
      aria-labelledby={`${formId}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        attempt(save(), setFailure, 'Not saved');
      }}
    >
      <h3 id={`${formId}-title`}>{title}</h3>
      <p className="muted small">Only the name is needed; the rest goes on the summary sheet.</p>
      {FIELDS.map(({ key, label, type, autoComplete, hint }) => {
        const message = messages[key];
        const described = [
          hint === undefined ? null : `${inputId(key)}-hint`,
          message === undefined ? null : `${inputId(key)}-error`,
        ].filter((id) => id !== null);
        return (
          <div key={key} className="field">
            <label htmlFor={inputId(key)}>{label}</label>
            <input
              id={inputId(key)}
              type={type}
              value={draft[key]}
              required={key === 'name'}
              autoComplete={autoComplete}
              autoFocus={key === 'name'}
              aria-invalid={message !== undefined}
              aria-describedby={described.length > 0 ? described.join(' ') : undefined}
              onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}
            />
            {hint !== undefined && (
              <span id={`${inputId(key)}-hint`} className="muted small field-hint">
                {hint}
              </span>
            )}
            {message !== undefined && (
              <span id={`${inputId(key)}-error`} className="field-error">
                {message}
              </span>
            )}
          </div>
        );
      })}
      {(failure !== null || messages.$ !== undefined) && (
        <p className="field-error" role="alert">
          {failure ?? messages.$}
        </p>
      )}
      <div className="toolbar">
        <button type="submit" className="primary" disabled={saving}>
          Save competition
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
