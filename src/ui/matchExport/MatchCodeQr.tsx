import { encode } from 'uqr';
import { useEffect, useMemo, useRef, useState } from 'react';

// Loaded only when Show match is tapped (ShowMatch.tsx): the QR code library stays out of every
// other screen.

/** How long each part of a code in several parts stays on the screen, in milliseconds. */
export const PART_MS = 1500;
/**
 * The light border a reader needs around a QR code, in modules: four, as the QR code standard
 * asks. It is drawn inside the picture, so no page colour can stand in for it.
 */
const QUIET_ZONE = 4;

/**
 * One part of a match code as a QR code (docs/format.md, "The match code"): error correction M,
 * the whole part in alphanumeric mode, as the 970-character limit of a part assumes. Black on
 * white whatever the theme, since a camera reads dark modules on a light ground.
 */
function QrPicture({ text, label }: { text: string; label: string }) {
  const path = useMemo(() => {
    // A part is all in the QR alphanumeric set, so the encoder writes it in alphanumeric mode.
    const { data: modules } = encode(text, { ecc: 'M', border: 0 });
    const size = modules.length;
    // Each run of dark modules in a row as one rectangle, all in one path: small in the page
    // however dense the code.
    let d = '';
    modules.forEach((line, row) => {
      for (let col = 0; col < size; col++) {
        if (line[col] !== true) continue;
        let run = 1;
        while (line[col + run] === true) run++;
        d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`;
        col += run;
      }
    });
    return { d, side: size + 2 * QUIET_ZONE };
  }, [text]);
  return (
    <svg
      className="match-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${path.side} ${path.side}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={path.side} height={path.side} fill="#ffffff" />
      <path d={path.d} fill="#000000" />
    </svg>
  );
}

/**
 * The match code on the screen: one QR code, or the parts in turn every PART_MS, which the other
 * device reads in any order. Previous and Next step by hand and hold the part shown.
 */
export default function MatchCodeQr({ parts }: { parts: readonly string[] }) {
  const figure = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(0);
  const [playing, setPlaying] = useState(true);
  const count = parts.length;
  const index = shown < count ? shown : 0;
  const cycling = count > 1 && playing;

  // The code just drawn is what the other device needs: bring it all onto the screen.
  useEffect(() => {
    figure.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  useEffect(() => {
    if (!cycling) return;
    const timer = setInterval(() => setShown((at) => (at + 1) % count), PART_MS);
    return () => clearInterval(timer);
  }, [cycling, count]);

  const step = (by: number) => {
    setPlaying(false);
    setShown((index + by + count) % count);
  };

  return (
    <figure ref={figure} className="match-code">
      <QrPicture text={parts[index] ?? ''} label={`Match code, part ${index + 1} of ${count}`} />
      {count > 1 && (
        <figcaption>
          <p className="match-code-part">
            Part {index + 1} of {count}
          </p>
          <div className="match-code-steps">
            <button type="button" onClick={() => step(-1)}>
              Previous
            </button>
            <button type="button" aria-pressed={!playing} onClick={() => setPlaying(!playing)}>
              Pause
            </button>
            <button type="button" onClick={() => step(1)}>
              Next
            </button>
          </div>
        </figcaption>
      )}
    </figure>
  );
}
