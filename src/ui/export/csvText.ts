import Papa from 'papaparse';

/**
 * A value a spreadsheet would run as a formula: one starting with =, + , - or @ (and their
 * full-width and minus-sign look-alikes), or a tab or return. Such a cell is written with a
 * leading apostrophe, as spreadsheet programs themselves do, so a name can never run.
 */
const FORMULA_START = /^[=+\-@\t\r\u2212\uFF1D\uFF0B\uFF0D\uFF20]/;

/** The byte-order mark: spreadsheet programs read the file as UTF-8 only when it starts so. */
const BOM = '\uFEFF';

/** Rows as the CSV every export of bridgepad writes: UTF-8 with its mark, CRLF, no formulas. */
export function csvText(rows: readonly (readonly (string | number)[])[]): string {
  return (
    BOM +
    Papa.unparse(rows as (string | number)[][], {
      newline: '\r\n',
      escapeFormulae: FORMULA_START,
    })
  );
}
