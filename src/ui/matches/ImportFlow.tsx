import { useEffect, useState } from 'react';
import type { BackupStores } from '../../db/backupFile.ts';
import type { ConflictChoice, ImportCounts, ImportPlanItem } from '../../db/importExport.ts';
import { alreadySame, applyImport, offered, planImport } from '../../db/importExport.ts';
import { SETTINGS } from '../../db/schema.ts';
import type { ImportRead } from '../../db/importRead.ts';
import { errorText } from '../../engine/errorText.ts';
import type { Problem } from '../../engine/matchFile/problems.ts';
import { formatProblem } from '../../engine/matchFile/problems.ts';
import { takeBackupChoices } from '../../state/backupChoices.ts';
import { useShowToast } from '../../state/uiStore.ts';
import { Dialog } from '../common/Dialog.tsx';
import { formatDate, gameName, playersLine } from '../common/matchText.ts';
import { useDb, useStorage } from '../storage/StorageProvider.tsx';
import { askForPersistence } from '../storage/persist.ts';
import { readChosenFile } from './readChosenFile.ts';
import { useAttempt } from '../common/attempt.ts';

type Step =
  | { kind: 'idle' }
  | { kind: 'problems'; file: string; problems: readonly Problem[]; more: number }
  | {
      kind: 'conflicts';
      plan: ImportPlanItem[];
      choices: ConflictChoice[];
      stores: BackupStores;
      notes: readonly Problem[];
    }
  /** Imported; what the file left to be assumed, or held that a match does not keep, is said. */
  | { kind: 'notes'; file: string; done: string; notes: readonly Problem[] };

const plural = (n: number, one: string, many = `${one}s`) =>
  n === 0 ? '' : `${n} ${n === 1 ? one : many}`;

/** Matches of the file already here and the same: passed by, said so. */
function sameWords(count: number): string {
  return `${count.toLocaleString('en')} ${count === 1 ? 'match is' : 'matches are'} already here, the same: ${count === 1 ? 'it is' : 'they are'} left as they are.`;
}

function importedMessage(counts: ImportCounts, choicesTaken: boolean): string {
  const parts: string[] = [];
  const n = (count: number) => count.toLocaleString('en');
  if (counts.added > 0) parts.push(`${n(counts.added)} added`);
  if (counts.same > 0) parts.push(`${n(counts.same)} already here, the same`);
  if (counts.replaced > 0) parts.push(`${n(counts.replaced)} replaced`);
  if (counts.skipped > 0) parts.push(`${n(counts.skipped)} skipped`);
  const { stores } = counts;
  // A backup's other stores, as a player names them.
  const back = [
    plural(stores.competitions, 'competition'),
    plural(stores.profiles, 'competition profile'),
    plural(stores.deleted, 'recently deleted match', 'recently deleted matches'),
    plural(stores.unreadable, 'damaged match', 'damaged matches'),
  ].filter((part) => part !== '');
  const rest = [
    back.length === 0 ? '' : `${back.join(', ')} restored`,
    stores.kept > 0 ? `${stores.kept} already here kept as they are` : '',
    choicesTaken ? "the backup's display and table settings taken" : '',
  ].filter((part) => part !== '');
  const matches = `Import done: ${parts.join(', ') || 'no matches to add'}`;
  return rest.length === 0 ? `${matches}.` : `${matches}; ${rest.join('; ')}.`;
}

/**
 * Imports a chosen match file or backup. The whole file is checked first: if anything is wrong,
 * nothing is imported and every problem is listed with where it is. A match already here is
 * never duplicated without asking: replace it, keep both, or skip it. Loaded when a file is
 * chosen, so the matches list does not carry it.
 */
export default function ImportFlow({ file, onDone }: { file: File; onDone: () => void }) {
  const storage = useStorage();
  const db = useDb();
  const showToast = useShowToast();
  const act = useAttempt();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const close = () => {
    setStep({ kind: 'idle' });
    onDone();
  };

  // Whatever goes wrong while writing is said, and nothing is half written (one transaction).
  const refused = (error: unknown) =>
    setStep({
      kind: 'problems',
      file: file.name,
      problems: [{ path: '$', message: `could not be written: ${errorText(error)}` }],
      more: 0,
    });
  const finish = async (
    plan: ImportPlanItem[],
    choices: ConflictChoice[],
    stores: BackupStores,
    notes: readonly Problem[],
  ) => {
    const conflicts = plan.filter(offered);
    try {
      const counts = await storage.write((db) =>
        applyImport(db, plan, (item) => choices[conflicts.indexOf(item)] ?? 'keep-both', stores),
      );
      const choicesTaken = takeBackupChoices(stores.device);
      const done = importedMessage(counts, choicesTaken);
      // A PBN file's notes are read before the list is back: nothing it left out goes unsaid.
      if (notes.length > 0) setStep({ kind: 'notes', file: file.name, done, notes });
      else {
        close();
        showToast(done);
      }
      askForPersistence(db);
      // A backup with a club in it: the club joined is shown, signed out (docs/format.md, "The
      // backup"), as it would be at the next start.
      if (stores.settings.some((row) => row.key === SETTINGS.club))
        act(
          import('../club/clubActions.ts').then((club) => club.bootClub(db)),
          "The club's sync could not start",
        );
    } catch (error) {
      refused(error);
    }
  };

  const onRead = async (read: ImportRead) => {
    if (!read.ok) {
      setStep({ kind: 'problems', file: file.name, problems: read.problems, more: read.more });
      return;
    }
    const plan = await planImport(db, read.matches);
    const conflicts = plan.filter(offered);
    if (conflicts.length === 0) await finish(plan, [], read.stores, read.notes);
    else
      setStep({
        kind: 'conflicts',
        plan,
        choices: conflicts.map(() => 'keep-both'),
        stores: read.stores,
        notes: read.notes,
      });
  };
  // Read once per file chosen, away from the page (readChosenFile).
  useEffect(() => {
    let live = true;
    void readChosenFile(file)
      .then((read) => (live ? onRead(read) : undefined))
      .catch((error: unknown) => (live ? refused(error) : undefined));
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
            {step.problems.length + step.more === 1
              ? 'a problem'
              : `${(step.problems.length + step.more).toLocaleString('en')} problems`}
            . Your matches are unchanged.
          </p>
          <ul className="problems">
            {step.problems.map((problem, i) => (
              <li key={i}>
                <code>{formatProblem(problem)}</code>
              </li>
            ))}
          </ul>
          {step.more > 0 && (
            <p>
              … and {step.more.toLocaleString('en')} more, not listed. The first ones above show
              what is wrong.
            </p>
          )}
        </Dialog>
      )}
      {step.kind === 'notes' && (
        <Dialog
          title="Imported"
          onClose={() => close()}
          actions={
            <button type="button" className="primary" onClick={() => close()}>
              OK
            </button>
          }
        >
          <p>{step.done}</p>
          <p>
            {step.file} {step.notes.length === 1 ? 'has a note' : 'has notes'}, by the line of the
            file they are about:
          </p>
          <ul className="problems">
            {step.notes.map((note, i) => (
              <li key={i}>
                <code>{formatProblem(note)}</code>
              </li>
            ))}
          </ul>
        </Dialog>
      )}
      {step.kind === 'conflicts' && (
        <Dialog
          title="Some matches here differ from the file"
          onClose={() => close()}
          actions={
            <>
              <button type="button" onClick={() => close()}>
                Cancel
              </button>
              <button
                type="button"
                className="primary"
                onClick={() =>
                  act(
                    finish(step.plan, step.choices, step.stores, step.notes),
                    'Nothing was imported',
                  )
                }
              >
                Import
              </button>
            </>
          }
        >
          {step.plan.filter(alreadySame).length > 0 && (
            <p>{sameWords(step.plan.filter(alreadySame).length)}</p>
          )}
          {step.plan.filter(offered).map((item, i) => (
            <fieldset key={item.match.id ?? i} className="conflict">
              <legend>
                {gameName(item.match.game)}: {playersLine(item.match)},{' '}
                {formatDate(item.match.createdAt)}
              </legend>
              <p className="conflict-differs">Differs: {item.differs.join('; ')}.</p>
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
