// What a player does on a page, in any engine: find a control as a person does (by its role and
// accessible name, with Testing Library's own queries running in the page), bring it into view
// and tap it with the engine's real input; read what the screen says; choose a file to import;
// keep what the app saves. Every wait polls the page until the app shows what is awaited, up to
// a limit (scripts/limits.ts) past which it fails, naming what never came and what the page
// last showed.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { limits } from '../limits.ts';
import type { EnginePage } from './engines.ts';

const POLL_MS = 100;
/** The most a failure quotes of what the page showed. */
const SHOWED_CHARS = 1_500;

let bundle: Promise<string> | undefined;

/** @testing-library/dom as one script a page can run, built once per run. */
function testingLibrary(): Promise<string> {
  bundle ??= build({
    stdin: { contents: "export * from '@testing-library/dom';", resolveDir: process.cwd() },
    bundle: true,
    format: 'iife',
    globalName: '__tl',
    write: false,
    platform: 'browser',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.DEBUG_PRINT_LIMIT': '"0"' },
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return bundle;
}

/** Gives the page Testing Library's queries, once per document. */
async function withQueries(page: EnginePage): Promise<void> {
  const has = await page.run<boolean>('() => typeof window.__tl === "object"');
  if (has) return;
  const source = await testingLibrary();
  await page.run(`() => { ${source}; window.__tl = __tl; return true; }`);
}

/** What a failure says the page showed, in these words: a wait's failure says it once. */
const SHOWED = 'the page last showed: ';

/**
 * What the page shows, as a person reads it: its words on one line, cut at SHOWED_CHARS; or why
 * they could not be read. Never longer to come than a page's answer.
 */
async function pageShows(page: EnginePage): Promise<string> {
  let late: NodeJS.Timeout | undefined;
  const read = page
    .run<string>("() => (document.body?.innerText ?? '').replace(/\\s+/g, ' ').trim()")
    .then(
      (flat) =>
        flat === ''
          ? '(a blank page)'
          : flat.length > SHOWED_CHARS
            ? `${flat.slice(0, SHOWED_CHARS)}…`
            : flat,
      (error: unknown) =>
        `(could not be read: ${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)})`,
    );
  try {
    return await Promise.race([
      read,
      new Promise<string>((resolve) => {
        late = setTimeout(() => resolve('(the page did not answer)'), limits.answer);
      }),
    ]);
  } finally {
    clearTimeout(late);
  }
}

export interface WaitOptions {
  /** How long at most (limits.answer unless said). */
  readonly ms?: number;
  /** The page waited on: a failure says what it last showed. */
  readonly page?: EnginePage;
}

/**
 * Polls `check` until it answers something other than null, or fails naming `what` and, given
 * the page, what the page last showed.
 */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | null>,
  { ms = limits.answer, page }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== null) return value;
    } catch (error) {
      // A page between documents answers nothing for a moment.
      last = error;
    }
    if (Date.now() > deadline) {
      const lastSaid = last instanceof Error ? last.message : '';
      // A wait within this one (a control found before it is tapped) may have said it already.
      const showed =
        page === undefined || lastSaid.includes(SHOWED)
          ? ''
          : `; ${SHOWED}${await pageShows(page)}`;
      throw new Error(
        `waited ${ms} ms for ${what}${lastSaid === '' ? '' : ` (last: ${lastSaid})`}${showed}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** A name as the page's queries take it: a string matches exactly, a RegExp as itself. */
type Name = string | RegExp;
const nameArg = (name: Name) =>
  typeof name === 'string' ? { text: name } : { source: name.source, flags: name.flags };

interface Found {
  x: number;
  y: number;
  disabled: boolean;
  count: number;
}

/**
 * In the page: the first element with the role and name, scrolled to the middle of the view. To
 * be tapped, it must also be what a finger there would touch: nothing over it, nothing still
 * scrolling it away (WebKit brings a focused field into view a moment later).
 */
const FIND = `(role, name, within, toTap) => {
  const tl = window.__tl;
  const matcher = 'text' in name ? name.text : new RegExp(name.source, name.flags);
  let root = document.body;
  if (within !== null) {
    const dialog = tl.queryAllByRole(document.body, within.role, { name: within.name })[0];
    if (dialog === undefined) return null;
    root = dialog;
  }
  const all = tl.queryAllByRole(root, role, { name: matcher });
  const element = all[0];
  if (element === undefined) return null;
  element.scrollIntoView({ block: 'center', inline: 'center' });
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  if (toTap) {
    const touched = document.elementFromPoint(x, y);
    if (touched === null || !element.contains(touched)) return null;
  }
  return {
    x,
    y,
    disabled: element.disabled === true || element.getAttribute('aria-disabled') === 'true',
    count: all.length,
  };
}`;

export interface Within {
  role: string;
  name: string;
}

/** Waits for a control and answers where it is, scrolled into view (and free to tap, `toTap`). */
export async function find(
  page: EnginePage,
  role: string,
  name: Name,
  within: Within | null = null,
  toTap = false,
): Promise<Found> {
  return waitUntil(
    `the ${role} "${String(name)}"`,
    async () => {
      await withQueries(page);
      const args = [role, nameArg(name), within, toTap];
      const first = await page.run<Found | null>(FIND, args);
      if (first === null) return null;
      // Where it stands once the scroll is over: the same twice running.
      const again = await page.run<Found | null>(FIND, args);
      if (again === null || Math.abs(again.y - first.y) > 0.5) return null;
      return again;
    },
    { page },
  );
}

/**
 * Readies the page to say where the next tap's click lands: on a control of this role and name
 * (or in it), on another control, or on nothing a tap works. Read in the click's capture, before
 * the app's own handlers change the page. A click on another control is stopped there, so that it
 * changes nothing (a label's radio is not chosen, a link not followed) and can be tapped again.
 */
const WATCH_TAP = `(role, name, token) => {
  window.__tapToken = token;
  window.__tapLanded = null;
  window.__tapWant = { role, matcher: 'text' in name ? name.text : new RegExp(name.source, name.flags) };
  if (window.__tapWatching) return true;
  window.__tapWatching = true;
  window.addEventListener('click', (event) => {
    const want = window.__tapWant;
    if (want === null || want === undefined) return;
    window.__tapWant = null;
    const target = event.target instanceof Element ? event.target : null;
    const onIt = target !== null && window.__tl
      .queryAllByRole(document.body, want.role, { name: want.matcher })
      .some((element) => element.contains(target) ||
        [...(element.labels ?? [])].some((label) => label.contains(target)));
    const control = target?.closest(
      'a[href], button, input, select, textarea, label, summary, [role], [tabindex]',
    );
    const what = target === null ? 'nothing' : target.tagName.toLowerCase() +
      (typeof target.className === 'string' && target.className !== '' ? '.' + target.className.trim().split(/\\s+/).join('.') : '');
    const onControl = control !== null && control !== undefined && control !== document.body;
    if (!onIt && onControl) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
    window.__tapLanded = { onIt, control: onControl, what };
  }, true);
  return true;
}`;

interface Landed {
  readonly onIt: boolean;
  /** It landed on another control, and was stopped there. */
  readonly control: boolean;
  /** The element the click landed on; null when no click came. */
  readonly what: string | null;
}

/** How many times at most a tap is made whose click lands on nothing, on another control, or never. */
const TAP_TRIES = 3;

/**
 * How long a control must stand still before it is tapped: a note coming in above it (the
 * storage note after a deal, say) moves it while it is measured, and a tap on WebKit, whose press
 * and release then land on different elements, would choose the control it moved to.
 */
const STILL_MS = 60;
/**
 * Taps a control (waiting for it to be there and enabled) as a finger would. Where the page moved
 * between measuring and tapping (a screen bringing its own part into view a moment late, an engine
 * under load scrolling to a field typed in a moment before) and the tap's click landed on nothing
 * a tap works, or on another control (where it was stopped), or the engine made no click of it,
 * the control is measured and tapped again, and the log says so. A tap that misses every time
 * fails, naming where it last landed.
 */
export async function tap(
  page: EnginePage,
  role: string,
  name: Name,
  within: Within | null = null,
): Promise<void> {
  // A field left focused is one WebKit brings into view again a moment later, scrolling away
  // what was measured (a tap at 320 px once landed on Duplicate, not Start). A finger's tap
  // takes the focus from the field anyway: it is let go first, and the control measured after.
  await page.run(`() => {
    const field = document.activeElement;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.blur();
  }`);
  for (let tried = 1; ; tried++) {
    const found = await waitUntil(
      `the ${role} "${String(name)}" enabled`,
      async () => {
        const at = await find(page, role, name, within, true);
        if (at.disabled) return null;
        await new Promise((resolve) => setTimeout(resolve, STILL_MS));
        const again = await find(page, role, name, within, true);
        const still = Math.abs(again.x - at.x) < 1 && Math.abs(again.y - at.y) < 1;
        return still && !again.disabled ? again : null;
      },
      { page },
    );
    const token = `${Date.now()}-${tried}-${Math.random()}`;
    await page.run(WATCH_TAP, [role, nameArg(name), token]);
    await page.tapAt(found.x, found.y);
    const landed = await tapLanded(page, token);
    if (landed === 'elsewhere' || landed.onIt) return;
    const missed = `the tap meant for the ${role} "${String(name)}" at ${Math.round(found.x)},${Math.round(found.y)} ${landed.what === null ? 'made no click' : `landed on ${landed.what}${landed.control ? ', another control, and was stopped there' : ''}`}`;
    if (tried === TAP_TRIES) throw new Error(missed);
    console.log(`${missed}: measured and tapped again`);
  }
}

/**
 * Where the tap's click landed, once it has come (a touch's click can follow its touch a moment
 * later): `what` null when none came within a page's answer (limits.answer). 'elsewhere' when the
 * page is another document by then (the tap loaded one), where nothing more can be told.
 *
 * An engine under load can make its click seconds late, and a lost tap is tapped again: were the
 * late click to come after all, a control that toggles (the camera's button) would be tapped
 * twice and undone. Hence a page's answer, not less.
 */
async function tapLanded(page: EnginePage, token: string): Promise<Landed | 'elsewhere'> {
  const end = Date.now() + limits.answer;
  for (;;) {
    const landed = await page
      .run<Landed | 'elsewhere' | null>(
        '(token) => window.__tapToken !== token ? "elsewhere" : (window.__tapLanded ?? null)',
        [token],
      )
      .catch(() => 'elsewhere' as const);
    if (landed !== null || Date.now() > end) {
      await page.run('() => { window.__tapWant = null; return true; }').catch(() => undefined);
      return landed ?? { onIt: false, control: false, what: null };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Taps the element whose own text is exactly `text` (a control named otherwise, as ⋯). */
export async function tapText(page: EnginePage, text: string): Promise<void> {
  const at = await waitUntil(
    `the text "${text}"`,
    async () => {
      await withQueries(page);
      return page.run<{ x: number; y: number } | null>(
        `(text) => {
        const element = window.__tl.queryAllByText(document.body, text)[0];
        if (element === undefined) return null;
        element.scrollIntoView({ block: 'center' });
        const box = element.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      }`,
        [text],
      );
    },
    { page },
  );
  await page.tapAt(at.x, at.y);
}

/** How many controls have the role and name now (0 when none), without waiting. */
export async function countOf(page: EnginePage, role: string, name: Name): Promise<number> {
  await withQueries(page);
  return page.run<number>(
    `(role, name) => window.__tl.queryAllByRole(document.body, role, {
      name: 'text' in name ? name.text : new RegExp(name.source, name.flags),
    }).length`,
    [role, nameArg(name)],
  );
}

/**
 * What a page shows, for a failed test's report: its words, on one line and cut short, and the
 * state of any video (the camera's picture).
 */
export function screenSays(page: EnginePage): Promise<string> {
  return page.run<string>(
    `(most) => {
    const words = document.body.innerText.replace(/\\s+/g, ' ').trim();
    const videos = [...document.querySelectorAll('video')].map((video) =>
      \`[video: readyState \${video.readyState}, \${video.paused ? 'paused' : 'playing'}, \${video.videoWidth}×\${video.videoHeight}]\`);
    return [words.length > most ? words.slice(0, most) + '…' : words, ...videos].join(' ');
  }`,
    [SHOWED_CHARS],
  );
}

/** The page's visible text. */
export function pageText(page: EnginePage): Promise<string> {
  return page.run<string>('() => document.body.innerText');
}

/**
 * Waits until the page shows `text` (a string it contains, or a RegExp it matches), for at most
 * `ms` (a page's answer unless said).
 */
export async function waitForText(
  page: EnginePage,
  text: Name,
  ms: number = limits.answer,
): Promise<string> {
  return waitUntil(
    `the text ${String(text)}`,
    async () => {
      const shown = await pageText(page);
      if (typeof text === 'string') return shown.includes(text) ? shown : null;
      return text.exec(shown)?.[0] ?? null;
    },
    { ms, page },
  );
}

/** The trimmed texts of the elements a CSS selector finds. */
export function textsOf(page: EnginePage, selector: string): Promise<string[]> {
  return page.run<string[]>(
    '(selector) => [...document.querySelectorAll(selector)].map((e) => e.textContent.trim())',
    [selector],
  );
}

/**
 * Fills a text field found by its label, as the field's own input events tell the app (the
 * value set through the element's own setter, so a controlled field sees the change).
 */
export async function fill(page: EnginePage, role: string, name: string, value: string) {
  await find(page, role, name);
  await page.run(
    `(role, name, value) => {
      const field = window.__tl.getAllByRole(document.body, role, { name })[0];
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      field.focus();
      setter.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }`,
    [role, name, value],
  );
}

/**
 * Chooses a file in the file field labelled `label`, as the system's picker hands one over: the
 * field's files set and its change event fired. A driver's own file upload differs per engine
 * and WebKit's WebDriver has none for hidden fields; what the app does with the file is the same.
 */
export async function chooseFile(
  page: EnginePage,
  label: string,
  file: { name: string; text: string; type?: string },
): Promise<void> {
  await waitUntil(
    `the file field "${label}"`,
    async () => {
      await withQueries(page);
      return page.run<boolean | null>(
        `(label, file) => {
        const field = window.__tl.queryAllByLabelText(document.body, label)[0];
        if (field === undefined) return null;
        const chosen = new DataTransfer();
        chosen.items.add(new File([file.text], file.name, { type: file.type ?? 'application/json' }));
        field.files = chosen.files;
        field.dispatchEvent(new Event('change', { bubbles: true }));
        return true;
      }`,
        [label, file],
      );
    },
    { page },
  );
}

/** A file the app saved, as the page handed it to the browser. */
export interface Saved {
  name: string;
  type: string;
  bytes: Buffer;
}

/**
 * Keeps, from now on in this document, every file the app saves through a download link: its
 * name and bytes, read from the blob as the link is followed. The link still goes on to the
 * browser, which does with it what it does (download, open, or nothing).
 */
export async function keepSaves(page: EnginePage): Promise<void> {
  await page.run(`() => {
    if (window.__saved !== undefined) return true;
    window.__saved = [];
    // The blob behind each URL the app makes: the page's own rules (connect-src 'self') keep
    // even a script of the page from fetching a blob: URL back, so it is read from the Blob.
    const made = new Map();
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob) => {
      const url = createObjectURL.call(URL, blob);
      made.set(url, blob);
      return url;
    };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function () {
      const blob = made.get(this.href);
      if (this.download && blob !== undefined) {
        const name = this.download;
        const reader = new FileReader();
        reader.onload = () =>
          window.__saved.push({ name, type: blob.type, base64: String(reader.result).split(',')[1] ?? '' });
        reader.readAsDataURL(blob);
      }
      return click.call(this);
    };
    return true;
  }`);
}

/**
 * Waits for the next file saved whose name matches, and answers it. When none comes, the failure
 * says what the page said meanwhile (its toasts and alerts), and what files it did save.
 */
export async function savedFile(page: EnginePage, name: RegExp): Promise<Saved> {
  try {
    const found = await waitUntil(
      `a saved file named ${String(name)}`,
      () =>
        page.run<{ name: string; type: string; base64: string } | null>(
          '(source, flags) => (window.__saved ?? []).find((f) => new RegExp(source, flags).test(f.name)) ?? null',
          [name.source, name.flags],
        ),
      { page },
    );
    return { name: found.name, type: found.type, bytes: Buffer.from(found.base64, 'base64') };
  } catch (error) {
    const said = await page
      .run<string>(
        `() => JSON.stringify({
          said: [...document.querySelectorAll('[role="status"], [role="alert"]')]
            .map((e) => e.textContent.trim()).filter((t) => t !== ''),
          saved: (window.__saved ?? []).map((f) => f.name),
        })`,
      )
      .catch(() => 'nothing: the page did not answer');
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}; the page: ${said}`,
      {
        cause: error,
      },
    );
  }
}

export const engineShots = join(process.cwd(), 'test-results', 'screenshots', 'engines');

/** Saves the viewport as test-results/screenshots/engines/<engine>-<name>.png. */
export async function shot(page: EnginePage, name: string): Promise<string> {
  mkdirSync(engineShots, { recursive: true });
  const path = join(engineShots, `${page.engine}-${name}.png`);
  await page.screenshot(path);
  return path;
}

/**
 * Waits for the service worker to be installed and active (the app precached), then reloads
 * under it: the first load is not yet controlled by it. Each within a service worker's limit.
 */
export async function underServiceWorker(page: EnginePage): Promise<void> {
  const options = { ms: limits.serviceWorker, page };
  await waitUntil(
    'the service worker installed and active',
    () =>
      page.run<boolean | null>(
        "async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated' || null",
      ),
    options,
  );
  await page.reload();
  await waitUntil(
    'the service worker in control',
    () => page.run<boolean | null>('() => navigator.serviceWorker.controller !== null || null'),
    options,
  );
}
