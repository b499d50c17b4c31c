/**
 * A minimal PBN tag reader for the tests, written apart from src/engine/pbn on purpose so that it
 * checks the writer against the standard rather than against itself. It reads what bridgepad
 * writes: one tag pair per line, `[Name "value"]` with `\"` and `\\` escaped, games separated by
 * an empty line, `%` escape lines and `;` comments skipped.
 *
 * No PBN parser on npm is well kept enough to lean on: the one candidate, `pbn` 1.6.1, is a
 * Node-stream reader built with gulp 3 and babel-preset-es2015, with no types.
 */

export interface ReadTag {
  readonly name: string;
  readonly value: string;
}

export type ReadGame = readonly ReadTag[];

export function readGames(text: string): ReadGame[] {
  const games: ReadTag[][] = [];
  let game: ReadTag[] | null = null;
  for (const line of text.split('\r\n')) {
    if (line === '') {
      game = null;
      continue;
    }
    if (line.startsWith('%') || line.startsWith(';')) continue;
    const match = /^\[([A-Za-z]+) "((?:[^"\\]|\\.)*)"\]$/.exec(line);
    if (match === null) throw new Error(`not a tag pair: ${line}`);
    const value = (match[2] ?? '').replace(/\\(.)/g, '$1');
    if (game === null) {
      game = [];
      games.push(game);
    }
    game.push({ name: match[1] ?? '', value });
  }
  return games;
}

/** The value of a tag in a game; throws when the game has no such tag. */
export function tag(game: ReadGame, name: string): string {
  const found = game.find((t) => t.name === name);
  if (found === undefined) throw new Error(`no ${name} tag`);
  return found.value;
}

/** Parses `NS a/b EW c/d`: above and below by side. */
export function rubberScore(value: string): {
  above: [number, number];
  below: [number, number];
} {
  const match = /^NS (\d+)\/(\d+) EW (\d+)\/(\d+)$/.exec(value);
  if (match === null) throw new Error(`not a ScoreRubber: ${value}`);
  const [ns1, ns2, ew1, ew2] = match.slice(1).map(Number) as [number, number, number, number];
  return { above: [ns1, ew1], below: [ns2, ew2] };
}

/** ScoreRubber's points for each side, above and below the line together. */
export function rubberTotals(value: string): [number, number] {
  const { above, below } = rubberScore(value);
  return [above[0] + below[0], above[1] + below[1]];
}

/** Parses `NS p c/b1 b2 EW p c/b1 b2` into each side's units. */
export function history(value: string): { ns: number[]; ew: number[] } {
  const match = /^NS (\d+) (\d+)\/([\d ]+) EW (\d+) (\d+)\/([\d ]+)$/.exec(value);
  if (match === null) throw new Error(`not a ScoreRubberHistory: ${value}`);
  const side = (a: string, b: string, c: string) => [
    Number(a),
    Number(b),
    ...c.split(' ').map(Number),
  ];
  return {
    ns: side(match[1] ?? '', match[2] ?? '', match[3] ?? ''),
    ew: side(match[4] ?? '', match[5] ?? '', match[6] ?? ''),
  };
}

/**
 * The vulnerability a ScoreRubberHistory implies (PBN 2.1 section 4.2.6, as the standard's own
 * checker reads it): three below-the-line units, both sides have a game; two, the side that won
 * the first game; one, nobody.
 */
export function vulnerabilityOfHistory(value: string): string {
  const { ns, ew } = history(value);
  if (ns.length !== ew.length) throw new Error(`unequal units: ${value}`);
  const finished = ns.length - 3;
  if (finished === 2) return 'All';
  if (finished === 1) return (ns[2] ?? 0) >= 100 ? 'NS' : 'EW';
  return 'None';
}
