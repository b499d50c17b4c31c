/** A new cut at a table of four: who drew the highest card, and who drew the second. */
export interface Cut {
  readonly highest: string;
  readonly second: string;
}

function NameChoice({
  label,
  group,
  names,
  chosen,
  onChoose,
}: {
  label: string;
  group: string;
  names: readonly string[];
  chosen: string | undefined;
  onChoose: (name: string) => void;
}) {
  return (
    <div className="inline-choices" role="radiogroup" aria-label={label}>
      <span>{label}</span>
      {names.map((name) => (
        <label key={name} className="choice small">
          <input
            type="radio"
            name={group}
            checked={chosen === name}
            onChange={() => onChoose(name)}
          />
          <span>{name}</span>
        </label>
      ))}
    </div>
  );
}

/**
 * Four players cut for partners again after each rubber (docs/rules.md, "Cut for partners"): the
 * app cannot see the cards, so the players say who cut highest and who second, the two of them
 * partners; the seating follows from that.
 */
export function CutChoice({
  players,
  cut,
  onCut,
}: {
  players: readonly string[];
  cut: Partial<Cut>;
  onCut: (cut: Partial<Cut>) => void;
}) {
  const { highest, second } = cut;
  return (
    <div className="cut-choice">
      <NameChoice
        label="Who cut highest?"
        group="cut-highest"
        names={players}
        chosen={highest}
        // A change of the highest card leaves the second open unless it still stands.
        onChoose={(name) => onCut({ highest: name, second: second === name ? undefined : second })}
      />
      {highest !== undefined && (
        <NameChoice
          label={`Who cut second, to partner ${highest}?`}
          group="cut-second"
          names={players.filter((name) => name !== highest)}
          chosen={second}
          onChoose={(name) => onCut({ highest, second: name })}
        />
      )}
    </div>
  );
}
