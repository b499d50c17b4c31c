import type { PartRuns } from './matchCodeRead.ts';
import { missingParts, readMatchCodePart } from './matchCodeRead.ts';

/**
 * Reading a match code off another device's screen, one QR code at a time (docs/format.md, "The
 * match code"): the parts of a long match are shown in turn and read in any order, so what has
 * been read is gathered here until every part is in. A code that is no part of a match code is
 * named and passed over, so the camera goes on reading; a part of another match code (the other
 * device started showing another match) starts the gathering again.
 */

/** The parts read so far, each kept as its text, of the one code being read. */
export interface ScanGathered {
  readonly key: string | null;
  readonly count: number;
  readonly parts: ReadonlyMap<number, string>;
}

export const NOTHING_GATHERED: ScanGathered = { key: null, count: 0, parts: new Map() };

export type ScanStep =
  /** Not a part of a match code: why, and what was gathered stays as it was. */
  | { readonly kind: 'refused'; readonly gathered: ScanGathered; readonly message: string }
  /** A part of a code of several, and others are still to be read. */
  | {
      readonly kind: 'partial';
      readonly gathered: ScanGathered;
      readonly read: number;
      readonly count: number;
      /** The parts still to read, as runs of part numbers in order. */
      readonly missing: PartRuns;
    }
  /** Every part is in: their texts, in order, for `decodeMatch`. */
  | { readonly kind: 'whole'; readonly gathered: ScanGathered; readonly texts: readonly string[] };

/** Adds one scanned text to what has been gathered. */
export function gatherScanned(gathered: ScanGathered, scanned: string): ScanStep {
  const read = readMatchCodePart(scanned);
  if (!read.ok) {
    return { kind: 'refused', gathered, message: read.errors[0]?.message ?? 'not read' };
  }
  const { index, count, key } = read.value;
  const same = gathered.key === key && gathered.count === count;
  const parts = new Map(same ? gathered.parts : []);
  parts.set(index, scanned.trim());
  const next: ScanGathered = { key, count, parts };
  const missing = missingParts(parts.keys(), count);
  if (missing.length > 0) {
    return { kind: 'partial', gathered: next, read: parts.size, count, missing };
  }
  const texts = Array.from({ length: count }, (_, i) => parts.get(i + 1) as string);
  return { kind: 'whole', gathered: next, texts };
}
