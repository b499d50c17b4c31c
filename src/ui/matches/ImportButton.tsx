import { useRef, useState } from 'react';
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
 * Imports a match file or a backup. The whole file is checked first: if anything is wrong,
 * nothing is imported and every problem is listed with where it is. A match already here is
 * never duplicated without asking: replace it, keep both, or skip it.
 */
export function ImportButton() {
  const input = useRef<HTMLInputElement>(null);
  const storage = useStorage();
  const showToast = useShowToast();
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  const finish = async (plan: ImportPlanItem[], choices: ConflictChoice[]) => {
    const conflicts = plan.filter((item) => item.existing !== undefined);
    const counts = await storage.write((db) =>
      applyImport(db, plan, (item) => choices[conflicts.indexOf(item)] ?? 'keep-both'),
    );
    setStep({ kind: 'idle' });
    showToast(importedMessage(counts));
    void askForPersistence(storage.db);
  };

  const onFile = async (file: File) => {
    const parsed = parseImport(await readFileText(file));
    if (!parsed.ok) {
      setStep({ kind: 'problems', file: file.name, problems: parsed.errors });
      return;
    }
    const plan = await planImport(storage.db, parsed.value);
    const conflicts = plan.filter((item) => item.existing !== undefined);
    if (conflicts.length === 0) await finish(plan, []);
    else setStep({ kind: 'conflicts', plan, choices: conflicts.map(() => 'keep-both') });
  };

  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>
        Import
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        className="visually-hidden"
        aria-label="Import a match file or backup"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file !== undefined) void onFile(file);
        }}
      />
      {step.kind === 'problems' && (
        <Dialog
          title="Nothing was imported"
          onClose={() => setStep({ kind: 'idle' })}
          actions={
            <button type="button" onClick={() => setStep({ kind: 'idle' })}>
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
          onClose={() => setStep({ kind: 'idle' })}
          actions={
            <>
              <button type="button" onClick={() => setStep({ kind: 'idle' })}>
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
