import { describe, expect, it } from 'vitest';
import { DEVICE_FONTS } from '../../src/ui/export/deviceGlyphs.ts';
import { DEVICE_FAMILIES } from '../../src/ui/export/deviceText.ts';
import { sheetFontHas, SHEET_FONT_COVERS } from '../../src/ui/export/sheetCoverage.ts';
import { sheetGlyphs } from '../../src/ui/export/sheetGlyphs.ts';
import type { DeviceDraws } from '../../src/ui/export/undrawable.ts';
import { undrawableNames } from '../../src/ui/export/undrawable.ts';
import { sheetFontBytes } from './deviceFonts.ts';

/**
 * Which names the sheet would print as empty boxes: a letter neither the sheet's font nor the
 * device's fonts draw. The device is a stub here (in Chromium it is a canvas:
 * tests/e2e/fontWarning.e2e.test.ts).
 */

/** A device with fonts for everything but the scripts named. */
const deviceWithout =
  (...lacking: RegExp[]): DeviceDraws =>
  (c) =>
    !lacking.some((script) => script.test(c));
const THAI = /\p{Script=Thai}/u;
const ETHIOPIC = /\p{Script=Ethiopic}/u;
const TAMIL = /\p{Script=Tamil}/u;

describe('the sheet font coverage the Summary knows', () => {
  it('is the font file’s, letter for letter', () => {
    const has = sheetGlyphs(sheetFontBytes());
    const differ: string[] = [];
    for (let code = 0; code <= 0xffff; code++)
      if (has(code) !== sheetFontHas(code)) differ.push(code.toString(16));
    expect(differ).toEqual([]);
    expect(SHEET_FONT_COVERS.length).toBeGreaterThan(10);
  });
});

describe('the device fonts the Summary asks', () => {
  it('are those the sheet draws with', () => {
    expect(DEVICE_FONTS).toBe(DEVICE_FAMILIES);
  });
});

describe('undrawableNames', () => {
  it('names each name with a letter neither font draws, once, with its scripts', () => {
    const device = deviceWithout(THAI, ETHIOPIC, TAMIL);
    expect(
      undrawableNames(
        ['สมชาย ใจดี', 'Zoë Ngāti', 'አበበ ቢቂላ', 'สมชาย ใจดี', 'அருண் Kumar', '李雷'],
        sheetFontHas,
        device,
      ),
    ).toEqual([
      { name: 'สมชาย ใจดี', scripts: ['Thai'] },
      { name: 'አበበ ቢቂላ', scripts: ['Ethiopic'] },
      { name: 'அருண் Kumar', scripts: ['Tamil'] },
    ]);
  });

  it('says nothing where the device draws what the sheet font lacks', () => {
    const everything: DeviceDraws = () => true;
    expect(
      undrawableNames(['สมชาย', 'አበበ', 'அருண்', '李雷', 'Ana 🦊'], sheetFontHas, everything),
    ).toEqual([]);
  });

  it('never asks the device for what the sheet font draws, nor for spaces and joiners', () => {
    const asked: string[] = [];
    const device: DeviceDraws = (c) => {
      asked.push(c);
      return false;
    };
    expect(
      undrawableNames(['Zoë Ngāti Māori', 'Ξένια', 'Иван', 'Nguyễn'], sheetFontHas, device),
    ).toEqual([]);
    expect(undrawableNames(['👩‍👩‍👧 Ana'], sheetFontHas, device)).toEqual([
      { name: '👩‍👩‍👧 Ana', scripts: [] },
    ]);
    expect(asked).toEqual(['👩', '👩', '👧']);
  });

  it('tells apart the letters of one name the device draws and those it cannot', () => {
    // Korean drawn, Thai not: only the Thai name is said.
    const device = deviceWithout(THAI);
    expect(undrawableNames(['김민준', 'Wang สมชาย'], sheetFontHas, device)).toEqual([
      { name: 'Wang สมชาย', scripts: ['Thai'] },
    ]);
  });
});
