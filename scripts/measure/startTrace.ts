/**
 * Where an offline start's time goes (issue 15): a Chromium trace of the page's main thread from
 * navigation to the pad being interactive, as the self time of each kind of work (script
 * evaluation, script run, layout, style, HTML parsing, and the rest), so that a slide shows where
 * it happened.
 */

export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: {
    readonly name?: string;
    readonly data?: { readonly url?: string };
    readonly fileName?: string;
  };
}

/**
 * The trace categories the breakdown reads: with V8's own, so that parsing and compiling scripts
 * are named rather than left in the tasks that hold them. They slow the start they trace (V8
 * gathers source positions for them), so a traced start is never among the timed ones.
 */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.compile',
  'loading',
  'disabled-by-default-devtools.timeline',
].join(',');

/** Script work named with its file, so the app's own script is told from the rest. */
const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
]);

/** The address of the script an event ran or compiled, '' where it names none. */
const scriptUrl = (event: TraceEvent) => event.args?.data?.url ?? event.args?.fileName ?? '';

/** Script work of the app's own (its built files, under /assets/). */
const appScript = (event: TraceEvent) =>
  SCRIPT_EVENTS.has(event.name) && scriptUrl(event).includes('/assets/');

function kind(event: TraceEvent): string {
  if (!SCRIPT_EVENTS.has(event.name)) return event.name;
  const url = scriptUrl(event);
  const file =
    url
      .split('/')
      .pop()
      ?.replace(/-[\w-]{8}\.js$/, '.js') ?? '';
  return file === '' ? event.name : `${event.name} (${file})`;
}

const threadOf = (e: TraceEvent) => `${e.pid}:${e.tid}`;

/**
 * The page's own main thread: of the renderers' main threads in the trace (the browser may run
 * others, for pages of its own), the one that ran the app's scripts (/assets/) the longest.
 */
function pageMainThread(events: readonly TraceEvent[]): string | undefined {
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map(threadOf),
  );
  const scriptTime = new Map<string, number>();
  for (const e of events) {
    if (!mains.has(threadOf(e)) || !appScript(e)) continue;
    scriptTime.set(threadOf(e), (scriptTime.get(threadOf(e)) ?? 0) + (e.dur ?? 0));
  }
  return [...scriptTime].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * When the page's own navigation started: the last navigationStart on its main thread before it
 * ran the app's scripts. Another renderer's (a page of the browser's own, another document) can
 * come first in the trace, and on a busy machine seconds before: timed from it, the start was cut
 * off before the app's script ran.
 */
function navigationStartOf(events: readonly TraceEvent[], main: string | undefined) {
  const onMain = (e: TraceEvent) => threadOf(e) === main;
  const firstScript = Math.min(...events.filter((e) => onMain(e) && appScript(e)).map((e) => e.ts));
  const starts = events
    .filter((e) => e.name === 'navigationStart' && onMain(e) && e.ts <= firstScript)
    .map((e) => e.ts);
  return starts.length === 0 ? undefined : Math.max(...starts);
}

/**
 * The page's main thread's self time (ms) by kind of work, from the trace's navigation start to
 * `untilMs` after it: each complete event's time less the time of the events nested in it.
 */
export function mainThreadBreakdown(
  events: readonly TraceEvent[],
  untilMs: number,
): Map<string, number> {
  const main = pageMainThread(events);
  const start =
    navigationStartOf(events, main) ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const complete = events
    .filter(
      (e) =>
        e.ph === 'X' && threadOf(e) === main && e.ts >= start && (e.ts - start) / 1000 <= untilMs,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const byKind = new Map<string, number>();
  const open: { kind: string; end: number; self: number }[] = [];
  const close = (item: { kind: string; self: number }) =>
    byKind.set(item.kind, (byKind.get(item.kind) ?? 0) + item.self / 1000);
  for (const event of complete) {
    while (open.length > 0 && (open.at(-1)?.end ?? 0) <= event.ts) close(open.pop() as never);
    const dur = event.dur ?? 0;
    const parent = open.at(-1);
    if (parent !== undefined) parent.self -= dur;
    open.push({ kind: kind(event), end: event.ts + dur, self: dur });
  }
  while (open.length > 0) close(open.pop() as never);
  return byKind;
}

/** The breakdown as lines, the largest first, with what they leave unnamed summed up. */
export function breakdownLines(byKind: ReadonlyMap<string, number>, top = 10): string[] {
  const sorted = [...byKind].sort((a, b) => b[1] - a[1]);
  const rest = sorted.slice(top).reduce((sum, [, ms]) => sum + ms, 0);
  return [
    ...sorted.slice(0, top).map(([name, ms]) => `${ms.toFixed(0).padStart(5)} ms  ${name}`),
    `${rest.toFixed(0).padStart(5)} ms  everything else`,
  ];
}
