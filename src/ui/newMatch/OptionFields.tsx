import type { RefObject } from 'react';
import type { CompetitionChoices, CompetitionProfile } from '../../db/competitions.ts';
import type { GameTraits, RuleVariant } from '../../engine/gameTraits.ts';
import { PRESET_DETAIL } from '../../engine/gameOffers.ts';
import { CHICAGO_FORMS } from '../../engine/chukker.ts';
import { DECK_NAME } from '../../engine/strains.ts';
import type { ChicagoVulnerability } from '../../engine/types.ts';
import { Figures } from '../common/Figures.tsx';
import { CompetitionChoice } from './CompetitionChoice.tsx';
import type { NewMatchForm } from './newMatchForm.ts';
import { honorsPlayed, plannedDealsOf, variantPlayed } from './newMatchForm.ts';
import type { StakeFieldsState } from './StakeFields.tsx';
import { StakeFields } from './StakeFields.tsx';

type Set = (change: Partial<NewMatchForm>) => void;

const FORM_NAMES: Readonly<Record<ChicagoVulnerability, string>> = {
  chicago: "Chicago (dealer's side vulnerable)",
  cavendish: "Cavendish (dealer's opponents vulnerable)",
};

/** A rule played differently in different places: its presets, the default first. */
function VariantChoice({
  variant,
  chosen,
  onChoose,
}: {
  variant: RuleVariant;
  chosen: string | number | undefined;
  onChoose: (value: string | number) => void;
}) {
  const current = chosen ?? variant.presets[0].value;
  return (
    <fieldset className="variant-choice">
      <legend>{variant.label}</legend>
      {variant.presets.map((preset) => (
        <label key={String(preset.value)} className="choice small">
          <input
            type="radio"
            name={variant.key}
            checked={current === preset.value}
            onChange={() => onChoose(preset.value)}
          />
          <span>
            <strong>
              <Figures text={preset.name} />
            </strong>
            <small className="muted"> {PRESET_DETAIL[variant.key]?.[String(preset.value)]}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Rummy's own options: the variant, and the point target that ends the game. */
function RummyOptions({ form, set }: { form: NewMatchForm; set: Set }) {
  return (
    <fieldset>
      <legend>Options</legend>
      <div className="inline-choices" role="radiogroup" aria-label="Variant">
        {(['basic', 'gin'] as const).map((variant) => (
          <label key={variant} className="choice small">
            <input
              type="radio"
              name="variant"
              checked={form.variant === variant}
              onChange={() => set({ variant })}
            />
            {variant === 'basic' ? 'Basic (rummy costs 25)' : 'Gin'}
          </label>
        ))}
      </div>
      <label className="field">
        Point target (optional)
        <input
          inputMode="numeric"
          value={form.target}
          onChange={(e) => set({ target: e.target.value.replace(/\D/g, '') })}
        />
      </label>
    </fieldset>
  );
}

/**
 * The options the game chosen takes (src/engine/gameTraits.ts): honors, the cards, Chicago's
 * form, the deals of a planned match, the competition it is played in, and the stake.
 */
export function OptionFields({
  form,
  set,
  traits,
  dealsError,
  dealsField,
  competition,
  stake,
}: {
  form: NewMatchForm;
  set: Set;
  traits: GameTraits;
  dealsError: string | null;
  dealsField: RefObject<HTMLInputElement | null>;
  competition: {
    readonly choices: CompetitionChoices | undefined;
    readonly chosen: CompetitionProfile | undefined;
  };
  stake: StakeFieldsState;
}) {
  if (traits.pointTarget) return <RummyOptions form={form} set={set} />;
  const planned = plannedDealsOf(form);
  return (
    <fieldset>
      <legend>Options</legend>
      {honorsPlayed(traits, form) && (
        <label className="check">
          <input
            type="checkbox"
            checked={form.honors}
            onChange={(e) => set({ honors: e.target.checked })}
          />
          Score honors
        </label>
      )}
      {traits.decks.length > 1 && (
        // Each deck a choice of its own, its whole name wrapping as it must: a list's one line
        // would show "Stand" of "Standard (♣ ♦ ♥ ♠)" on a narrow phone at large text.
        <fieldset className="deck-choice">
          <legend>Cards</legend>
          {traits.decks.map((deck) => (
            <label key={deck} className="choice small">
              <input
                type="radio"
                name="deck"
                checked={form.deck === deck}
                onChange={() => set({ deck })}
              />
              <span>{DECK_NAME[deck]}</span>
            </label>
          ))}
        </fieldset>
      )}
      {traits.ruleKeys.includes('vulnerability') && (
        <div
          className="inline-choices"
          role="radiogroup"
          aria-label="Vulnerability on deals 2 and 3"
        >
          {CHICAGO_FORMS.map((v) => (
            <label key={v} className="choice small">
              <input
                type="radio"
                name="vul"
                checked={form.vulnerability === v}
                onChange={() => set({ vulnerability: v })}
              />
              {FORM_NAMES[v]}
            </label>
          ))}
        </div>
      )}
      {planned !== null && (
        <label className="field">
          Deals in the match
          <input
            ref={dealsField}
            type="text"
            inputMode="numeric"
            value={planned}
            aria-invalid={dealsError !== null}
            aria-describedby={dealsError === null ? undefined : 'deals-error'}
            onChange={(e) =>
              set({ plannedDeals: { ...form.plannedDeals, [form.game]: e.target.value } })
            }
          />
          {dealsError !== null && (
            <span id="deals-error" className="field-error">
              {dealsError}
            </span>
          )}
        </label>
      )}
      {traits.variants
        .filter((variant) => variantPlayed(variant, form))
        .map((variant) => (
          <VariantChoice
            key={variant.key}
            variant={variant}
            chosen={form.variants[variant.key]}
            onChoose={(value) => set({ variants: { ...form.variants, [variant.key]: value } })}
          />
        ))}
      {traits.competition && (
        <CompetitionChoice
          choices={competition.choices}
          chosen={competition.chosen}
          onChoose={(competitionId) => set({ competitionId })}
        />
      )}
      {traits.ruleKeys.includes('stake') && (
        <StakeFields
          stake={form.stake}
          onChange={(change) => set({ stake: change })}
          state={stake}
        />
      )}
    </fieldset>
  );
}
