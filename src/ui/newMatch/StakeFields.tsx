import type { RefObject } from 'react';
import type { StakeField, StakeInput } from './stakeForm.ts';
import { currencyName, OTHER_CURRENCY } from './stakeForm.ts';

/** What the stake fields show: the currencies to choose from, and a problem found in them. */
export interface StakeFieldsState {
  readonly choices: readonly string[];
  /** A problem to show beside its field, once the player has left the field or tapped Start. */
  readonly error: { readonly field: StakeField; readonly problem: string } | null;
  /** The player has left a field: its problem, if any, is shown from now on. */
  readonly onChecked: () => void;
  readonly amountField: RefObject<HTMLInputElement | null>;
  readonly codeField: RefObject<HTMLInputElement | null>;
  readonly aboveField?: RefObject<HTMLInputElement | null>;
}

const ERROR_ID: Readonly<Record<StakeField, string>> = {
  amount: 'stake-amount-error',
  code: 'stake-code-error',
  above: 'stake-above-error',
};

/**
 * The stake a game with a back score is played for (docs/rules.md, "Stakes and settling up"):
 * none unless an amount is typed; the currency from a short list, the device's own first, or any
 * ISO 4217 code typed.
 */
export function StakeFields({
  stake,
  onChange,
  state,
}: {
  stake: StakeInput;
  onChange: (stake: StakeInput) => void;
  state: StakeFieldsState;
}) {
  const { error, amountField, codeField, aboveField } = state;
  const invalid = (field: StakeField) => error?.field === field;
  const describedBy = (field: StakeField) => (invalid(field) ? ERROR_ID[field] : undefined);
  const message = (field: StakeField) =>
    invalid(field) && (
      <span id={ERROR_ID[field]} className="field-error">
        {error?.problem}
      </span>
    );
  return (
    <fieldset className="stake-fields">
      <legend>Stake</legend>
      <label className="field">
        <span>
          Stake per 100 <small className="field-hint muted">(optional: none if empty)</small>
        </span>
        <input
          ref={amountField}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={stake.amount}
          aria-invalid={invalid('amount')}
          aria-describedby={describedBy('amount')}
          onBlur={state.onChecked}
          onChange={(e) => onChange({ ...stake, amount: e.target.value })}
        />
        {message('amount')}
      </label>
      <label className="field">
        Currency
        <select
          value={stake.currency}
          onChange={(e) => onChange({ ...stake, currency: e.target.value })}
        >
          {state.choices.map((code) => {
            const name = currencyName(code);
            return (
              <option key={code} value={code}>
                {name === null ? code : `${code} (${name})`}
              </option>
            );
          })}
          <option value={OTHER_CURRENCY}>Another currency…</option>
        </select>
      </label>
      {stake.currency === OTHER_CURRENCY && (
        <label className="field">
          Currency code <small className="field-hint muted">(three letters, such as CHF)</small>
          <input
            ref={codeField}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={3}
            value={stake.otherCode}
            aria-invalid={invalid('code')}
            aria-describedby={describedBy('code')}
            onBlur={state.onChecked}
            onChange={(e) => onChange({ ...stake, otherCode: e.target.value })}
          />
          {message('code')}
        </label>
      )}
      <label className="check">
        <input
          type="checkbox"
          checked={stake.clubRule === true}
          onChange={(e) => onChange({ ...stake, clubRule: e.target.checked })}
        />
        Club rule: above a stake, undoubled overtricks do not count
      </label>
      {stake.clubRule === true && (
        <label className="field">
          Undoubled overtricks do not count above a stake per 100 of
          <input
            ref={aboveField}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={stake.above ?? ''}
            aria-invalid={invalid('above')}
            aria-describedby={describedBy('above')}
            onBlur={state.onChecked}
            onChange={(e) => onChange({ ...stake, above: e.target.value })}
          />
          {message('above')}
        </label>
      )}
    </fieldset>
  );
}
