import { useState } from 'react';
import type { Desk } from '../../db/desk.ts';
import { errorText } from '../../engine/errorText.ts';
import { drawFileName } from '../common/fileNames.ts';
import type { Said } from './SaidLine.tsx';
import { SaidLine } from './SaidLine.tsx';
import { attempt } from '../common/attempt.ts';

type Kind = 'pdf' | 'png' | 'csv';
const LABELS: Readonly<Record<Kind, string>> = { pdf: 'PDF', png: 'Image (PNG)', csv: 'CSV' };

/**
 * The updated draw to send out after each round: an A4 PDF, the same page as a PNG image, or the
 * matches as CSV; shared where the device can, downloaded otherwise.
 */
export function DrawFiles({
  desk,
  sendTo,
  today,
}: {
  desk: Desk;
  sendTo: string | null;
  today: string;
}) {
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  const make = async (kind: Kind) => {
    setBusy(true);
    try {
      const files = await import('../export/drawExports.ts');
      const blob =
        kind === 'pdf'
          ? await files.drawPdf(desk, sendTo, today)
          : kind === 'png'
            ? await files.drawPng(desk, sendTo, today)
            : new Blob([files.drawCsv(desk, today)], { type: 'text/csv' });
      const how = await files.shareOrDownload(
        blob,
        drawFileName(desk.name, today, kind),
        `${desk.name}: the draw`,
      );
      if (how !== 'cancelled')
        setSaid({
          text: `The draw ${how === 'shared' ? 'shared' : 'saved'} as ${LABELS[kind]}.`,
          failed: false,
        });
    } catch (error) {
      setSaid({ text: `The draw could not be made: ${errorText(error)}`, failed: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="desk-files" aria-labelledby="desk-files-title">
      <h2 id="desk-files-title">Send out the draw</h2>
      <div className="toolbar">
        {(Object.keys(LABELS) as Kind[]).map((kind) => (
          <button
            key={kind}
            type="button"
            disabled={busy}
            onClick={() =>
              attempt(make(kind), (text) => setSaid({ text, failed: true }), 'Not saved')
            }
          >
            {LABELS[kind]}
          </button>
        ))}
      </div>
      <SaidLine said={said} />
    </section>
  );
}
