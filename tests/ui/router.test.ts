import { describe, expect, it } from 'vitest';
import type { Route } from '../../src/ui/router.ts';
import { parseRoute, routeHref } from '../../src/ui/router.ts';

const ROUTES: readonly Route[] = [
  { name: 'matches' },
  { name: 'new' },
  { name: 'settings' },
  { name: 'ledger' },
  { name: 'access' },
  { name: 'match', id: 'a b/ʻokina' },
  { name: 'rules', id: null },
  { name: 'rules', id: 'm1' },
  { name: 'summary', id: 'm1' },
  { name: 'export', id: 'm1' },
  { name: 'compare', id: 'm1' },
  { name: 'show', id: 'm1' },
  { name: 'join', code: null },
  { name: 'desk', id: null },
  { name: 'desk', id: 'Winter cup' },
  { name: 'desk', id: 'Winter cup', result: 'r 1' },
];

describe('the app’s addresses', () => {
  it.each(ROUTES)('reads back every address it writes: %o', (route) => {
    expect(parseRoute(routeHref(route))).toEqual(route);
  });

  it('opens the table for a page of a match it does not know, and the list for anything else', () => {
    expect(parseRoute('#/match/m1/nothing')).toEqual({ name: 'match', id: 'm1' });
    expect(parseRoute('#/match')).toEqual({ name: 'matches' });
    expect(parseRoute('#/elsewhere')).toEqual({ name: 'matches' });
    expect(parseRoute('')).toEqual({ name: 'matches' });
  });

  it('takes a match code or a club invite in the address as it is', () => {
    expect(parseRoute('#m=ABC')).toEqual({ name: 'join', code: '#m=ABC' });
    expect(parseRoute('#club=XYZ')).toEqual({ name: 'settings', club: '#club=XYZ' });
  });
});
