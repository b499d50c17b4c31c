// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMatch } from '../../src/db/matchWrites.ts';
import { checkCode } from '../../src/engine/agreement/checkCode.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import { rubberFile } from '../db/helpers.ts';
import { renderApp, tapMadeDeal } from './renderApp.tsx';
import { getRecord } from '../../src/db/matchRows.ts';

async function openMatch(file: Record<string, unknown>, hash = '#/') {
  const app = await renderApp(hash);
  const created = await createMatch(app.db, rubberFile({ firstDealer: 'N', ...file }));
  if (!created.ok) throw new Error(created.errors.map((e) => e.message).join());
  const id = created.value.id;
  const go = (to: string) =>
    act(() => {
      window.location.hash = to;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
  go(`#/match/${id}`);
  await screen.findByRole('region', { name: 'Enter a deal' });
  return { ...app, id, go };
}

const dealsOf = async (app: Awaited<ReturnType<typeof openMatch>>) =>
  (await getRecord(app.db, app.id))?.file.deals as unknown[] | undefined;

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-type');
  document.documentElement.removeAttribute('data-suits');
  document.documentElement.removeAttribute('data-theme');
});

describe('after a deal is written', () => {
  it('offers Undo in its message, which takes back that deal; the message goes with the deal', async () => {
    const app = await openMatch({});
    await app.user.click(screen.getByRole('button', { name: '2 hearts' }));
    await app.user.click(await screen.findByRole('button', { name: /^Declarer South/ }));
    await app.user.click(screen.getByRole('button', { name: 'made 60: exactly 8 tricks' }));
    const message = await screen.findByText('Deal 1 saved: 2♥ by South (Bob) made, 60 to WE.');
    // The deal list shows it at once.
    expect(
      await screen.findByRole('button', { name: /^Deal 1, dealt by North \(Ian\): 2♥ by South/ }),
    ).toBeInTheDocument();
    const bar = message.closest('.toast');
    if (!(bar instanceof HTMLElement)) throw new Error('no message bar');
    await app.user.click(within(bar).getByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect(await dealsOf(app)).toEqual([]));
    expect(screen.queryByText(/^Deal 1 saved/)).not.toBeInTheDocument();
  });

  it('says the deal taken back by its Undo, with Redo before the spent Undo, and Redo puts it back', async () => {
    const app = await openMatch({});
    await app.user.click(screen.getByRole('button', { name: 'Passed out' }));
    const saved = await screen.findByText('Deal 1 saved: passed out.');
    const bar = saved.closest('.toast');
    if (!(bar instanceof HTMLElement)) throw new Error('no message bar');
    await app.user.click(within(bar).getByRole('button', { name: 'Undo' }));
    const undone = await screen.findByText('Undone: deal 1 entered: passed out.');
    await waitFor(async () => expect(await dealsOf(app)).toEqual([]));
    const message = undone.closest('.toast');
    if (!(message instanceof HTMLElement)) throw new Error('no message bar');
    // In the order they stand: the Undo keeps the place it had, at the end before Dismiss.
    const buttons = within(message).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Redo', 'Undo', '×']);
    expect(within(message).getByRole('button', { name: 'Undo' })).toBeDisabled();
    await app.user.click(within(message).getByRole('button', { name: 'Redo' }));
    await waitFor(async () => expect(await dealsOf(app)).toEqual([{ passed: true }]));
    const again = await screen.findByText('Deal 1 saved: passed out.');
    expect(
      within(again.closest('.toast') as HTMLElement).getByRole('button', { name: 'Undo' }),
    ).toBeEnabled();
  });

  it('keeps Undo and Redo in the header, in their places, each disabled with no step to take', async () => {
    const app = await openMatch({});
    const header = screen.getByRole('link', { name: 'All matches' }).closest('header');
    if (header === null) throw new Error('no header');
    const undo = () => within(header).getByRole('button', { name: /^Undo/ });
    const redo = () => within(header).getByRole('button', { name: /^Redo/ });
    expect(undo()).toBeDisabled();
    expect(redo()).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Passed out' }));
    await waitFor(() => expect(undo()).toHaveAccessibleName(/^Undo: deal 1 entered/));
    expect(redo()).toBeDisabled();
    const before = undo();
    await app.user.click(undo());
    await waitFor(() => expect(redo()).toHaveAccessibleName(/^Redo: deal 1 entered/));
    // The same button in the same place, now with nothing to undo; Redo after it.
    expect(undo()).toBe(before);
    expect(undo()).toBeDisabled();
    expect(undo().compareDocumentPosition(redo()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('drops a message as soon as its deal is undone from the header', async () => {
    const app = await openMatch({});
    await app.user.click(screen.getByRole('button', { name: 'Passed out' }));
    await screen.findByText('Deal 1 saved: passed out.');
    await app.user.click(await screen.findByRole('button', { name: /^Undo: deal 1 entered/ }));
    await waitFor(() => expect(screen.queryByText(/^Deal 1 saved/)).not.toBeInTheDocument());
  });

  it('says plainly when a deal wins the rubber, on screen and to screen readers', async () => {
    const app = await openMatch({
      deals: [
        { contract: '3NT', declarer: 'E', tricks: 9 },
        { contract: '4HX', declarer: 'E', tricks: 4 },
        { contract: '4S', declarer: 'S', tricks: 10 },
      ],
    });
    await app.user.click(screen.getByRole('button', { name: '3 notrump' }));
    await app.user.click(await screen.findByRole('button', { name: /^Declarer West/ }));
    await app.user.click(screen.getByRole('button', { name: 'made 600: exactly 9 tricks' }));
    const news = await screen.findByText(
      'Deal 4 saved: 3NT by West (Alan) made, 600 to THEY. THEY win the rubber 2–1; WE by 1120, 11 on the back score.',
    );
    expect(news.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  });

  it('reads the contract and the score aloud when asked to, with the platform voice', async () => {
    const spoken = stubVoice();
    const app = await openMatch({}, '#/settings');
    app.go('#/settings');
    await app.user.click(await screen.findByRole('checkbox', { name: 'Read each deal aloud' }));
    app.go(`#/match/${app.id}`);
    await app.user.click(await screen.findByRole('button', { name: '4 spades' }));
    await app.user.click(await screen.findByRole('button', { name: /^Declarer South/ }));
    await app.user.click(screen.getByRole('button', { name: /^made/ }));
    await waitFor(() =>
      expect(spoken).toEqual([
        'Four spades by South (Bob), made: WE 120 below, game. Both need 100.',
      ]),
    );
  });
});

/** The platform's voice, stubbed: what it was given to say. */
function stubVoice(): string[] {
  const spoken: string[] = [];
  class Utterance {
    constructor(readonly text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', {
    cancel: () => undefined,
    speak: (u: Utterance) => spoken.push(u.text),
  });
  return spoken;
}

describe('Say the score', () => {
  const deals = [
    { contract: '4S', declarer: 'S', tricks: 10, honors: { side: 'NS', points: 100 } },
    { contract: '2H', declarer: 'E', tricks: 8 },
  ];
  const standing = 'WE 220, THEY 60. WE vulnerable, need 100. THEY not vulnerable, 60 on, need 40.';

  it('says the standing on a tap, and on S anywhere but in a text field', async () => {
    const spoken = stubVoice();
    const app = await openMatch({ deals });
    const button = screen.getByRole('button', { name: 'Say the score' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'S');
    await app.user.click(button);
    await waitFor(() => expect(spoken).toEqual([standing]));
    // Typed into Type a deal, S is a letter of the deal.
    await app.user.type(screen.getByRole('textbox', { name: 'Type a deal' }), 's');
    await app.user.click(screen.getByRole('button', { name: '4 spades' }));
    await app.user.keyboard('s');
    await waitFor(() => expect(spoken).toEqual([standing, standing]));
  });

  it('says so where the browser cannot speak', async () => {
    vi.stubGlobal('speechSynthesis', undefined);
    const app = await openMatch({ deals });
    await app.user.click(screen.getByRole('button', { name: 'Say the score' }));
    expect(await screen.findByText('This browser cannot speak.')).toBeInTheDocument();
  });
});

describe('the honors question', () => {
  it('is not asked again when the match is opened again after None', async () => {
    const app = await openMatch({});
    await tapMadeDeal(app.user, '4 spades', 'South');
    const honors = await screen.findByRole('group', { name: 'Honors on deal 1 (4♠)' });
    await app.user.click(within(honors).getByRole('button', { name: 'None: no honors' }));
    expect(screen.queryByRole('group', { name: /^Honors on deal/ })).not.toBeInTheDocument();
    app.go('#/');
    await screen.findByRole('heading', { name: 'Matches' });
    app.go(`#/match/${app.id}`);
    await screen.findByRole('region', { name: 'Enter a deal' });
    expect(screen.queryByRole('group', { name: /^Honors on deal/ })).not.toBeInTheDocument();
  });

  it('comes back for the deal before when the deal after it is undone', async () => {
    const app = await openMatch({});
    await tapMadeDeal(app.user, '4 spades', 'South');
    expect(await screen.findByRole('group', { name: 'Honors on deal 1 (4♠)' })).toBeInTheDocument();
    await tapMadeDeal(app.user, '2 hearts', 'West');
    expect(await screen.findByRole('group', { name: 'Honors on deal 2 (2♥)' })).toBeInTheDocument();
    await app.user.click(await screen.findByRole('button', { name: /^Undo: deal 2 entered/ }));
    expect(await screen.findByRole('group', { name: 'Honors on deal 1 (4♠)' })).toBeInTheDocument();
  });

  it('costs no tap to skip: the next contract goes on, and the deal keeps no claim', async () => {
    const app = await openMatch({ deals: [{ contract: '4S', declarer: 'S', tricks: 10 }] });
    await app.user.click(screen.getByRole('button', { name: '1 clubs' }));
    await app.user.click(await screen.findByRole('button', { name: /^Declarer East/ }));
    await app.user.click(screen.getByRole('button', { name: /^made/ }));
    await waitFor(async () => expect(await dealsOf(app)).toHaveLength(2));
    expect((await dealsOf(app))?.[0]).toEqual({ contract: '4S', declarer: 'S', tricks: 10 });
  });
});

describe('end of play', () => {
  it('can be undone from its message', async () => {
    const app = await openMatch({ deals: [{ contract: '2H', declarer: 'S', tricks: 8 }] });
    await app.user.click(screen.getByRole('button', { name: 'End of play' }));
    const message = await screen.findByText(
      'Play has ended: 100 to WE (unfinished rubber, the only part score: 100).',
    );
    const bar = message.closest('.toast');
    if (!(bar instanceof HTMLElement)) throw new Error('no message bar');
    await app.user.click(within(bar).getByRole('button', { name: 'Undo' }));
    await waitFor(async () => expect((await getRecord(app.db, app.id))?.file.finished).toBe(false));
    expect(await screen.findByRole('button', { name: '4 spades' })).toBeInTheDocument();
  });
});

describe('the Confirm each deal setting', () => {
  it('brings back the Confirm step: the result is chosen, then Confirm writes', async () => {
    const app = await openMatch({}, '#/settings');
    app.go('#/settings');
    await app.user.click(await screen.findByRole('checkbox', { name: 'Confirm each deal' }));
    app.go(`#/match/${app.id}`);
    await app.user.click(await screen.findByRole('button', { name: '3 notrump' }));
    await app.user.click(await screen.findByRole('button', { name: /^Declarer North/ }));
    await app.user.click(screen.getByRole('button', { name: /^\+1 130/ }));
    expect(screen.getByText('3NT by North, +1: 100 below, 30 above, game')).toBeInTheDocument();
    expect(await dealsOf(app)).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(async () =>
      expect(await dealsOf(app)).toEqual([{ contract: '3NT', declarer: 'N', tricks: 10 }]),
    );
  });
});

describe('the keyboard', () => {
  it('moves in the contract grid with the arrows, then on to the declarer and the result', async () => {
    const app = await openMatch({});
    // The grid is one tab stop, starting on 4♠.
    for (let stops = 0; stops < 40; stops++) {
      if (document.activeElement?.getAttribute('aria-label') === '4 spades') break;
      await app.user.tab();
    }
    expect(document.activeElement).toHaveAccessibleName('4 spades');
    await app.user.keyboard('{ArrowRight}{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName('5 hearts');
    await app.user.keyboard('{Enter}');
    expect(document.activeElement).toHaveAccessibleName('Declarer North (Ian)');
    await app.user.keyboard('{ArrowRight}');
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^made/));
    await app.user.keyboard('{Enter}');
    await waitFor(async () =>
      expect(await dealsOf(app)).toEqual([{ contract: '5H', declarer: 'N', tricks: 11 }]),
    );
    // Back to the grid after the write, never to the page body.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('5 hearts'));
  });

  it('takes a deal typed in the match file words, and explains what it cannot take', async () => {
    const app = await openMatch({});
    const field = screen.getByRole('textbox', { name: 'Type a deal' });
    await app.user.type(field, '4Q S ={Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"Q" is not a strain here: use C, D, H, S or NT.',
    );
    expect(await dealsOf(app)).toEqual([]);
    await app.user.clear(field);
    await app.user.type(field, '4sx s -1{Enter}');
    await waitFor(async () =>
      expect(await dealsOf(app)).toEqual([{ contract: '4SX', declarer: 'S', tricks: 9 }]),
    );
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });
});

describe('for every eye', () => {
  it('keeps larger type and four-colour suits on the device, on the page root', async () => {
    const app = await renderApp('#/settings');
    await app.user.click(await screen.findByRole('checkbox', { name: 'Larger type' }));
    const suits = screen.getByRole('radiogroup', { name: 'Four-colour suits' });
    expect(within(suits).getByRole('radio', { name: /^Off/ })).toBeChecked();
    await app.user.click(
      within(suits).getByRole('radio', { name: 'Clubs green, diamonds orange' }),
    );
    expect(document.documentElement).toHaveAttribute('data-type', 'large');
    expect(document.documentElement).toHaveAttribute('data-suits', 'four');
    const saved = () =>
      (
        JSON.parse(localStorage.getItem('bridgepad-ui') ?? '{}') as {
          state?: { settings?: Record<string, unknown> };
        }
      ).state?.settings;
    expect(saved()).toMatchObject({ largeType: true, fourColours: true });
    // The colours of the four-colour decks players buy.
    await app.user.click(within(suits).getByRole('radio', { name: /^Clubs blue, diamonds green/ }));
    expect(document.documentElement).toHaveAttribute('data-suits', 'deck');
    expect(saved()).toMatchObject({ fourColours: 'deck' });
    await app.user.click(within(suits).getByRole('radio', { name: /^Off/ }));
    expect(document.documentElement).not.toHaveAttribute('data-suits');
    expect(saved()).toMatchObject({ fourColours: false });
  });

  it('offers high contrast, light and dark, on the page root and kept on the device', async () => {
    const app = await renderApp('#/settings');
    const themes = await screen.findByRole('radiogroup', { name: 'Theme' });
    await app.user.click(within(themes).getByRole('radio', { name: 'High contrast' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'contrast');
    await app.user.click(within(themes).getByRole('radio', { name: 'High contrast, dark' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'contrast-dark');
    expect(JSON.parse(localStorage.getItem('bridgepad-ui') ?? '{}')).toMatchObject({
      state: { theme: 'contrast-dark' },
    });
  });
});

describe('the check code', () => {
  it('is shown at the head of the sheet, and is the same for the same deals on another device', async () => {
    const deals = [{ contract: '2H', declarer: 'S', tricks: 9 }, { passed: true }];
    const app = await openMatch({ deals });
    const strip = screen.getByRole('region', { name: 'Score sheet' });
    const shown = within(strip).getByText(/^Check code/);
    const code = /^Check code ([2-9A-Z]{4})$/.exec(shown.textContent ?? '')?.[1];
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4}$/);
    // Other names, another id: the same deals give the same code.
    const read = validateMatch(
      rubberFile({ deals, players: { N: 'Ana', E: 'Bo', S: 'Cy', W: 'Di' }, firstDealer: 'N' }),
    );
    if (!read.ok) throw new Error('fixture invalid');
    expect(checkCode(read.value)).toBe(code);
    // A deal more, another code.
    await app.user.click(screen.getByRole('button', { name: 'Passed out' }));
    await waitFor(() =>
      expect(within(strip).getByText(/^Check code/).textContent).not.toBe(`Check code ${code}`),
    );
  });
});
