import { describe, expect, it } from 'vitest';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';
import {
  MAX_FILE_NAME,
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
    ['Zoë Ngāti Māori', 'zoe-ngati-maori'],
    ['Łukasz Wiśniewski', 'lukasz-wisniewski'],
    ['Hēnare Pōtae-Ngātai Tūho', 'henare-potae-ngatai-tuho'],
    ["Zoë O'Brien-Smythe", 'zoe-obrien-smythe'],
    ['Straße Øre Æsir Đorđe', 'strasse-ore-aesir-djordje'],
    ['Иван Петров', 'ivan-petrov'],
    ['  Bób  ', 'bob'],
  ])('writes %s as %s, every letter kept', (name, expected) => {
    expect(slug(name)).toBe(expected);
  });
});

describe('file names', () => {
  const names = { N: 'Łukasz Wiśniewski', E: 'Zoë', S: 'Hēnare', W: 'Ānahera' };

  it('are the same for the match file wherever it is saved, and say what the file holds', () => {
    const match = kapiti(names);
    expect(matchFileName(match)).toBe(
      'bridgepad-kapiti-2026-11-22-lukasz-wisniewski-henare-vs-zoe-anahera.json',
    );
    expect(sheetFileName(match, 'pdf')).toBe(
      'kapiti-2026-11-22-lukasz-wisniewski-henare-vs-zoe-anahera.pdf',
    );
  });

  it('are at most 80 characters, cutting every long name alike so each player still shows', () => {
    const long = 'Hēnare Pōtae-Ngātai Tūhoe-Whakarongotai Te'; // 42 characters
    const match = kapiti({ N: long, E: `Ē${long}`, S: `Ō${long}`, W: `Ū${long}` });
    for (const name of [matchFileName(match), sheetFileName(match, 'csv')]) {
      expect(name.length).toBeLessThanOrEqual(MAX_FILE_NAME);
      expect(name).toMatch(
        /-henare-[a-z-]*-ohenare-[a-z-]*-vs-ehenare-[a-z-]*-uhenare-[a-z-]*\.\w+$/,
      );
      expect(name).not.toMatch(/--/);
    }
  });

  it('give a name with nothing to write its player number', () => {
    const match = kapiti({ N: '♠♠', E: 'Dave', S: 'Bob', W: '李雷' });
    expect(matchFileName(match)).toBe(
      'bridgepad-kapiti-2026-11-22-player-1-bob-vs-dave-player-2.json',
    );
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
        'kapiti-2026-11-22-ian-bob-vs-dave-alan.pdf',
      );
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
