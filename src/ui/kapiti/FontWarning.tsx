import { useMemo } from 'react';
import { canvasDeviceDraws } from '../export/deviceGlyphs.ts';
import { sheetFontHas } from '../export/sheetCoverage.ts';
import type { Undrawable } from '../export/undrawable.ts';
import { undrawableNames } from '../export/undrawable.ts';
import { routeHref } from '../router.ts';

/** "A, B and C", or "A, B or C". */
const listed = (items: readonly string[], last: 'and' | 'or') =>
  items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1] ?? ''}`;

/**
 * Said on the Summary before its Send result and its saves: a name with a letter this device has
 * no font for would print on the sheet as empty boxes (the sheet draws such letters from the
 * device's fonts, pdfSurface.ts), and what to do about it. Says nothing where every letter is
 * drawn, or where the browser cannot tell (canvasDeviceDraws).
 */
export function FontWarning({ names }: { names: readonly string[] }) {
  const key = names.join('\n');
  // Drawn on a canvas of its own, off the page: a few letters, once for the names.
  const missing = useMemo<readonly Undrawable[]>(() => {
    const draws = canvasDeviceDraws();
    return draws === null ? [] : undrawableNames(key.split('\n'), sheetFontHas, draws);
  }, [key]);
  if (missing.length === 0) return null;
  const who = missing.map((one) => one.name);
  const scripts = [...new Set(missing.flatMap((one) => one.scripts))];
  const font =
    scripts.length === 0
      ? 'a font with its letters'
      : `the ${listed(scripts, 'and')} font${scripts.length > 1 ? 's' : ''}`;
  return (
    <div className="font-warning" role="note" aria-labelledby="font-warning-title">
      <p id="font-warning-title">
        <strong>
          This device has no font for {listed(who, 'or')}: the sheet would show empty boxes
          {missing.length > 1 ? ' in their place' : ''}.
        </strong>
      </p>
      <p>
        Before you send or save it, add {font} in the device's settings (under languages, or fonts)
        and open this page again, or type the {missing.length > 1 ? 'names' : 'name'} in Latin
        letters too: <a href={routeHref({ name: 'ledger' })}>Players' ledger</a>, Rename.
      </p>
    </div>
  );
}
