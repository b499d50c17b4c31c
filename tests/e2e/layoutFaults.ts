// What the layout check (layoutCheck.e2e.test.ts) finds wrong on a screen, worked out in the page
// itself from what the browser laid out: the boxes of elements and of each line of text
// (Range.getClientRects), and their computed styles. Each fault names its kind and the element.
import type { Page } from 'playwright-core';

export type FaultKind =
  /** The page, or a box other than a wide table's, scrolls sideways. */
  | 'sideways'
  /** A control's label runs out of it, or text is cut off by the box around it. */
  | 'cut off'
  /** A figure broken over two lines ("146" over "0"). */
  | 'number split'
  /**
   * A word broken over two lines ("save" over "d") that had room on a line of its own, or in a
   * box squeezed narrower than a few letters: only a word longer than its line may break.
   */
  | 'word split'
  /** Two pieces of text drawn over each other, or text run under a control. */
  | 'overlap'
  /** A button, link or field smaller than 44 x 44 CSS pixels. */
  | 'small target'
  /** Text under 4.5:1 against what is behind it (3:1 for large text). */
  | 'contrast'
  /** The bars that stay on screen leave less than a quarter of it for what scrolls. */
  | 'covered';

export interface Fault {
  readonly kind: FaultKind;
  /** The element: its tag, classes and the start of its text or accessible name. */
  readonly element: string;
  readonly detail: string;
}

/** The smallest tap target, CSS pixels (docs/style.md: thumb-sized targets, 44 px and up). */
export const MIN_TARGET = 44;

/**
 * Every fault on the page as it stands. Run in the page (page.evaluate), so it reads nothing from
 * outside itself. When a modal dialog is open, only the dialog is looked at: the page behind it
 * is inert.
 */
function faultsInPage(limits: { minTarget: number; names: readonly string[] }): Fault[] {
  const faults: Fault[] = [];
  const seen = new Set<string>();
  const say = (kind: FaultKind, element: Element, detail: string) => {
    const name = describe(element);
    const key = `${kind}|${name}|${detail}`;
    if (seen.has(key)) return;
    seen.add(key);
    faults.push({ kind, element: name, detail });
  };
  function describe(element: Element): string {
    const tag = element.tagName.toLowerCase();
    const classes = [...element.classList].map((c) => `.${c}`).join('');
    const labelled =
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
        ? [...(element.labels ?? [])].map((l) => l.textContent).join(' ')
        : null;
    const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : '';
    const label = element.getAttribute('aria-label') ?? labelled;
    const text = (label ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `${tag}${type}${classes} "${text.length > 48 ? `${text.slice(0, 47)}…` : text}"`;
  }
  const viewWidth = document.documentElement.clientWidth;
  const viewHeight = window.innerHeight;
  const modal = document.querySelector('dialog[open]');
  const root: Element = modal ?? document.body;

  // --- What is drawn at all --------------------------------------------------------------------
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let found = styles.get(element);
    if (found === undefined) {
      found = getComputedStyle(element);
      styles.set(element, found);
    }
    return found;
  };
  // Hidden from the eye: not rendered, or clipped to nothing (the visually hidden labels).
  const hiddenCache = new Map<Element, boolean>();
  function hidden(element: Element | null): boolean {
    if (element === null || element === document.documentElement) return false;
    const known = hiddenCache.get(element);
    if (known !== undefined) return known;
    const s = style(element);
    const clipped =
      (s.clip !== 'auto' && s.clip !== '' && s.position === 'absolute') ||
      (s.clipPath !== 'none' && s.clipPath.startsWith('inset(50%')) ||
      s.display === 'none' ||
      s.visibility === 'hidden' ||
      (s.overflow === 'hidden' &&
        (element as HTMLElement).offsetWidth <= 1 &&
        (element as HTMLElement).offsetHeight <= 1);
    // checkVisibility also sees what a closed <details> keeps out of sight.
    const result =
      clipped ||
      (typeof element.checkVisibility === 'function'
        ? !element.checkVisibility({ visibilityProperty: true })
        : // Safari before 17.4 has no checkVisibility: what a closed <details> keeps out of
          // sight is all of it but its summary.
          element.parentElement?.matches('details:not([open])') === true &&
          element.tagName !== 'SUMMARY') ||
      hidden(element.parentElement);
    hiddenCache.set(element, result);
    return result;
  }

  // The boxes that clip what is inside them; a box that scrolls clips too, but cuts nothing off.
  interface Box {
    left: number;
    top: number;
    right: number;
    bottom: number;
  }
  const rectOf = (r: DOMRect): Box => ({
    left: r.left,
    top: r.top,
    right: r.right,
    bottom: r.bottom,
  });
  const meet = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const whole: Box = { left: -1e9, top: -1e9, right: 1e9, bottom: 1e9 };
  const clipCache = new Map<Element, { seen: Box; cut: Box; cutBy: Element | null }>();
  /** Where the element's content can be seen (`seen`) and where it is cut off (`cut`). */
  function clipOf(element: Element | null): { seen: Box; cut: Box; cutBy: Element | null } {
    if (element === null || element === document.documentElement || element === document.body)
      return { seen: whole, cut: whole, cutBy: null };
    const known = clipCache.get(element);
    if (known !== undefined) return known;
    const outer = clipOf(element.parentElement);
    const s = style(element);
    let result = outer;
    const cuts = ['hidden', 'clip'];
    const scrolls = ['auto', 'scroll'];
    const x = s.overflowX;
    const y = s.overflowY;
    if (cuts.includes(x) || cuts.includes(y) || scrolls.includes(x) || scrolls.includes(y)) {
      const r = element.getBoundingClientRect();
      const box: Box = {
        left: cuts.includes(x) || scrolls.includes(x) ? r.left : -1e9,
        right: cuts.includes(x) || scrolls.includes(x) ? r.right : 1e9,
        top: cuts.includes(y) || scrolls.includes(y) ? r.top : -1e9,
        bottom: cuts.includes(y) || scrolls.includes(y) ? r.bottom : 1e9,
      };
      const cutBox: Box = {
        left: cuts.includes(x) ? r.left : -1e9,
        right: cuts.includes(x) ? r.right : 1e9,
        top: cuts.includes(y) ? r.top : -1e9,
        bottom: cuts.includes(y) ? r.bottom : 1e9,
      };
      const cutsHere = cuts.includes(x) || cuts.includes(y);
      result = {
        seen: meet(outer.seen, box),
        cut: cutsHere ? meet(outer.cut, cutBox) : outer.cut,
        cutBy: cutsHere ? element : outer.cutBy,
      };
    }
    clipCache.set(element, result);
    return result;
  }

  // What stays on screen while the page scrolls: text in different layers may pass over each
  // other as the page moves, and that is no fault.
  const layerCache = new Map<Element, Element | null>();
  function layerOf(element: Element | null): Element | null {
    if (element === null || element === document.documentElement) return null;
    const known = layerCache.get(element);
    if (known !== undefined) return known;
    const p = style(element).position;
    const result = p === 'sticky' || p === 'fixed' ? element : layerOf(element.parentElement);
    layerCache.set(element, result);
    return result;
  }

  // --- Text, line by line ----------------------------------------------------------------------
  interface Line extends Box {
    node: Text;
    element: Element;
  }
  const lines: Line[] = [];
  const texts: { node: Text; element: Element }[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node as Text;
    const element = text.parentElement;
    if (element === null || /\S/.test(text.data) === false) continue;
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TITLE', 'OPTION'].includes(element.tagName)) continue;
    if (hidden(element)) continue;
    texts.push({ node: text, element });
    const range = document.createRange();
    const start = text.data.search(/\S/);
    const end = text.data.length - (text.data.length - text.data.trimEnd().length);
    range.setStart(text, start);
    range.setEnd(text, end);
    for (const r of range.getClientRects()) {
      if (r.width < 0.5 || r.height < 0.5) continue;
      lines.push({ ...rectOf(r), node: text, element });
    }
  }

  // --- Sideways --------------------------------------------------------------------------------
  const dealsList = (table: Element) => table.classList.contains('deal-list');
  const over = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  if (over > 0) {
    const out = [...root.querySelectorAll('*')].filter((e) => {
      if (hidden(e)) return false;
      const r = e.getBoundingClientRect();
      // Inside a box that scrolls or clips, it moves nothing past the page's edge.
      const seen = clipOf(e.parentElement).seen;
      return (
        r.width > 0 &&
        ((r.right > viewWidth + 0.5 && seen.right > viewWidth + 0.5) ||
          (r.left < -0.5 && seen.left < -0.5))
      );
    });
    const innermost = out.filter((e) => !out.some((inner) => inner !== e && e.contains(inner)));
    for (const e of innermost.slice(0, 5))
      say('sideways', e, `the page scrolls sideways by ${over} px; this sticks out`);
    if (innermost.length === 0) say('sideways', root, `the page scrolls sideways by ${over} px`);
  }
  for (const e of root.querySelectorAll('*')) {
    const s = style(e);
    if (!['auto', 'scroll'].includes(s.overflowX) || hidden(e)) continue;
    if (e.scrollWidth <= e.clientWidth + 1) continue;
    // A wide table scrolls in its own box: that is how a table wider than the screen is read.
    // Not the list of deals at the table, read as play goes on: its figures are never out of
    // sight at the right (it reflows, app.css).
    const wide = (t: Element) =>
      t.getBoundingClientRect().width > e.clientWidth + 1 && !dealsList(t);
    if (e.tagName === 'TABLE' || [...e.querySelectorAll('table')].some(wide)) continue;
    say('sideways', e, `scrolls sideways inside its box by ${e.scrollWidth - e.clientWidth} px`);
  }

  // --- Controls and targets --------------------------------------------------------------------
  const controls = [
    ...root.querySelectorAll(
      'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], label.button',
    ),
  ].filter((e) => !hidden(e) && e.getBoundingClientRect().width > 0);
  for (const control of controls) {
    const r = control.getBoundingClientRect();
    let target = rectOf(r);
    if (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)) {
      // The label's box is the target: a tap on it ticks the box.
      for (const label of control.labels ?? []) {
        const l = label.getBoundingClientRect();
        target = {
          left: Math.min(target.left, l.left),
          top: Math.min(target.top, l.top),
          right: Math.max(target.right, l.right),
          bottom: Math.max(target.bottom, l.bottom),
        };
      }
    }
    const width = target.right - target.left;
    const height = target.bottom - target.top;
    // A link inside a sentence is exempt (WCAG 2.5.8, "Inline": its size is set by the line of
    // text it sits in), so a link among words may be as small as they are.
    const inline =
      control.tagName === 'A' &&
      style(control).display === 'inline' &&
      [...(control.parentElement?.childNodes ?? [])].some(
        (n) => n !== control && n.nodeType === Node.TEXT_NODE && /\S/.test(n.textContent ?? ''),
      );
    if (!inline && (width < limits.minTarget - 0.5 || height < limits.minTarget - 0.5))
      say(
        'small target',
        control,
        `${Math.round(width)} x ${Math.round(height)} px, under ${limits.minTarget} x ${limits.minTarget}`,
      );
  }

  // --- Text cut off or run out of its control ----------------------------------------------------
  /**
   * What a screen reader says for the text: the label of the control (or labelled element) it
   * is in, where one replaces the text, and otherwise the text itself, whole.
   */
  const spoken = (element: Element, text: string) => {
    const labelled = element.closest('[aria-label], [aria-labelledby]');
    const by = labelled?.getAttribute('aria-labelledby');
    if (by)
      return by
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    return labelled?.getAttribute('aria-label') ?? text;
  };
  for (const line of lines) {
    const { cut, cutBy } = clipOf(line.element);
    const control = line.element.closest('button, a.button, [role="button"], summary, select');
    const box = control === null ? null : rectOf(control.getBoundingClientRect());
    const limit = box === null ? cut : meet(cut, box);
    const outBy = Math.max(
      limit.left - line.left,
      line.right - limit.right,
      limit.top - line.top,
      line.bottom - limit.bottom,
    );
    if (outBy <= 1.5) continue;
    // A long name may end in an ellipsis (or a clamp of lines) where its whole is in the
    // accessible name; anything else cut off is a fault ("-1 100 to TH…": to whom?).
    const shortened = (e: Element) =>
      style(e).textOverflow === 'ellipsis' || style(e).webkitLineClamp !== 'none';
    const ellipsis = shortened(line.element) || (cutBy !== null && shortened(cutBy));
    const full = line.node.data.trim();
    const aName = limits.names.some((n) => full.includes(n) || n.startsWith(full));
    if (ellipsis && aName && spoken(line.element, full).includes(full)) continue;
    say(
      'cut off',
      control ?? line.element,
      `"${full.slice(0, 40)}" runs ${Math.round(outBy)} px out of ${control === null ? `the box that clips it (${describe(cutBy ?? line.element)})` : 'its control'}${ellipsis ? (aName ? ', with an ellipsis but not in full in the accessible name' : ', with an ellipsis, and it is no name') : ''}`,
    );
  }

  // A list's chosen option, and an empty field's placeholder, are drawn on one line that is cut
  // where the control ends ("Stand" of "Standard (♣ ♦ ♥ ♠)"): measured in the control's font.
  const measure = document.createElement('canvas').getContext('2d');
  for (const control of controls) {
    const shown_ =
      control instanceof HTMLSelectElement
        ? (control.selectedOptions[0]?.text ?? '')
        : control instanceof HTMLInputElement && control.value === ''
          ? control.placeholder
          : '';
    if (shown_ === '' || measure === null) continue;
    const s = style(control);
    // A select laid unseen over its chosen text drawn beside it (Select.tsx) shows nothing
    // itself: that text is looked at as any other.
    if (parseFloat(s.opacity) === 0) continue;
    measure.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    const needed = measure.measureText(shown_).width;
    // A list's arrow takes about a letter's width inside its padding.
    const arrow = control instanceof HTMLSelectElement ? parseFloat(s.fontSize) * 0.8 : 0;
    const room =
      control.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - arrow;
    if (needed > room + 1)
      say(
        'cut off',
        control,
        `"${shown_.slice(0, 40)}" needs ${Math.round(needed)} px, and the control shows ${Math.round(room)}`,
      );
  }

  // --- Figures and words broken over lines -----------------------------------------------------
  const linesOf = (node: Text, from: number, to: number) => {
    const range = document.createRange();
    range.setStart(node, from);
    range.setEnd(node, to);
    const tops: number[] = [];
    let width = 0;
    for (const r of range.getClientRects()) {
      if (r.width < 0.5) continue;
      width += r.width;
      if (!tops.some((t) => Math.abs(t - r.top) < r.height / 2)) tops.push(r.top);
    }
    return { count: tops.length, width };
  };
  /** How wide a line of the element's text may be: the content box of the block it is set in. */
  const lineWidth = (element: Element) => {
    let block: Element | null = element;
    while (block !== null && ['inline', 'contents'].includes(style(block).display))
      block = block.parentElement;
    if (block === null) return viewWidth;
    const s = style(block);
    return (
      block.getBoundingClientRect().width -
      parseFloat(s.paddingLeft) -
      parseFloat(s.paddingRight) -
      parseFloat(s.borderLeftWidth) -
      parseFloat(s.borderRightWidth)
    );
  };
  // Thai, Lao, Khmer and Burmese set no space between words: a line may break between two of
  // them, as the browser's own dictionary finds them (its Intl.Segmenter), but not inside one
  // ("สมชา/ย").
  const SPACELESS = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  /** A run of letters, with their marks and the apostrophes and ʻokina names hold. */
  const LETTERS = /[\p{L}\p{M}ʻ’']+/gu;
  /** The words of a text, each with where it starts: a run of letters, or a word of such a run. */
  const wordsOf = (text: string): { 0: string; index: number }[] =>
    [...text.matchAll(LETTERS)].flatMap((m) =>
      SPACELESS.test(m[0])
        ? [...segmenter.segment(m[0])]
            .filter((w) => w.isWordLike === true)
            .map((w) => ({ 0: w.segment, index: m.index + w.index }))
        : [{ 0: m[0], index: m.index }],
    );
  // The fixture's forty letters with no space are a name no line holds whole: broken anywhere.
  const LONGEST_WORD = 25;
  const nameWords = new Set(limits.names.flatMap((n) => n.match(LETTERS) ?? []));
  for (const { node, element } of texts) {
    for (const m of node.data.matchAll(/[−-]?\d+(?:[.,:/]\d+)*/g)) {
      if (linesOf(node, m.index, m.index + m[0].length).count > 1)
        say('number split', element, `"${m[0]}" is broken over lines`);
    }
    // Words within the run of text between spaces: a run longer than its line (an address, a
    // forty-letter name) may break anywhere in it. A word of a player's name in a table's cell
    // breaks only where the word itself is longer than the line ("Featherstonehaugh-Whitley" at
    // its hyphen, "สมชาย ใจดี" at its space).
    const tokens = [...node.data.matchAll(/\S+/g)];
    // In a table's cell, where a column is as narrow as its cells' narrowest: there `anywhere`
    // lets a column shrink below a word of a name, which is then broken ("Feathers/tonehau/gh").
    const breaksAnywhere =
      element.closest('td, th') !== null &&
      (style(element).overflowWrap === 'anywhere' ||
        ['break-all', 'break-word'].includes(style(element).wordBreak));
    for (const m of wordsOf(node.data)) {
      // Chinese and Japanese break between any two characters: no word of theirs is split.
      if (m[0].length < 2 || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(m[0]))
        continue;
      const word = linesOf(node, m.index, m.index + m[0].length);
      if (word.count < 2) continue;
      const room = lineWidth(element);
      const named = nameWords.has(m[0]);
      // A name's word broken in a cell that lets words break anywhere: its column was squeezed
      // below the word's width, where the word would have kept it wider.
      if (named && breaksAnywhere && word.width > room - 1 && m[0].length < LONGEST_WORD) {
        say(
          'word split',
          element,
          `"${m[0]}" is broken over lines in a box that breaks words anywhere (${style(element).overflowWrap}, ${style(element).wordBreak})`,
        );
        continue;
      }
      const token = tokens.find((t) => t.index <= m.index && m.index < t.index + t[0].length);
      if (token !== undefined && token[0] !== m[0]) {
        const whole = linesOf(node, token.index, token.index + token[0].length);
        if (whole.width > room) continue;
      }
      // A box that lets its words break anywhere can be squeezed to a letter or two a line.
      const squeezed = room < 2.5 * parseFloat(style(element).fontSize);
      if (squeezed || word.width <= room - 1)
        say(
          'word split',
          element,
          `"${m[0]}" is broken over lines, ${squeezed ? `its box squeezed to ${Math.round(room)} px` : `though its ${Math.round(word.width)} px fit a line of ${Math.round(room)} px`}`,
        );
    }
  }

  // --- Overlap -----------------------------------------------------------------------------------
  const seenPart = (line: Line) => meet(line, clipOf(line.element).seen);
  const visible = lines
    .map((line) => ({ line, box: seenPart(line) }))
    .filter(({ box }) => box.right - box.left > 0.5 && box.bottom - box.top > 0.5);
  const overlapping = (a: Box, b: Box) => {
    const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    const smallW = Math.min(a.right - a.left, b.right - b.left);
    const smallH = Math.min(a.bottom - a.top, b.bottom - b.top);
    // Lines set close together touch at their edges; text drawn over text covers a good part.
    return w > Math.min(4, smallW * 0.3) && h > smallH * 0.35;
  };
  visible.sort((a, b) => a.box.top - b.box.top);
  for (let i = 0; i < visible.length; i++) {
    const a = visible[i];
    if (a === undefined) continue;
    for (let j = i + 1; j < visible.length; j++) {
      const b = visible[j];
      if (b === undefined) continue;
      if (b.box.top >= a.box.bottom) break;
      if (a.line.node === b.line.node) continue;
      if (layerOf(a.line.element) !== layerOf(b.line.element)) continue;
      if (!overlapping(a.box, b.box)) continue;
      say(
        'overlap',
        a.line.element,
        `"${a.line.node.data.trim().slice(0, 30)}" and "${b.line.node.data.trim().slice(0, 30)}" (${describe(b.line.element)}) are drawn over each other`,
      );
    }
  }
  // Text run under a control it is not part of.
  for (const control of controls) {
    if (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type))
      continue;
    const box = meet(rectOf(control.getBoundingClientRect()), clipOf(control).seen);
    for (const { line, box: text } of visible) {
      if (text.bottom <= box.top || text.top >= box.bottom) continue;
      if (control.contains(line.element) || line.element.contains(control)) continue;
      if (control.tagName === 'SELECT' || line.element.closest('label')?.contains(control))
        continue;
      if (layerOf(line.element) !== layerOf(control)) continue;
      if (!overlapping(text, box)) continue;
      say(
        'overlap',
        line.element,
        `"${line.node.data.trim().slice(0, 30)}" runs under ${describe(control)}`,
      );
    }
  }

  // --- Contrast ----------------------------------------------------------------------------------
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | null => {
    const m = /rgba?\(([^)]+)\)/.exec(value) ?? /color\(srgb ([^)]+)\)/.exec(value);
    if (m === null || m[1] === undefined) return null;
    const parts = m[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    const scale = value.startsWith('color(') ? 255 : 1;
    return [
      (parts[0] ?? 0) * scale,
      (parts[1] ?? 0) * scale,
      (parts[2] ?? 0) * scale,
      parts[3] ?? 1,
    ];
  };
  const over_ = (top: Rgba, under: Rgba): Rgba => {
    const a = top[3];
    return [
      top[0] * a + under[0] * (1 - a),
      top[1] * a + under[1] * (1 - a),
      top[2] * a + under[2] * (1 - a),
      1,
    ];
  };
  const canvas: Rgba = style(document.documentElement).colorScheme.includes('dark')
    ? [18, 18, 18, 1]
    : [255, 255, 255, 1];
  function backgroundOf(element: Element | null): Rgba {
    if (element === null) return canvas;
    const bg = parse(style(element).backgroundColor);
    if (bg !== null && bg[3] >= 1) return bg;
    const under = backgroundOf(element.parentElement);
    return bg === null || bg[3] === 0 ? under : over_(bg, under);
  }
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrastOf = (a: Rgba, b: Rgba) => {
    const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (l1 + 0.05) / (l2 + 0.05);
  };
  const checkedColours = new Set<Element>();
  for (const { element } of texts) {
    if (checkedColours.has(element)) continue;
    checkedColours.add(element);
    // A control that cannot be used is exempt (WCAG 1.4.3, "Incidental").
    if (element.closest('button:disabled, input:disabled, select:disabled, [aria-disabled="true"]'))
      continue;
    const s = style(element);
    const svg = element instanceof SVGElement;
    let fg = parse(svg ? s.fill : s.color);
    if (fg === null) continue;
    let opacity = 1;
    for (let e: Element | null = element; e !== null; e = e.parentElement)
      opacity *= Number(style(e).opacity);
    fg = [fg[0], fg[1], fg[2], fg[3] * opacity];
    const bg = backgroundOf(element);
    const ratio = contrastOf(over_(fg, bg), bg);
    const size = parseFloat(s.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700);
    const needed = large ? 3 : 4.5;
    if (ratio < needed - 0.005)
      say(
        'contrast',
        element,
        `${ratio.toFixed(2)}:1 (${s.color} on rgb(${bg.slice(0, 3).map(Math.round).join(' ')})), under ${needed}:1`,
      );
  }

  // --- What stays on screen --------------------------------------------------------------------
  if (modal === null) {
    const bars = [...document.querySelectorAll('body *')].filter((e) => {
      const p = style(e).position;
      if ((p !== 'sticky' && p !== 'fixed') || hidden(e)) return false;
      const r = e.getBoundingClientRect();
      // A bar across the screen: a column beside the sheet (a tablet's pad) covers none of it.
      return r.width >= (viewWidth * 2) / 3 && r.bottom > 0 && r.top < viewHeight && r.height > 0;
    });
    const outermost = bars.filter((e) => !bars.some((o) => o !== e && o.contains(e)));
    let covered = 0;
    for (const e of outermost) {
      const r = e.getBoundingClientRect();
      covered += Math.min(r.bottom, viewHeight) - Math.max(r.top, 0);
    }
    if (covered > (viewHeight * 3) / 4)
      say(
        'covered',
        outermost[0] ?? root,
        `what stays on screen (${outermost.map(describe).join(', ')}) takes ${Math.round(covered)} of ${viewHeight} px`,
      );
  }
  return faults;
}

/**
 * Every layout fault on the page as it stands now; `names` are the players' names on the device,
 * the only text that may end in an ellipsis. The function goes to the page as text; a
 * transform that keeps functions' names (esbuild's keepNames, as tsx runs it) calls `__name` in
 * that text, so the page is given one that does nothing.
 */
/** The check as a function's source, for a page driven by another engine (tests/engines). */
export const FAULTS_IN_PAGE: string = faultsInPage.toString();

export function layoutFaults(page: Page, names: readonly string[]): Promise<Fault[]> {
  const limits = JSON.stringify({ minTarget: MIN_TARGET, names });
  return page.evaluate(
    `(() => { const __name = (f) => f; return (${faultsInPage.toString()})(${limits}); })()`,
  ) as Promise<Fault[]>;
}
