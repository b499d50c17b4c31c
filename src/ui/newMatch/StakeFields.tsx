import type { ReactNode, RefObject } from 'react';
import type { StakeField, StakeInput } from './stakeForm.ts';
import { currencyName, OTHER_CURRENCY } from './stakeForm.ts';
import { Select } from '../common/Select.tsx';

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

/** A stake per 100, typed: the stake itself, or the club rule's stake above which it applies. */
function AmountField({
  field,
  label,
  fieldRef,
  value,
  onValue,
  problem,
  onChecked,
}: {
  field: 'amount' | 'above';
  label: ReactNode;
  fieldRef: RefObject<HTMLInputElement | null> | undefined;
  value: string;
  onValue: (value: string) => void;
  /** The problem shown beside the field, or null. */
  problem: string | null;
  onChecked: () => void;
}) {
  return (
    <label className="field">
      {label}
      <input
        ref={fieldRef}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : ERROR_ID[field]}
        onBlur={onChecked}
        onChange={(e) => onValue(e.target.value)}
      />
      <FieldError field={field} problem={problem} />
    </label>
  );
}

/** A field's problem beside it, named by the field's aria-describedby; nothing when none. */
function FieldError({ field, problem }: { field: StakeField; problem: string | null }) {
  return (
    problem !== null && (
      <span id={ERROR_ID[field]} className="field-error">
        {problem}
      </span>
    )
  );
}

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
  const problem = (field: StakeField) => (error?.field === field ? error.problem : null);
  const codeProblem = problem('code');
  return (
    <fieldset className="stake-fields">
      <legend>Stake</legend>
      <AmountField
        field="amount"
        problem={problem('amount')}
        onChecked={state.onChecked}
        label={
          <span>
            Stake per 100 <small className="field-hint muted">(optional: none if empty)</small>
          </span>
        }
        fieldRef={amountField}
        value={stake.amount}
        onValue={(amount) => onChange({ ...stake, amount })}
      />
      <label className="field">
        Currency
        <Select
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
        </Select>
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
            aria-invalid={codeProblem !== null}
            aria-describedby={codeProblem === null ? undefined : ERROR_ID.code}
            onBlur={state.onChecked}
            onChange={(e) => onChange({ ...stake, otherCode: e.target.value })}
          />
          <FieldError field="code" problem={codeProblem} />
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
        <AmountField
          field="above"
          problem={problem('above')}
          onChecked={state.onChecked}
          label="Undoubled overtricks do not count above a stake per 100 of"
          fieldRef={aboveField}
          value={stake.above ?? ''}
          onValue={(above) => onChange({ ...stake, above })}
        />
      )}
    </fieldset>
  );
}
