// The layout check (tests/e2e/layoutFaults.ts) over the main screens, in any engine: a device
// restored from the layout check's backup (long names in many scripts, four-figure scores), each
// screen brought up by its address and looked at as it stands. What each engine finds is said
// screen by screen, with a screenshot of each.
import { IDS, type LayoutFixture, NAMES } from '../e2e/layoutFixture.ts';
import { FAULTS_IN_PAGE, type Fault, MIN_TARGET } from '../e2e/layoutFaults.ts';
import type { EnginePage } from '../../scripts/engines/engines.ts';
import {
  chooseFile,
  find,
  shot,
  tap,
  waitForText,
  waitUntil,
} from '../../scripts/engines/screen.ts';

interface Look {
  readonly name: string;
  readonly hash: string;
  /** What shows once the screen stands ready: a heading, or a control, by its role and name. */
  readonly ready: readonly [role: string, name: string | RegExp];
}

/**
 * The moment between the two looks at a screen that must find the same faults: a poll's interval
 * within the wait for the screen to settle, not a wait of its own.
 */
const SETTLE_MS = 250;

const TABLES = ['rubber', 'kapiti', 'chicago', 'cavendish', 'duplicate', 'bridgette', 'sixdeal'];

function looks(device: LayoutFixture): readonly Look[] {
  return [
    { name: 'matches', hash: '#/', ready: ['heading', 'Matches'] },
    { name: 'new-match', hash: '#/new', ready: ['button', 'Start'] },
    ...TABLES.map((game): Look => ({
      name: `table-${game}`,
      hash: `#/match/${IDS[game as keyof typeof IDS]}`,
      ready: ['region', 'Enter a deal'],
    })),
    { name: 'table-rummy', hash: `#/match/${IDS.rummy}`, ready: ['form', 'Enter a hand'] },
    {
      name: 'kapiti-summary',
      hash: `#/match/${IDS.kapiti}/summary`,
      ready: ['heading', 'Rubber Bridge Summary Score Sheet'],
    },
    { name: 'export', hash: `#/match/${IDS.kapiti}/export`, ready: ['button', 'Save match file'] },
    { name: 'join', hash: device.joinLink, ready: ['button', 'Join this match'] },
    { name: 'settings', hash: '#/settings', ready: ['heading', 'Settings'] },
    {
      name: 'rules',
      hash: `#/match/${IDS.rubber}/rules`,
      ready: ['heading', 'Rules: Rubber bridge'],
    },
    { name: 'ledger', hash: '#/ledger', ready: ['button', NAMES.greek] },
    {
      name: 'desk',
      hash: `#/desk/${device.deskId}`,
      ready: ['heading', /^Kāpiti Coast Rubber Bridge/],
    },
  ];
}

/** Restores the device from the backup, as a player's Import does. */
export async function restoreDevice(page: EnginePage, device: LayoutFixture): Promise<void> {
  await chooseFile(page, 'Import a match file or backup', {
    name: 'bridgepad-backup.json',
    text: device.backup,
  });
  await waitForText(page, /Import done: /);
  await tap(page, 'button', 'Dismiss');
}

/** Every screen's faults, as "screen: kind element (detail)" lines; empty when none. */
export async function lookAtEveryScreen(
  page: EnginePage,
  device: LayoutFixture,
  setting: string,
): Promise<string[]> {
  const said: string[] = [];
  const limits = { minTarget: MIN_TARGET, names: Object.values(NAMES) };
  for (const look of looks(device)) {
    await page.run('(hash) => { window.location.hash = hash; return true; }', [look.hash]);
    await find(page, look.ready[0], look.ready[1]);
    await page.run('() => document.fonts.ready.then(() => true)');
    await page.run('() => { window.scrollTo(0, 0); return true; }');
    // What a player sees is the screen once it has settled: the faults found twice running, a
    // moment apart, never a screen caught between two (as the last one's pad leaves).
    const faults = await waitUntil(
      `the faults of ${look.name} to settle`,
      async () => {
        const first = await page.run<Fault[]>(FAULTS_IN_PAGE, [limits]);
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        const second = await page.run<Fault[]>(FAULTS_IN_PAGE, [limits]);
        return JSON.stringify(first) === JSON.stringify(second) ? second : null;
      },
      { page },
    );
    await shot(page, `layout/${setting}-${look.name}`);
    for (const fault of faults) {
      said.push(`${look.name}: ${fault.kind} ${fault.element} (${fault.detail})`);
    }
  }
  return said;
}
