import type { Rotation } from '../../engine/rotation.ts';
import { TABLE_ROTATIONS, rotationName } from '../../engine/rotation.ts';
import type { NewMatchForm } from './newMatchForm.ts';
import { chosenRotation } from './newMatchForm.ts';
import { APP_NAME } from '../../engine/appName.ts';

/** What each rotation does, as the form offers it; `unit` is "rubber" or "chukker". */
function detail(rotation: Rotation, unit: string): string {
  switch (rotation) {
    case 'fixed':
      return 'the same partners all evening';
    case 'pivot':
      return `North stays and partners each of the others in turn: in three ${unit}s everyone partners everyone`;
    case 'cut':
      return `after each ${unit} the four cut again, and ${APP_NAME} asks who cut highest`;
    case 'mixed':
      return `everyone partners everyone in turn, and sits out one ${unit} in three`;
    case 'pairs':
      return `the two who sat out come in for the next two up the draw, in their seats`;
    case 'five':
      return '';
  }
}

/**
 * How the table's partnerships change from rubber to rubber (src/engine/rotation.ts, docs/rules.md
 * "Changing partners"), for a table of four or six; five players have one way only.
 */
export function RotationChoice({
  form,
  set,
  unit,
}: {
  form: NewMatchForm;
  set: (change: Partial<NewMatchForm>) => void;
  unit: string;
}) {
  const offered = TABLE_ROTATIONS[form.tableSize];
  if (offered.length < 2) return null;
  const chosen = chosenRotation(form);
  return (
    <fieldset className="variant-choice">
      <legend>Partners</legend>
      {offered.map((rotation) => (
        <label key={rotation} className="choice small">
          <input
            type="radio"
            name="rotation"
            checked={chosen === rotation}
            onChange={() => set({ rotations: { ...form.rotations, [form.tableSize]: rotation } })}
          />
          <span>
            <strong>{rotationName(rotation, unit)}</strong>
            <small className="muted"> {detail(rotation, unit)}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
