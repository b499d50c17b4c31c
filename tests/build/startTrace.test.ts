import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../scripts/measure/startTrace.ts';
import { breakdownLines, mainThreadBreakdown } from '../../scripts/measure/startTrace.ts';

const MAIN = { pid: 1, tid: 7 };
const event = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}) =>
  ({ name, ph: 'X', ts, dur, ...MAIN, ...extra }) as TraceEvent;

describe("the offline start's breakdown", () => {
  it("counts each kind of work's own time on the main thread, from navigation to interactive", () => {
    const events: TraceEvent[] = [
      { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
      { name: 'navigationStart', ph: 'R', ts: 1_000_000, ...MAIN },
      // A task of 100 ms holding a module's evaluation (60 ms), which holds a layout (10 ms).
      event('RunTask', 1_000_000, 100_000),
      event('v8.evaluateModule', 1_010_000, 60_000, {
        args: { fileName: 'http://localhost/assets/app-DWmoD6FK.js' },
      }),
      event('Layout', 1_020_000, 10_000),
      // Another thread's work, and work after interactive, are left out.
      event('Layout', 1_000_000, 50_000, { tid: 9 }),
      event('Paint', 1_300_000, 5_000),
      // So is the main thread of another renderer (a page of the browser's own), overlapping.
      { name: 'thread_name', ph: 'M', ts: 0, pid: 2, tid: 7, args: { name: 'CrRendererMain' } },
      event('RunTask', 1_005_000, 30_000, { pid: 2 }),
      event('FunctionCall', 1_006_000, 20_000, {
        pid: 2,
        args: { data: { url: 'chrome://omnibox-popup.top-chrome/app.js' } },
      }),
    ];
    const byKind = mainThreadBreakdown(events, 200);
    expect(Object.fromEntries(byKind)).toEqual({
      RunTask: 40,
      'v8.evaluateModule (app.js)': 50,
      Layout: 10,
    });
    expect(breakdownLines(byKind, 2)).toEqual([
      '   50 ms  v8.evaluateModule (app.js)',
      '   40 ms  RunTask',
      '   10 ms  everything else',
    ]);
  });

  it("times from the page's own navigation, whatever other navigations the trace holds first", () => {
    const events: TraceEvent[] = [
      // Another renderer's navigation, first in the trace and a second earlier; and the page's
      // own document before this one (about:blank), also earlier.
      { name: 'navigationStart', ph: 'R', ts: 1_000_000, pid: 2, tid: 7 },
      { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
      { name: 'navigationStart', ph: 'R', ts: 1_500_000, ...MAIN },
      { name: 'navigationStart', ph: 'R', ts: 2_000_000, ...MAIN },
      event('v8.compileModule', 2_100_000, 20_000, {
        args: { fileName: 'http://localhost/assets/app-DWmoD6FK.js' },
      }),
      event('v8.evaluateModule', 2_150_000, 30_000, {
        args: { fileName: 'http://localhost/assets/app-DWmoD6FK.js' },
      }),
      // After the pad was seen (200 ms after its navigation): left out.
      event('Layout', 2_250_000, 10_000),
    ];
    expect(Object.fromEntries(mainThreadBreakdown(events, 200))).toEqual({
      'v8.compileModule (app.js)': 20,
      'v8.evaluateModule (app.js)': 30,
    });
  });
});
