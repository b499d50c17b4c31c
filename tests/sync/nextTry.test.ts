import { describe, expect, it } from 'vitest';
import { nextTry } from '../../src/sync/mirror.ts';

describe("the wait before the replication tries the club's server again", () => {
  it('doubles from one second and never passes ten', () => {
    const waits: number[] = [];
    let wait = 0;
    for (let i = 0; i < 8; i++) waits.push((wait = nextTry(wait)));
    expect(waits).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000, 10_000]);
  });
});
