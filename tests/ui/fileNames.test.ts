import { describe, expect, it } from 'vitest';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';
import {
  eveningFileName,
  MAX_FILE_NAME,
  MAX_FILE_NAME_BYTES,
  drawFileName,
  matchFileName,
  playedDay,
  sheetFileName,
  slug,
} from '../../src/ui/common/fileNames.ts';

function kapiti(players: Record<string, string>): Match {
  const read = validateMatch({
    format: 'bridgepad.match',
    version: 1,
    game: 'kapiti',
    createdAt: '2026-11-22T19:30:00Z',
    players,
    deals: [],
  });
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return read.value;
}

describe('slug', () => {
  it.each([
    ['Zoë Ngāti Māori', 'Zoë-Ngāti-Māori'],
    ['Łukasz Wiśniewski', 'Łukasz-Wiśniewski'],
    ['Hēnare Pōtae-Ngātai Tūhoe', 'Hēnare-Pōtae-Ngātai-Tūhoe'],
    ["Zoë O'Brien-Smythe", "Zoë-O'Brien-Smythe"],
    ['Straße Øre Æsir Đorđe', 'Straße-Øre-Æsir-Đorđe'],
    ['Ŋugi Ɓello', 'Ŋugi-Ɓello'],
    ['  Bób  ', 'Bób'],
    // Typed with combining marks, written composed, as the name shows.
    ['Zoe\u0308', 'Zoë'],
  ])('writes the Latin name %s as %s, every letter kept as typed', (name, expected) => {
    expect(slug(name)).toBe(expected);
  });

  it.each([
    ['Ξένια Παπαδοπούλου', 'Ξένια-Παπαδοπούλου'],
    ['ΟΔΥΣΣΕΑΣ', 'ΟΔΥΣΣΕΑΣ'],
    ['Иван Петров', 'Иван-Петров'],
    ['Андрей Йорданов', 'Андрей-Йорданов'],
    ['Արամ Խաչատրյան', 'Արամ-Խաչատրյան'],
    ['李雷', '李雷'],
    ['김민준', '김민준'],
    ['अनन्या शर्मा', 'अनन्या-शर्मा'],
    ['محمد علي', 'محمد-علي'],
    ['Ana 🦊', 'Ana-🦊'],
    ['👩‍👩‍👧 family', '👩‍👩‍👧-family'],
    ['𠀋𠀌', '𠀋𠀌'],
  ])('keeps %s in its own script, as %s', (name, expected) => {
    expect(slug(name)).toBe(expected);
  });

  it('gives different names in the same script different slugs', () => {
    const names = ['Ξένια', 'Ζωή', 'Ιβάν', 'Иван', 'Йван', '李雷', '王芳', '김민준', '이서연'];
    expect(new Set(names.map(slug)).size).toBe(names.length);
    expect(slug('ξ')).toBe('ξ');
  });

  it('keeps nothing a file system refuses: only letters, digits and emoji, words joined by -', () => {
    for (const name of [
      'a/b\\c:d*e?f"g<h>i|j',
      '..hidden',
      'Bob. ',
      'tab\there\u0000nul\u001fend',
      '\u202Egnp.exe',
    ]) {
      const made = slug(name);
      expect(made, name).toMatch(/^[\p{L}\p{M}\p{N}]+(-[\p{L}\p{M}\p{N}]+)*$/u);
    }
    expect(slug('a/b\\c:d*e?f"g<h>i|j')).toBe('a-b-c-d-e-f-g-h-i-j');
    expect(slug('..hidden')).toBe('hidden');
    expect(slug('Bob. ')).toBe('Bob');
    expect(slug('?!…')).toBe('');
  });
});

describe('file names', () => {
  const names = { N: 'Łukasz Wiśniewski', E: 'Zoë', S: 'Hēnare', W: 'Ānahera' };

  it('are the same for the match file wherever it is saved, and say what the file holds', () => {
    const match = kapiti(names);
    expect(matchFileName(match)).toBe(
      'WeThey-kapiti-2026-11-22-Łukasz-Wiśniewski-Hēnare-vs-Zoë-Ānahera.json',
    );
    expect(sheetFileName(match, 'pdf')).toBe(
      'kapiti-2026-11-22-Łukasz-Wiśniewski-Hēnare-vs-Zoë-Ānahera.pdf',
    );
  });

  it('are at most 80 characters, cutting every long name alike so each player still shows', () => {
    const long = 'Hēnare Pōtae-Ngātai Tūhoe-Whakarongotai Te'; // 42 characters
    const match = kapiti({ N: long, E: `Ē${long}`, S: `Ō${long}`, W: `Ū${long}` });
    for (const name of [matchFileName(match), sheetFileName(match, 'csv')]) {
      expect(name.length).toBeLessThanOrEqual(MAX_FILE_NAME);
      expect(name).toMatch(
        /-Hēnare-[\p{L}-]*-ŌHēnare-[\p{L}-]*-vs-ĒHēnare-[\p{L}-]*-ŪHēnare-[\p{L}-]*\.\w+$/u,
      );
      expect(name).not.toMatch(/--/);
    }
  });

  it('give a name with nothing to write its player number', () => {
    const match = kapiti({ N: '?!', E: 'Dave', S: 'Bob', W: '…' });
    expect(matchFileName(match)).toBe(
      'WeThey-kapiti-2026-11-22-player-1-Bob-vs-Dave-player-2.json',
    );
  });

  it('keep two matches with names in other scripts apart', () => {
    const chinese = kapiti({ N: '李雷', E: '王芳', S: '张伟', W: '刘洋' });
    const korean = kapiti({ N: '김민준', E: '이서연', S: '박지호', W: '최수아' });
    const hindi = kapiti({ N: 'अनन्या', E: 'आरव', S: 'विवान', W: 'दिया' });
    const greek = kapiti({ N: 'Ξένια', E: 'Ζωή', S: 'Νίκος', W: 'Ελένη' });
    const names = [chinese, korean, hindi, greek].map((match) => sheetFileName(match, 'pdf'));
    expect(new Set(names).size).toBe(4);
    expect(names[0]).toBe('kapiti-2026-11-22-李雷-张伟-vs-王芳-刘洋.pdf');
    expect(names[3]).toBe('kapiti-2026-11-22-Ξένια-Νίκος-vs-Ζωή-Ελένη.pdf');
    expect(matchFileName(hindi)).toBe('WeThey-kapiti-2026-11-22-अनन्या-विवान-vs-आरव-दिया.json');
  });

  it('are cut by whole characters, never inside an emoji or a letter and its marks', () => {
    const family = '👩‍👩‍👧‍👦'; // one picture of seven code points
    const long = (first: string) => `${first}${family.repeat(6)}`;
    const match = kapiti({ N: long('𠀋'), E: long('李'), S: long('अ'), W: long('ξ') });
    for (const name of [matchFileName(match), sheetFileName(match, 'png')]) {
      expect(Array.from(name).length).toBeLessThanOrEqual(MAX_FILE_NAME);
      expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
      // Every picture whole: no joiner left at the end of a cut, nor a lone surrogate.
      expect(name).not.toMatch(/\u200D-|\u200D\.|-\u200D/);
      expect(name.isWellFormed()).toBe(true);
      expect(name.replaceAll(family, '')).not.toMatch(/[\u{1F466}-\u{1F469}\u200D]/u);
      expect(name).toMatch(/-𠀋[^-]*-अ[^-]*-vs-李[^-]*-ξ[^-]*\.\w+$/u);
    }
  });

  it("say an evening's game, so two evenings of one table on one day are two files", () => {
    const players = ['Pat', 'Lee', 'Kim', 'Sam', 'Ash'];
    const at = '2026-11-27T18:30:00';
    expect(eveningFileName('rubber', players, at)).toBe(
      'WeThey-evening-rubber-2026-11-27-Pat-Lee-Kim-Sam-Ash.json',
    );
    expect(eveningFileName('chicago', players, at)).toBe(
      'WeThey-evening-chicago-2026-11-27-Pat-Lee-Kim-Sam-Ash.json',
    );
    // Its back score on paper, named alike.
    expect(eveningFileName('rubber', players, at, 'pdf')).toBe(
      'WeThey-evening-rubber-2026-11-27-Pat-Lee-Kim-Sam-Ash.pdf',
    );
  });

  it('name the draw by its competition in any script, cut to 40 characters', () => {
    expect(drawFileName('Κύπελλο Αθηνών 2026', '2026-11-24', 'pdf')).toBe(
      'WeThey-draw-Κύπελλο-Αθηνών-2026-2026-11-24.pdf',
    );
    expect(drawFileName('桥牌'.repeat(30), '2026-11-24', 'pdf')).toBe(
      `WeThey-draw-${'桥牌'.repeat(20)}-2026-11-24.pdf`,
    );
    expect(drawFileName('?', '2026-11-24', 'csv')).toBe('WeThey-draw-competition-2026-11-24.csv');
  });
});

describe('the day a match was played', () => {
  it("is the players' own calendar day, not UTC's", () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Auckland';
      // 9:30 on 22 November in New Zealand is still 21 November in UTC.
      expect(playedDay('2026-11-21T20:30:00Z')).toBe('2026-11-22');
      const match = kapiti({ N: 'Ian', E: 'Dave', S: 'Bob', W: 'Alan' });
      expect(sheetFileName({ ...match, createdAt: '2026-11-21T20:30:00Z' }, 'pdf')).toBe(
        'kapiti-2026-11-22-Ian-Bob-vs-Dave-Alan.pdf',
      );
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
