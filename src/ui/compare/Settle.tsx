import { useEffect, useMemo, useRef, useState } from 'react';
import type { DealComparison } from '../../engine/agreement/compare.ts';
import { compareMatches, sameAsEntered } from '../../engine/agreement/compare.ts';
import { agreementOf, dealForm } from '../../engine/agreement/compareForm.ts';
import type { Settlement } from '../../engine/agreement/compareSettle.ts';
import {
  agreeEqual,
  settleDeal,
  settleFinished,
  takeCopy,
  withEqualAgreed,
} from '../../engine/agreement/compareSettle.ts';
import { checkCode } from '../../engine/agreement/checkCode.ts';
import type { Match } from '../../engine/types.ts';
import { saidHere } from '../common/saidHere.ts';
import { ToastBar } from '../common/ToastBar.tsx';
import { routeHref } from '../router.ts';
import { useMatchActions } from '../table/useMatchActions.ts';
import { agreedRuns, comparisonLine, dealWords, finishedLine } from './compareWords.ts';
import { problemWords } from '../common/problemWords.ts';
import { useAttempt } from '../common/attempt.ts';

/**
 * The two copies side by side, deal by deal, and a choice for each difference (docs/format.md,
 * "agreed"). Each choice is one step of the match's history, so the table's Undo takes it back;
 * the comparison is worked out again from the live match after every step. A choice that leaves
 * the match as it is (keeping a deal only this device has, or its own end of play) changes
 * nothing stored: the item just moves to "Kept as yours" on this screen.
 *
 * With a club's copy (`club`) the choices are the copy's, not a second device's at the table
 * (docs/format.md, "Two copies that differ"): Keep mine changes nothing, Take theirs takes their
 * deal as it stands (compareSettle.ts, takeCopy), and a deal on one copy only is kept or deleted;
 * nothing is marked agreed, and the screen above hears how many are left to settle.
 */

type Row = {
  readonly key: string;
  readonly line: string;
  readonly actions: readonly Action[];
  /** Nothing is left to do here: this device keeps its own, and the other device is to take it. */
  readonly kept: boolean;
};

type Action = {
  readonly label: string;
  readonly name: string;
  readonly step: Settlement | null;
  readonly keep?: string;
};

const keyOf = (entry: DealComparison) =>
  `deal ${entry.index} ${'mine' in entry ? dealForm(entry.mine) : ''}`;

function dealRow(
  entry: DealComparison,
  line: string,
  kept: ReadonlySet<string>,
  firstToAdd: number,
): Row {
  const n = entry.index + 1;
  const key = keyOf(entry);
  const takeTheirs = {
    label: 'Take theirs',
    name: `Take theirs for deal ${n}`,
    step: settleDeal(entry, 'theirs'),
  };
  switch (entry.kind) {
    case 'agreed':
      return { key, line, actions: [], kept: true };
    case 'differ': {
      const keepMine = settleDeal(entry, 'mine');
      const keepName = `Keep mine for deal ${n}`;
      if (keepMine === null) {
        // Mine is marked agreed as it stands already. Where theirs was never agreed, the other
        // device is to take mine. Where theirs carries an agreement too, the other device agreed
        // and then changed it (or agreed otherwise): a correction, for the player to settle.
        if (agreementOf(entry.theirs) === null || kept.has(key)) {
          return { key, line, actions: [takeTheirs], kept: true };
        }
        const keep = { label: 'Keep mine', name: keepName, step: null, keep: key };
        return { key, line, actions: [keep, takeTheirs], kept: false };
      }
      const keep = { label: 'Keep mine', name: keepName, step: keepMine };
      return { key, line, actions: [keep, takeTheirs], kept: false };
    }
    case 'onlyMine': {
      const remove = {
        label: 'Delete mine',
        name: `Delete mine for deal ${n}`,
        step: settleDeal(entry, 'theirs'),
      };
      if (kept.has(key)) return { key, line, actions: [remove], kept: true };
      const keep = { label: 'Keep mine', name: `Keep mine for deal ${n}`, step: null, keep: key };
      return { key, line, actions: [keep, remove], kept: false };
    }
    case 'onlyTheirs': {
      // Their deals are added in order, the first of them first.
      if (entry.index !== firstToAdd) {
        return {
          key,
          line: `${line} (add deal ${firstToAdd + 1} first)`,
          actions: [],
          kept: false,
        };
      }
      const add = {
        label: `Add their deal ${n}`,
        name: `Add their deal ${n}`,
        step: takeTheirs.step,
      };
      return { key, line, actions: [add], kept: false };
    }
  }
}

/**
 * A deal position against a club's copy: Keep mine or Take theirs; on one copy only (deleted on the
 * other, or added on this), Keep it or Delete it.
 */
function copyRow(
  entry: DealComparison,
  line: string,
  kept: ReadonlySet<string>,
  firstToAdd: number,
): Row {
  const n = entry.index + 1;
  const key = keyOf(entry);
  if (entry.kind === 'agreed') return { key, line, actions: [], kept: true };
  // Mine as it stands: no step, the row just moves to "Kept as yours".
  const asMine = (label: string) => ({
    label,
    name: `${label} for deal ${n}`,
    step: null,
    keep: key,
  });
  const asTheirs = (label: string) => ({
    label,
    name: `${label} for deal ${n}`,
    step: takeCopy(entry, 'theirs'),
  });
  if (entry.kind === 'differ') {
    const take = asTheirs('Take theirs');
    return kept.has(key)
      ? { key, line, actions: [take], kept: true }
      : { key, line, actions: [asMine('Keep mine'), take], kept: false };
  }
  if (entry.kind === 'onlyMine') {
    const remove = asTheirs('Delete it');
    return kept.has(key)
      ? { key, line, actions: [remove], kept: true }
      : { key, line, actions: [asMine('Keep it'), remove], kept: false };
  }
  if (kept.has(key)) return { key, line, actions: [], kept: true };
  // Their deals are added in order, the first of them first.
  const keepIt = entry.index === firstToAdd ? [asTheirs('Keep it')] : [];
  return { key, line, actions: [...keepIt, asMine('Delete it')], kept: false };
}

/** Tells the screen above how many differences are left, each time that changes. */
function Left({ count, onLeft }: { count: number; onLeft: (count: number) => void }) {
  useEffect(() => onLeft(count), [count, onLeft]);
  return null;
}

export function Settle({
  match,
  theirs,
  id,
  club,
}: {
  match: Match;
  theirs: Match;
  id: string;
  /** Settling with a club's copy: whose it is, and who hears how many are left. */
  club?: { readonly name: string; readonly onLeft: (count: number) => void };
}) {
  const { commit } = useMatchActions(id);
  const run = useAttempt();
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // What was read is what the player looks at next: brought into view, and focus taken there.
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const compared = useMemo(() => compareMatches(match, theirs), [match, theirs]);
  const words = useMemo(() => dealWords(match, theirs), [match, theirs]);

  if (!compared.ok) {
    return (
      <div className="compare-problems" role="alert">
        <p>This match no longer matches the other device&apos;s.</p>
        <ul>
          {compared.errors.map((problem, i) => (
            <li key={i}>{problemWords(problem)}</li>
          ))}
        </ul>
      </div>
    );
  }
  const comparison = compared.value;
  const choose = async (action: Action) => {
    if (action.keep !== undefined) {
      const key = action.keep;
      setKept((before) => new Set([...before, key]));
      heading.current?.focus();
      return;
    }
    if (action.step === null) return;
    setBusy(true);
    try {
      // With a second device, each choice agrees the deals equal on both as well: one tap per
      // difference leaves the match agreed. A club's copy marks nothing agreed.
      await commit(club === undefined ? withEqualAgreed(action.step, comparison) : action.step);
    } finally {
      setBusy(false);
      // The row chosen on is gone: focus goes back to the head of the list, which says what is left.
      heading.current?.focus();
    }
  };

  const agreed = comparison.deals.filter((entry) => entry.kind === 'agreed');
  const firstToAdd = match.deals.length;
  const rows = comparison.deals
    .filter((entry) => entry.kind !== 'agreed')
    .map((entry) =>
      (club === undefined ? dealRow : copyRow)(
        entry,
        comparisonLine(entry, words, club?.name),
        kept,
        firstToAdd,
      ),
    );
  const finished = comparison.finished;
  if (finished !== null) {
    const key = 'finished';
    const take = {
      label: 'Take theirs',
      name: 'Take theirs for the end of play',
      step: settleFinished(comparison, 'theirs'),
    };
    const keep = {
      label: 'Keep mine',
      name: 'Keep mine for the end of play',
      step: null,
      keep: key,
    };
    rows.push({
      key,
      line: finishedLine(finished),
      actions: kept.has(key) ? [take] : [keep, take],
      kept: kept.has(key),
    });
  }
  const toSettle = rows.filter((row) => !row.kept);
  const keptRows = rows.filter((row) => row.kept);
  const markEqual = club === undefined ? agreeEqual(comparison) : null;
  const equalCount = markEqual?.kind === 'agree' ? markEqual.deals.length : 0;
  const total = comparison.deals.length;
  const code = checkCode(match);

  const list = (items: readonly Row[]) => (
    <ul className="compare-list">
      {items.map((row) => (
        <li key={row.key}>
          <p>{row.line}</p>
          {row.actions.length > 0 && (
            <div className="compare-choices">
              {row.actions.map((action) => (
                <button
                  key={action.name}
                  type="button"
                  aria-label={action.name}
                  disabled={busy}
                  onClick={() => run(choose(action), 'Not saved')}
                >
                  {action.label}
                </button>
              ))}
            </div>
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <section className="compare-result" aria-labelledby="compare-result-title">
      <h2 id="compare-result-title" ref={heading} tabIndex={-1}>
        Deal by deal
      </h2>
      {club !== undefined && <Left count={toSettle.length} onLeft={club.onLeft} />}
      <p role="status">
        {club !== undefined
          ? toSettle.length === 0
            ? 'Nothing is left to settle.'
            : `${toSettle.length} to settle.`
          : sameAsEntered(comparison)
            ? `All ${total} ${total === 1 ? 'deal agrees' : 'deals agree'}. Check code ${code} on both devices.`
            : toSettle.length === 0
              ? `Nothing is left to settle here. Once the other device has taken yours, both show check code ${code}.`
              : `${toSettle.length} to settle.`}
      </p>
      {/* Said in the flow, under the count of what is left: never over a choice. */}
      <ToastBar inline holds={saidHere} />
      {club === undefined &&
        (sameAsEntered(comparison) ? (
          <p className="muted">
            {`The other device marks them agreed with one tap, under Show match: “Both devices show ${code}”.`}
          </p>
        ) : (
          toSettle.length === 0 && (
            <p>
              <a href={routeHref({ name: 'show', id })}>Show this match to the other device</a> to
              read there.
            </p>
          )
        ))}
      {markEqual !== null && (
        <button
          type="button"
          className="primary"
          disabled={busy}
          onClick={() => run(choose({ label: '', name: '', step: markEqual }), 'Not saved')}
        >
          {`Mark the ${equalCount} equal ${equalCount === 1 ? 'deal' : 'deals'} agreed`}
        </button>
      )}
      {agreed.length > 0 && (
        <details className="compare-agreed">
          <summary>{agreedRuns(agreed.map((entry) => entry.index))}</summary>
          <ul className="compare-list">
            {agreed.map((entry) => (
              <li key={entry.index}>{comparisonLine(entry, words)}</li>
            ))}
          </ul>
        </details>
      )}
      {toSettle.length > 0 && (
        <>
          <h3>To settle</h3>
          {list(toSettle)}
        </>
      )}
      {keptRows.length > 0 && (
        <>
          <h3>Kept as yours</h3>
          <p className="muted">
            {club === undefined
              ? 'The other device is to take these from yours.'
              : `The club takes these from yours, in place of ${club.name}'s.`}
          </p>
          {list(keptRows)}
        </>
      )}
    </section>
  );
}
