/**
 * What a newly joined phone shows while the club's matches reach it (bench/club.bench.ts), watched
 * in the page: from the tap on "Join the club", the club's status line (`.club-line`, "Club
 * kapiti-coast: …") sampled every 100 ms, and the first frame in which the matches list counts all
 * of the club's matches. The list shows fifty at a time with the count of all ("Showing 50 of
 * 500", src/ui/matches/MatchesScreen.tsx), so its count is what says the list holds them all; a
 * list of fewer than a page is counted by its rows. Page code as text: tsx would wrap a named
 * function in a helper the page does not have.
 */

/** One text of the status line, when it was first seen (ms after the tap). */
export interface SeenText {
  readonly text: string;
  readonly at: number;
}

/** A sample that broke the rule of the status words, with what the list and the store held. */
export interface WrongWords {
  readonly text: string;
  readonly at: number;
  readonly listed: number;
  /** The store's count of matches then, read when the sample was taken (null until read). */
  readonly stored: number | null;
}

export interface ClubWatch {
  /** When "Join the club" was tapped (Date.now() in the page), null until it is. */
  readonly tappedAt: number | null;
  /** The first frame in which the list counted every match (ms after the tap). */
  readonly listedAt: number | null;
  /** The first sample in which the store held every match (ms after the tap, to 500 ms). */
  readonly storedAt: number | null;
  /** The first sample saying "up to date" (ms after the tap). */
  readonly upToDateAt: number | null;
  readonly samples: number;
  /** Each text the line said, in order, at its first sample. */
  readonly texts: readonly SeenText[];
  /** The first sample that said "to send" while the device received. */
  readonly toSend: WrongWords | null;
  /** The first sample that said "up to date" while the store held fewer than every match. */
  readonly early: WrongWords | null;
  /** The first sample that said "up to date" while the list counted fewer (the store had all). */
  readonly listBehind: WrongWords | null;
}

/** In the page: the store's count of matches. */
export const STORED_MATCHES = `(async () => {
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open('bridgepad');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const count = await new Promise((resolve, reject) => {
    const request = db.transaction('matches').objectStore('matches').count();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  db.close();
  return count;
})()`;

/**
 * In the page, before "Join the club" is tapped: starts watching for a club of `count` matches.
 * The tap is the first touch, pointer or click the page hears after this.
 */
export const watchClub = (count: number) => `(() => {
  const storedMatches = () => ${STORED_MATCHES};
  const watch = {
    tappedAt: null, listedAt: null, storedAt: null, upToDateAt: null, samples: 0, texts: [],
    toSend: null, early: null, listBehind: null, timer: 0,
  };
  window.__bpClubWatch = watch;
  const since = () => Date.now() - (watch.tappedAt ?? Date.now());
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'click'])
    document.addEventListener(type, () => { if (watch.tappedAt === null) watch.tappedAt = Date.now(); }, { capture: true });
  const listed = () => {
    const more = document.querySelector('.list-more');
    const counted = more === null ? null : /of ([0-9,]+)/.exec(more.textContent);
    if (counted) return Number(counted[1].replaceAll(',', ''));
    const list = document.querySelector('.match-list');
    return list === null ? 0 : list.children.length;
  };
  const observer = new MutationObserver(() => {
    if (watch.tappedAt === null || listed() < ${count}) return;
    observer.disconnect();
    requestAnimationFrame(() => { watch.listedAt = since(); });
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
  const storeRead = (wrong) => storedMatches().then((n) => { wrong.stored = n; return n; });
  let checking = false;
  watch.timer = setInterval(() => {
    if (watch.tappedAt === null) return;
    watch.samples += 1;
    if (watch.storedAt === null && watch.samples % 5 === 0)
      storedMatches().then((n) => { if (n >= ${count} && watch.storedAt === null) watch.storedAt = since(); });
    const line = document.querySelector('.club-line');
    if (line === null) return;
    const text = line.textContent.replace(/\\s+/g, ' ').trim();
    const at = since();
    if (watch.texts.at(-1)?.text !== text) watch.texts.push({ text, at });
    const shown = listed();
    if (/to send/.test(text) && watch.toSend === null) {
      watch.toSend = { text, at, listed: shown, stored: null };
      storeRead(watch.toSend);
    }
    if (/up to date/.test(text)) {
      if (watch.upToDateAt === null) watch.upToDateAt = at;
      if (shown < ${count} && !checking && watch.early === null && watch.listBehind === null) {
        const wrong = { text, at, listed: shown, stored: null };
        checking = true;
        storeRead(wrong).then((n) => {
          if (n < ${count}) watch.early = wrong;
          else watch.listBehind = wrong;
          checking = false;
        });
      }
    }
  }, 100);
})()`;

/** In the page: stops the sampling, and what was seen. */
export const STOP_WATCH = `(() => {
  const watch = window.__bpClubWatch;
  clearInterval(watch.timer);
  const { timer, ...seen } = watch;
  return seen;
})()`;

/**
 * The texts seen, in order, with their times; a run of texts that differ only in their numbers
 * said once, the numbers that change written N and listed with their times: `"receiving N of 500
 * matches from the club": 0 (2,459 ms), 100 (5,013 ms), …`.
 */
export function textsSaid(texts: readonly SeenText[]): string {
  const NUMBER = /[0-9][0-9,]*/g;
  const shape = (text: string) => text.replace(NUMBER, 'N');
  const runs: SeenText[][] = [];
  for (const seen of texts) {
    const run = runs.at(-1);
    const first = run?.[0];
    if (run !== undefined && first !== undefined && shape(first.text) === shape(seen.text))
      run.push(seen);
    else runs.push([seen]);
  }
  const ms = (at: number) => `${Math.round(at).toLocaleString('en')} ms`;
  return runs
    .map((run) => {
      const [first] = run;
      if (first === undefined) return '';
      if (run.length === 1) return `"${first.text}" (${ms(first.at)})`;
      const numbers = run.map((seen) => seen.text.match(NUMBER) ?? []);
      const changes = (numbers[0] ?? []).map((n, i) => numbers.some((all) => all[i] !== n));
      let place = 0;
      const said = first.text.replace(NUMBER, (n) => (changes[place++] === true ? 'N' : n));
      const values = run.map(
        (seen, k) =>
          `${(numbers[k] ?? []).filter((_, i) => changes[i] === true).join('/')} (${ms(seen.at)})`,
      );
      return `"${said}": ${values.join(', ')}`;
    })
    .join(' → ');
}
