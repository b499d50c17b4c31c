import { jsPDF } from 'jspdf';
import { describe, expect, it, vi } from 'vitest';
import { seeded } from '../fixtures/sampleMatches.ts';
import type { Desk } from '../../src/db/desk.ts';
import type { EnteredPair, Outcome, Round } from '../../src/season/draw.ts';
import { drawRound, roundName, roundsFor, throughFrom } from '../../src/season/draw.ts';
import { drawDrawPage } from '../../src/ui/export/drawDrawing.ts';
import { pdfSurface } from '../../src/ui/export/pdfSurface.ts';
import type { Surface } from '../../src/ui/export/surface.ts';
import { A4 } from '../../src/ui/export/surface.ts';
import { blockDeviceFonts, sheetFontBytes } from './deviceFonts.ts';

/** A surface that keeps what is drawn, page by page, with text a fixed width a letter. */
function recorder() {
  const pages: { text: string; y: number }[][] = [[]];
  const surface: Surface = {
    text: (_x, y, text) => pages.at(-1)?.push({ text, y }),
    measure: (text, options) => text.length * (options?.size ?? 10) * 0.18,
    line: () => undefined,
    shade: () => undefined,
    newPage: () => pages.push([]),
  };
  return { surface, pages };
}

/** A competition of `count` pairs played out round by round, the first pair of each match winning. */
function playedOut(
  count: number,
  pair: (i: number) => Omit<EnteredPair, 'id'> = (i) => ({
    players: [`Hēnare ${i}`, `Łucja ${i}`],
    grades: ['open', 'open'],
  }),
): Desk {
  const pairs: EnteredPair[] = Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    ...pair(i),
  }));
  const rounds: Round[] = [];
  const outcomes: Outcome[] = [];
  const random = seeded(3);
  let stillIn = pairs.map((p) => p.id);
  for (let index = 0; index < roundsFor(count); index++) {
    const drawn = drawRound(stillIn, rounds, random);
    if (!drawn.ok) throw new Error(drawn.why);
    const round = { name: roundName(index, roundsFor(count)), due: null, pairings: drawn.pairings };
    rounds.push(round);
    for (const { a, b } of drawn.pairings)
      if (b !== null) outcomes.push({ round: index, winner: a, kind: 'default' });
    stillIn = throughFrom(round, index, outcomes) ?? [];
  }
  const createdAt = '2026-10-01T09:00:00.000Z';
  return { id: 'd', name: 'Big field', createdAt, profileId: null, pairs, rounds, outcomes };
}

describe('the draw on paper', () => {
  it('keeps a field of 16 on one page, every match on it', () => {
    const { surface, pages } = recorder();
    drawDrawPage(surface, playedOut(16), null, '2026-11-24');
    expect(pages).toHaveLength(1);
    const text = pages[0]?.map((t) => t.text).join(' ') ?? '';
    for (const round of ['Round 1', 'Quarter-finals', 'Semi-finals', 'Final'])
      expect(text).toContain(round);
    expect(text).toContain('16 entered; won by');
  });

  it('goes on to a second page for a field too large for one, and never draws below the margin', () => {
    const { surface, pages } = recorder();
    drawDrawPage(surface, playedOut(64), null, '2026-11-24');
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages)
      for (const { y } of page) expect(y).toBeLessThanOrEqual(A4.height - 10);
    const text = pages
      .flat()
      .map((t) => t.text)
      .join(' ');
    expect(text).toContain('Final');
    expect(text).toContain('64 entered; won by');
  });

  it('is headed by the competition and the round it has reached, and names its columns', () => {
    const { surface, pages } = recorder();
    drawDrawPage(surface, playedOut(16), null, '2026-11-24');
    const texts = pages[0]?.map((t) => t.text) ?? [];
    expect(texts[0]).toBe('Big field: Final');
    expect(texts).not.toContain('The draw');
    // Under each of the four rounds' titles, the columns' headings.
    for (const heading of ['Match', 'Pair', 'Opponents', 'Result'])
      expect(texts.filter((text) => text === heading)).toHaveLength(4);
  });

  it('wraps a long pair onto a second line, never cutting it, so every grade shows', () => {
    const { surface, pages } = recorder();
    const desk = playedOut(16, (i) => ({
      players: [`Hēnare Pōtae-Ngātai ${i}`, `Małgorzata Wiśniewska-Brzęczyszczykiewicz ${i}`],
      grades: i % 2 === 0 ? ['intermediate', 'junior'] : ['open', 'junior'],
    }));
    drawDrawPage(surface, desk, null, '2026-11-24');
    expect(pages).toHaveLength(1);
    const texts = pages.flat().map((t) => t.text);
    expect(texts.filter((text) => text.endsWith('…'))).toEqual([]);
    const squeezed = texts.join('').replace(/\s/g, '');
    for (const [i, pair] of desk.pairs.entries()) {
      const grade = i % 2 === 0 ? 'Intermediate' : 'Open';
      expect(squeezed).toContain(`${pair.players.join(' & ')} (${grade})`.replace(/\s/g, ''));
    }
  });

  it('draws pairs named in any script from the device fonts, never as �', () => {
    const doc = new jsPDF({ unit: 'mm', format: 'a4' });
    const device = blockDeviceFonts();
    const text = vi.spyOn(doc, 'text');
    const names = [
      ['李雷', '王芳'],
      ['김민준', 'Ξένια'],
      ['अनन्या', 'Иван'],
      ['محمد', 'Ana 🦊'],
    ] as const;
    const desk = playedOut(4, (i) => ({
      players: names[i] ?? ['?', '?'],
      grades: ['intermediate', 'junior'],
    }));
    drawDrawPage(pdfSurface(doc, sheetFontBytes(), device), desk, null, '2026-11-24');
    expect(device.pictured).toEqual(
      expect.arrayContaining(['李雷 & 王芳', '김민준', 'अनन्या', 'محمد', '🦊']),
    );
    const written = text.mock.calls.map(([string]) => String(string)).join(' ');
    expect(written).toContain('Ξένια (Intermediate)');
    expect(written).toContain('Иван (Intermediate)');
    expect(written).not.toContain('\uFFFD');
  });
});
