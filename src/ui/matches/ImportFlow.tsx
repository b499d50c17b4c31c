import { useEffect, useState } from 'react';
import type { ConflictChoice, ImportPlanItem } from '../../db/importExport.ts';
import { applyImport, parseImport, planImport } from '../../db/importExport.ts';
import type { Problem } from '../../engine/matchFile/problems.ts';
import { formatProblem } from '../../engine/matchFile/problems.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { Dialog } from '../common/Dialog.tsx';
import { readFileText } from '../common/download.ts';
import { formatDate, gameName, playersLine } from '../common/matchText.ts';
import { useStorage } from '../storage/StorageProvider.tsx';
import { askForPersistence } from '../storage/persist.ts';

type Step =
  | { kind: 'idle' }
  | { kind: 'problems'; file: string; problems: Problem[] }
  | { kind: 'conflicts'; plan: ImportPlanItem[]; choices: ConflictChoice[] };

function importedMessage(counts: { added: number; replaced: number; skipped: number }): string {
  const parts: string[] = [];
  if (counts.added > 0) parts.push(`${counts.added} added`);
  if (counts.replaced > 0) parts.push(`${counts.replaced} replaced`);
  if (counts.skipped > 0) parts.push(`${counts.skipped} skipped`);
  return `Import done: ${parts.join(', ') || 'nothing to add'}.`;
}

/**
 * Imports a chosen match file or backup. The whole file is checked first: if anything is wrong,
 * nothing is imported and every problem is listed with where it is. A match already here is
 * never duplicated without asking: replace it, keep both, or skip it. Loaded when a file is
 * chosen, so the matches list does not carry it.
 */
export default function ImportFlow({ file, onDone }: { file: File; onDone: () => void }) {
  const storage = useStorage();
  const showToast = useShowToast();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const close = () => {
    setStep({ kind: 'idle' });
    onDone();
  };

  const finish = async (plan: ImportPlanItem[], choices: ConflictChoice[]) => {
    const conflicts = plan.filter((item) => item.existing !== undefined);
    const counts = await storage.write((db) =>
      applyImport(db, plan, (item) => choices[conflicts.indexOf(item)] ?? 'keep-both'),
    );
    close();
    showToast(importedMessage(counts));
    void askForPersistence(storage.db);
  };

  const onText = async (name: string, text: string) => {
    const parsed = parseImport(text);
    if (!parsed.ok) {
      setStep({ kind: 'problems', file: name, problems: parsed.errors });
      return;
    }
    const plan = await planImport(storage.db, parsed.value);
    const conflicts = plan.filter((item) => item.existing !== undefined);
    if (conflicts.length === 0) await finish(plan, []);
    else setStep({ kind: 'conflicts', plan, choices: conflicts.map(() => 'keep-both') });
  };
  // Read once per file chosen.
  useEffect(() => {
    let live = true;
    void readFileText(file).then((text) => (live ? onText(file.name, text) : undefined));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);

  return (
    <>
      {step.kind === 'problems' && (
        <Dialog
          title="Nothing was imported"
          onClose={() => close()}
          actions={
            <button type="button" onClick={() => close()}>
              Close
            </button>
          }
        >
          <p>
            {step.file} has{' '}
            {step.problems.length === 1 ? 'a problem' : `${step.problems.length} problems`}. Your
            matches are unchanged.
          </p>
          <ul className="problems">
            {step.problems.map((problem, i) => (
              <li key={i}>
                <code>{formatProblem(problem)}</code>
              </li>
            ))}
          </ul>
        </Dialog>
      )}
      {step.kind === 'conflicts' && (
        <Dialog
          title="Some matches are already here"
          onClose={() => close()}
          actions={
            <>
              <button type="button" onClick={() => close()}>
                Cancel
              </button>
              <button
                type="button"
                className="primary"
                onClick={() => void finish(step.plan, step.choices)}
              >
                Import
              </button>
            </>
          }
        >
          {step.plan
            .filter((item) => item.existing !== undefined)
            .map((item, i) => (
              <fieldset key={item.match.id ?? i} className="conflict">
                <legend>
                  {gameName(item.match.game)}: {playersLine(item.match)},{' '}
                  {formatDate(item.match.createdAt)}
                </legend>
                {(['replace', 'keep-both', 'skip'] as const).map((choice) => (
                  <label key={choice}>
                    <input
                      type="radio"
                      name={`conflict-${i}`}
                      checked={step.choices[i] === choice}
                      onChange={() =>
                        setStep({
                          ...step,
                          choices: step.choices.map((c, j) => (j === i ? choice : c)),
                        })
                      }
                    />
                    {choice === 'replace'
                      ? 'Replace mine'
                      : choice === 'keep-both'
                        ? 'Keep both'
                        : 'Skip it'}
                  </label>
                ))}
              </fieldset>
            ))}
        </Dialog>
      )}
    </>
  );
}
