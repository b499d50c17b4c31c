import { describe, expect, it } from 'vitest';
import { encodeMatch } from '../../src/matchCode/matchCode.ts';
import { decodeMatch, partsSentence } from '../../src/matchCode/matchCodeRead.ts';
import type { ScanGathered, ScanStep } from '../../src/matchCode/matchCodeScan.ts';
import { gatherScanned, NOTHING_GATHERED } from '../../src/matchCode/matchCodeScan.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';
import { rubberFile } from '../db/helpers.ts';

/**
 * Gathering the parts of a match code as the camera reads them off the other screen
 * (docs/format.md, "The match code"): in any order, each part read many times, other codes
 * passed over with their reason, and a code of another match starting again.
 */

function valid(file: unknown): Match {
  const read = validateMatch(file);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return read.value;
}

const deals = Array.from({ length: 24 }, (_, i) =>
  i % 5 === 0 ? { passed: true } : { contract: `${(i % 6) + 1}H`, declarer: 'S', tricks: 8 },
);
const MATCH = valid(rubberFile({ deals }));
const OTHER = valid(rubberFile({ id: '9a7c2a4e-5b6d-4e8f-9a1b-2c3d4e5f6a7b', deals }));
const PARTS = encodeMatch(MATCH, { maxPartChars: 60 });

function scan(texts: readonly string[]): ScanStep[] {
  let gathered: ScanGathered = NOTHING_GATHERED;
  return texts.map((text) => {
    const step = gatherScanned(gathered, text);
    gathered = step.gathered;
    return step;
  });
}

describe('gathering a match code from the camera', () => {
  it('a code in one part is whole at once', () => {
    const [whole = ''] = encodeMatch(MATCH);
    const [step] = scan([whole]);
    expect(step).toMatchObject({ kind: 'whole', texts: [whole] });
  });

  it('the parts of a long match in any order, some read again, make the match', () => {
    expect(PARTS.length).toBeGreaterThanOrEqual(3);
    const order = [...PARTS].reverse();
    const steps = scan([order[0] as string, order[0] as string, ...order.slice(1)]);
    const last = steps[steps.length - 1];
    expect(steps[0]).toMatchObject({ kind: 'partial', read: 1, count: PARTS.length });
    expect(steps[1]).toMatchObject({ kind: 'partial', read: 1 });
    expect(steps.slice(0, -1).every((step) => step.kind === 'partial')).toBe(true);
    if (last?.kind !== 'whole') throw new Error('not whole');
    expect(last.texts).toEqual(PARTS);
    const read = decodeMatch(last.texts);
    expect(read.ok && read.value.deals).toEqual(MATCH.deals);
  });

  it('says which parts are still to read', () => {
    const [step] = scan([PARTS[1] as string]);
    expect(PARTS.length).toBeGreaterThan(3);
    expect(step).toMatchObject({
      kind: 'partial',
      read: 1,
      missing: [
        [1, 1],
        [3, PARTS.length],
      ],
    });
  });

  it('a part claiming 999999 parts says the rest as one range', () => {
    const [whole = ''] = encodeMatch(MATCH);
    const [step] = scan([whole.replace('BP1:1/1:', 'BP1:1/999999:')]);
    expect(step).toMatchObject({ kind: 'partial', read: 1, missing: [[2, 999999]] });
    if (step?.kind !== 'partial') throw new Error('not partial');
    expect(partsSentence(step.missing, 'still to read')).toBe(
      'parts 2 to 999999 are still to read',
    );
  });

  it('passes over a code that is not a match code, keeping what was read', () => {
    const steps = scan([PARTS[0] as string, 'https://example.org/menu', 'BP7:1/1:00000000:AB']);
    expect(steps[1]).toMatchObject({ kind: 'refused', message: 'not a WeThey match code' });
    expect(steps[2]).toMatchObject({
      kind: 'refused',
      message: 'made by a newer WeThey: version 7',
    });
    expect(steps[2]?.gathered.parts.size).toBe(1);
  });

  it('starts again on a part of another match code', () => {
    const other = encodeMatch(OTHER, { maxPartChars: 60 });
    const steps = scan([PARTS[0] as string, PARTS[1] as string, other[0] as string]);
    expect(steps[1]).toMatchObject({ kind: 'partial', read: 2 });
    expect(steps[2]).toMatchObject({ kind: 'partial', read: 1, count: other.length });
    expect([...(steps[2]?.gathered.parts.values() ?? [])]).toEqual([other[0]]);
  });
});
