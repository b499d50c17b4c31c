// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetUiState, setKept } from '../../src/state/uiStore.ts';
import { DEFAULT_VOICE, voiceNow } from '../../src/state/voice.ts';
import { speak } from '../../src/ui/table/speech.ts';
import { VOICE_SAMPLE } from '../../src/ui/table/spokenLevels.ts';
import { catchDownloads } from './exportHelpers.tsx';
import { endSpeech, fakeSpeech, voice } from './fakeSpeech.ts';
import { openRubber, renderApp, tapMadeDeal } from './renderApp.tsx';

/**
 * The table's voice (Settings → Voice): the device's voice, its rate and how much is said, kept
 * on the device and in the backup; each line said after the one before, but Say the score asked
 * again said afresh at once.
 */

const AROHA = voice('Aroha', 'en-NZ');
const DANIEL = voice('Daniel', 'en-GB', true);
const AMELIE = voice('Amélie', 'fr-CA');

const go = (hash: string) =>
  act(() => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });

beforeEach(() => localStorage.clear());
afterEach(() => {
  endSpeech();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('lines said aloud', () => {
  afterEach(() => resetUiState());

  it('wait each for the one before to end: none is cut off', () => {
    const speech = fakeSpeech();
    expect(speak('Four spades by North, made.')).toBe(true);
    expect(speak('Deal 2 passed out.')).toBe(true);
    expect(speech.state.cancels).toBe(0);
    expect(speech.waiting()).toEqual(['Four spades by North, made.', 'Deal 2 passed out.']);
  });

  it('are said afresh at once when the same line is asked for again before it ended', () => {
    const speech = fakeSpeech();
    speak('Four spades by North, made.');
    speak('WE 120, THEY 0.', 'score');
    expect(speech.state.cancels).toBe(0);
    // Asked again while the first asking still waits: everything is cut off, this said now.
    speak('WE 120, THEY 0.', 'score');
    expect(speech.state.cancels).toBe(1);
    expect(speech.waiting()).toEqual(['WE 120, THEY 0.']);
    speech.finish();
    // Once it has ended, asking again is a new line like any other.
    speak('Deal 2 passed out.');
    speak('WE 120, THEY 0.', 'score');
    expect(speech.state.cancels).toBe(1);
    expect(speech.waiting()).toEqual(['Deal 2 passed out.', 'WE 120, THEY 0.']);
  });

  it("take the chosen voice and rate; a voice not on this device leaves the device's default", () => {
    const speech = fakeSpeech([DANIEL, AROHA]);
    setKept({
      voice: {
        voice: { uri: AROHA.voiceURI, name: 'Aroha', lang: 'en-NZ' },
        rate: 1.4,
        said: 'state',
      },
    });
    speak('One');
    setKept({
      voice: {
        voice: { uri: 'urn:elsewhere', name: 'Samantha', lang: 'en-US' },
        rate: 0.8,
        said: 'state',
      },
    });
    speak('Two');
    const [one, two] = speech.state.given;
    expect(one?.voice).toBe(AROHA);
    expect(one?.lang).toBe('en-NZ');
    expect(one?.rate).toBe(1.4);
    expect(two?.voice).toBeNull();
    expect(two?.rate).toBe(0.8);
  });

  it('are refused where the browser has no voice', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    expect(speak('WE 120, THEY 0.')).toBe(false);
  });
});

describe('at the table', () => {
  it('reads a deal back and then says the score after it; Say the score again says it afresh', async () => {
    const speech = fakeSpeech();
    const app = await openRubber();
    setKept({ settings: { ...voiceSettingsOff(), readBack: true } });
    await tapMadeDeal(app.user, '4 spades', 'South');
    await waitFor(() => expect(speech.spoken()).toHaveLength(1));
    const say = screen.getByRole('button', { name: 'Say the score' });
    await app.user.click(say);
    const standing = 'WE 120, THEY 0. WE vulnerable, need 100. THEY not vulnerable, need 100.';
    await waitFor(() => expect(speech.spoken()).toHaveLength(2));
    // The read-back is still being said: the score waits for it.
    expect(speech.state.cancels).toBe(0);
    expect(speech.waiting()).toEqual([
      'Four spades by South (Bob), made: WE 120 below, game. Both need 100.',
      standing,
    ]);
    // Asked again before it was said: said afresh, at once.
    await app.user.click(say);
    await waitFor(() => expect(speech.state.cancels).toBe(1));
    expect(speech.waiting()).toEqual([standing]);
    // Said to its end, then asked again: nothing is cut off.
    speech.finish();
    await app.user.keyboard('s');
    await waitFor(() => expect(speech.spoken()).toHaveLength(4));
    expect(speech.state.cancels).toBe(1);
  });
});

/** The table's settings as a new device has them. */
function voiceSettingsOff() {
  return { confirmDeals: false, largeType: false, fourColours: false as const, readBack: false };
}

describe('Settings → Voice', () => {
  it('offers the voices as the device lists them, late; the choice is kept and heard at the table', async () => {
    const speech = fakeSpeech();
    const app = await renderApp('#/settings');
    const section = await screen.findByRole('region', { name: 'Voice' });
    const voices = within(section).getByRole('combobox', { name: 'Voice' });
    expect(
      within(voices)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(["The device's default voice"]);
    expect(within(section).getByText(/has not listed its voices yet/)).toBeInTheDocument();
    act(() => speech.listVoices([AMELIE, DANIEL, AROHA]));
    // The device's own language (English here) first: as soon as the screen has heard of them.
    await waitFor(() =>
      expect(
        within(voices)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        "The device's default voice",
        'Daniel (en-GB), the default',
        'Aroha (en-NZ)',
        'Amélie (fr-CA)',
      ]),
    );
    await app.user.selectOptions(voices, 'Aroha (en-NZ)');
    const rate = within(section).getByRole('slider', { name: /^Rate/ });
    expect(rate).toHaveAttribute('aria-valuetext', "the voice's own pace");
    fireEvent.change(rate, { target: { value: '1.3' } });
    expect(rate).toHaveAttribute('aria-valuetext', "1.3 times the voice's own pace");
    expect(within(section).getByText('1.3×')).toBeInTheDocument();
    const said = within(section).getByRole('radiogroup', { name: 'How much is said' });
    expect(within(said).getByRole('radio', { name: 'The whole state' })).toBeChecked();
    await app.user.click(within(said).getByRole('radio', { name: 'The result only' }));

    const chosen = {
      voice: { uri: AROHA.voiceURI, name: 'Aroha', lang: 'en-NZ' },
      rate: 1.3,
      said: 'result',
    };
    expect(voiceNow()).toEqual(chosen);
    // Kept on the device (read back as a page loads: keptChoices.test.ts).
    expect(JSON.parse(localStorage.getItem('bridgepad-ui') ?? '{}')).toMatchObject({
      state: { voice: chosen },
    });
    // Try it: the sample at the level chosen, in the voice chosen; again before it ends, afresh.
    await app.user.click(within(section).getByRole('button', { name: 'Try it' }));
    expect(speech.spoken()).toEqual([VOICE_SAMPLE.result]);
    expect(speech.state.given[0]).toMatchObject({ voice: AROHA, rate: 1.3 });
    await app.user.click(within(section).getByRole('button', { name: 'Try it' }));
    expect(speech.state.cancels).toBe(1);
    expect(speech.waiting()).toEqual([VOICE_SAMPLE.result]);
    speech.finish();
    cleanup();

    // At the table, Say the score says as much as was chosen: the totals.
    await openRubber([{ contract: '4S', declarer: 'N', tricks: 10 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Say the score' }));
    await waitFor(() => expect(speech.spoken().at(-1)).toBe('WE 120, THEY 0.'));
  });

  it("says a chosen voice this device does not have, and that the device's default speaks", async () => {
    fakeSpeech([DANIEL]);
    setKept({
      voice: {
        ...DEFAULT_VOICE,
        voice: { uri: 'urn:mac:samantha', name: 'Samantha', lang: 'en-US' },
      },
    });
    await renderApp('#/settings');
    const section = await screen.findByRole('region', { name: 'Voice' });
    expect(within(section).getByRole('note')).toHaveTextContent(
      "The voice chosen, Samantha (en-US), is not on this device: the device's default voice speaks instead.",
    );
    expect(within(section).getByRole('combobox', { name: 'Voice' })).toHaveValue('');
  });

  it('says where the browser cannot speak, and offers no Try it', async () => {
    vi.stubGlobal('speechSynthesis', undefined);
    await renderApp('#/settings');
    const section = await screen.findByRole('region', { name: 'Voice' });
    expect(within(section).getByText('This browser cannot speak.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Try it' })).toBeDisabled();
  });
});

describe('the voice in the backup', () => {
  const file = (text: string) => new File([text], 'backup.json', { type: 'application/json' });

  /** A new device: nothing kept, and the app opened on an empty store. */
  async function newDevice() {
    cleanup();
    resetUiState();
    localStorage.clear();
    return renderApp('#/');
  }

  async function restore(app: Awaited<ReturnType<typeof renderApp>>, text: string) {
    await app.user.upload(
      await screen.findByLabelText('Import a match file or backup'),
      file(text),
    );
    await screen.findByText(/^Import done/);
    go('#/settings');
    return screen.findByRole('region', { name: 'Voice' });
  }

  it('goes with Export all and comes back on a new device', async () => {
    fakeSpeech([DANIEL, AROHA]);
    const downloads = catchDownloads();
    const app = await renderApp('#/settings');
    const section = await screen.findByRole('region', { name: 'Voice' });
    await app.user.selectOptions(
      within(section).getByRole('combobox', { name: 'Voice' }),
      'Aroha (en-NZ)',
    );
    fireEvent.change(within(section).getByRole('slider', { name: /^Rate/ }), {
      target: { value: '0.7' },
    });
    await app.user.click(within(section).getByRole('radio', { name: 'The result and the totals' }));
    await app.user.click(screen.getByRole('button', { name: 'Export a backup of every match' }));
    await waitFor(() => expect(downloads.size).toBe(1));
    const text = await [...downloads.values()][0]?.text();
    const chosen = {
      voice: { uri: AROHA.voiceURI, name: 'Aroha', lang: 'en-NZ' },
      rate: 0.7,
      said: 'totals',
    };
    expect(JSON.parse(text ?? '{}')).toMatchObject({ device: { voice: chosen } });

    const restored = await restore(await newDevice(), text ?? '');
    expect(voiceNow()).toEqual(chosen);
    expect(within(restored).getByRole('combobox', { name: 'Voice' })).toHaveValue(AROHA.voiceURI);
    expect(within(restored).getByRole('slider', { name: /^Rate/ })).toHaveValue('0.7');
    expect(
      within(restored).getByRole('radio', { name: 'The result and the totals' }),
    ).toBeChecked();
  });

  it('takes the defaults from a backup made before the voice could be tuned, and from version 1', async () => {
    fakeSpeech([DANIEL]);
    const before = JSON.stringify({
      format: 'bridgepad.backup',
      version: 2,
      exportedAt: '2026-11-01T09:00:00.000Z',
      matches: [],
      device: { theme: 'dark', settings: { largeType: true } },
    });
    const restored = await restore(await newDevice(), before);
    expect(voiceNow()).toEqual(DEFAULT_VOICE);
    expect(within(restored).getByRole('radio', { name: 'The whole state' })).toBeChecked();
    // The rest of the backup's choices are taken as ever.
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');

    const first = JSON.stringify({
      format: 'bridgepad.backup',
      version: 1,
      exportedAt: '2026-01-01T09:00:00.000Z',
      matches: [],
    });
    await restore(await newDevice(), first);
    expect(voiceNow()).toEqual(DEFAULT_VOICE);
  });
});

describe('the page beside Rules', () => {
  it('is linked from Rules and from Settings → Voice, and says the keys and the voice', async () => {
    fakeSpeech();
    const app = await renderApp('#/rules');
    await screen.findByRole('heading', { level: 1, name: 'Scoring rules' });
    await app.user.click(screen.getByRole('link', { name: 'Using WeThey with a screen reader' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Using WeThey with a screen reader',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['At the table', 'Keys', 'The table’s voice', 'What is checked']);
    expect(screen.getByRole('link', { name: 'Settings → Voice' })).toHaveAttribute(
      'href',
      '#/settings',
    );
    go('#/settings');
    const section = await screen.findByRole('region', { name: 'Voice' });
    expect(
      within(section).getByRole('link', { name: 'Using WeThey with a screen reader' }),
    ).toHaveAttribute('href', '#/access');
  });
});
