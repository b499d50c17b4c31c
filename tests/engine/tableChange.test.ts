import { describe, expect, it } from 'vitest';
import { seatingFor } from '../../src/engine/rotation.ts';
import {
  changeTable,
  changedTableField,
  eveningPlayers,
  seatingAfterChange,
} from '../../src/engine/tableChange.ts';

/**
 * A table that takes a player in or lets one go between rubbers (docs/rules.md, Changing
 * partners, "A table that changes size"): the new draw, rotation and where the draw begins, and
 * the next rubber's seating that follows from them.
 */

const FOUR = { N: 'Ann', S: 'Bob', E: 'Cy', W: 'Dee' } as const;

/** The next rubber's seating after the change, as the table proposes it. */
function nextAfter(
  seats: Readonly<Record<'N' | 'E' | 'S' | 'W', string>>,
  draw: readonly string[],
  next: number,
  change: Parameters<typeof changeTable>[3],
) {
  const changed = changeTable(seats, draw, next, change);
  if (!changed.ok) throw new Error(changed.problem);
  const seating = seatingAfterChange(seats, changed.value, next, change);
  // Who joined or left is said first, then who comes in and who changes seats.
  const [first, ...said] = seating.changes;
  expect(first).toBe(`${change.name} ${change.kind === 'join' ? 'joins' : 'leaves'} the table`);
  return { ...changed.value, seating, said };
}

describe('a table that changes size', () => {
  it('four to five: the newcomer comes in at once for the last of the draw; the five go on in turn', () => {
    const after = nextAfter(FOUR, ['Ann', 'Bob', 'Cy', 'Dee'], 3, { kind: 'join', name: 'Ed' });
    expect(after).toMatchObject({
      draw: ['Ann', 'Bob', 'Cy', 'Dee', 'Ed'],
      rotation: 'five',
      from: 2,
    });
    expect(after.seating.out).toEqual(['Dee']);
    expect(after.said[0]).toBe('Ed comes in for Dee');
    // Then the table of five's own turn: Dee comes back in for the next player up the draw.
    const later = seatingFor(after.draw, 4 - after.from, 'five');
    expect(later.changes[0]).toBe('Dee comes in for Cy');
  });

  it('five to six: both who are out come in, partners changing each rubber', () => {
    const five = seatingFor(['Ann', 'Bob', 'Cy', 'Dee', 'Ed'], 0, 'five');
    const after = nextAfter(five.seats, ['Ann', 'Bob', 'Cy', 'Dee', 'Ed'], 1, {
      kind: 'join',
      name: 'Fay',
    });
    expect(after).toMatchObject({ rotation: 'mixed', from: 0 });
    expect(after.draw).toEqual(['Ann', 'Bob', 'Cy', 'Dee', 'Ed', 'Fay']);
    expect([...after.seating.out].sort()).toEqual(['Cy', 'Dee']);
    expect(Object.values(after.seating.seats).sort()).toEqual(['Ann', 'Bob', 'Ed', 'Fay']);
  });

  it('five to four, the leaver playing: whoever sat out takes the seat, and the four play on as they sit', () => {
    const five = { N: 'Ann', S: 'Bob', E: 'Cy', W: 'Dee' } as const;
    const after = nextAfter(five, ['Ann', 'Bob', 'Cy', 'Dee', 'Ed'], 2, {
      kind: 'leave',
      name: 'Cy',
    });
    expect(after).toMatchObject({ draw: ['Ann', 'Bob', 'Ed', 'Dee'], rotation: 'fixed', from: 2 });
    expect(after.seating.seats).toEqual({ N: 'Ann', S: 'Bob', E: 'Ed', W: 'Dee' });
    expect(after.said).toEqual(['Ed comes in for Cy']);
  });

  it('five to four, the one out leaving: the four play on in their seats', () => {
    const after = nextAfter(FOUR, ['Ann', 'Bob', 'Cy', 'Dee', 'Ed'], 2, {
      kind: 'leave',
      name: 'Ed',
    });
    expect(after.seating.seats).toEqual(FOUR);
    expect(after.seating.out).toEqual([]);
  });

  it('six to five: the leaver’s seat to the first out, and the other out comes in as five go on', () => {
    const six = { N: 'Ann', S: 'Bob', E: 'Cy', W: 'Dee' } as const;
    const draw = ['Ann', 'Bob', 'Cy', 'Dee', 'Ed', 'Fay'];
    const after = nextAfter(six, draw, 1, { kind: 'leave', name: 'Bob' });
    expect(after).toMatchObject({ rotation: 'five', from: 0 });
    expect(after.draw).toEqual(['Ann', 'Ed', 'Cy', 'Dee', 'Fay']);
    // Both who sat out play; one who played sits out; nobody left out twice running.
    const playing = Object.values(after.seating.seats);
    expect(playing).toEqual(expect.arrayContaining(['Ed', 'Fay']));
    expect(after.seating.out).toHaveLength(1);
    expect(['Ed', 'Fay']).not.toContain(after.seating.out[0]);
  });

  it('refuses what no table can be, in words', () => {
    const draw6 = ['A', 'B', 'C', 'D', 'E', 'F'];
    expect(changeTable(FOUR, draw6, 1, { kind: 'join', name: 'Gus' })).toEqual({
      ok: false,
      problem: 'A table has at most six players.',
    });
    expect(
      changeTable(FOUR, ['Ann', 'Bob', 'Cy', 'Dee'], 1, { kind: 'leave', name: 'Ann' }),
    ).toEqual({
      ok: false,
      problem: 'A table has at least four players.',
    });
    expect(
      changeTable(FOUR, ['Ann', 'Bob', 'Cy', 'Dee'], 1, { kind: 'join', name: ' ann ' }),
    ).toEqual({
      ok: false,
      problem: 'ann is at this table already.',
    });
    expect(changeTable(FOUR, ['Ann', 'Bob', 'Cy', 'Dee'], 1, { kind: 'join', name: '  ' })).toEqual(
      {
        ok: false,
        problem: 'Give the name of the player who joins.',
      },
    );
  });

  it('the evening’s players: everyone once, in the order they came, who left included', () => {
    expect(
      eveningPlayers([
        ['Ann', 'Bob', 'Cy', 'Dee'],
        ['Ann', 'Bob', 'Cy', 'Dee', 'Ed'],
        ['Ann', 'Ed', 'Cy', 'Dee'],
      ]),
    ).toEqual(['Ann', 'Bob', 'Cy', 'Dee', 'Ed']);
  });

  it('the next rubber’s table field: the session kept, the new draw, where it begins, the rotation named only where it is not its size’s own', () => {
    const before = {
      session: 's1',
      draw: ['Ann', 'Bob', 'Cy', 'Dee', 'Ed'],
      rubber: 2,
      'x-later': 1,
    };
    const four = changeTable(FOUR, before.draw, 3, { kind: 'leave', name: 'Ed' });
    if (!four.ok) throw new Error(four.problem);
    expect(changedTableField(before, four.value, 3)).toEqual({
      session: 's1',
      'x-later': 1,
      draw: ['Ann', 'Bob', 'Cy', 'Dee'],
      rubber: 3,
      from: 3,
    });
    const pivot = {
      session: 's2',
      draw: ['Ann', 'Bob', 'Cy', 'Dee'],
      rubber: 0,
      rotation: 'pivot',
    };
    const five = changeTable(FOUR, pivot.draw, 1, { kind: 'join', name: 'Ed' });
    if (!five.ok) throw new Error(five.problem);
    // From the session's first rubber: no `from`; five play in turn, unnamed.
    expect(changedTableField(pivot, five.value, 1)).toEqual({
      session: 's2',
      draw: ['Ann', 'Bob', 'Cy', 'Dee', 'Ed'],
      rubber: 1,
    });
  });
});
