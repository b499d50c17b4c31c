import { vi } from 'vitest';

/**
 * The platform's speech synthesis, stubbed as browsers have it (happy-dom has none): lines given
 * to `speak` wait in a queue and are said one after the other, the first until `finish` ends it;
 * `cancel` drops every line, said or waiting; the device's voices are listed by `getVoices`, late
 * (`listVoices` fills them in and says so with `voiceschanged`).
 */
export interface FakeLine {
  readonly text: string;
  voice: { readonly voiceURI: string } | null;
  lang: string;
  rate: number;
  onend: (() => void) | null;
  onerror: (() => void) | null;
}

export interface FakeVoice {
  readonly voiceURI: string;
  readonly name: string;
  readonly lang: string;
  readonly default: boolean;
}

/** The lines of the last fake made, so that a test's lines all end with it. */
let lastQueue: FakeLine[] = [];

/** Every line still to be said ends, as the page would end them before the next test. */
export function endSpeech(): void {
  for (const line of lastQueue.splice(0)) line.onend?.();
}

export function fakeSpeech(voices: readonly FakeVoice[] = []) {
  const state = {
    /** Every line given to the platform, in order. */
    given: [] as FakeLine[],
    /** The lines still to be said, the one being said first. */
    queue: [] as FakeLine[],
    cancels: 0,
    listed: [...voices],
  };
  class Utterance implements FakeLine {
    voice: FakeLine['voice'] = null;
    lang = '';
    rate = 1;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  const synth = Object.assign(new EventTarget(), {
    getVoices: () => state.listed,
    speak: (line: FakeLine) => {
      state.given.push(line);
      state.queue.push(line);
    },
    cancel: () => {
      state.cancels += 1;
      for (const line of state.queue.splice(0)) line.onerror?.();
    },
  });
  lastQueue = state.queue;
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', synth);
  return {
    state,
    /** What was given to say, in order. */
    spoken: () => state.given.map((line) => line.text),
    /** What is still to be said, the line being said first. */
    waiting: () => state.queue.map((line) => line.text),
    /** The line being said ends. */
    finish: () => state.queue.shift()?.onend?.(),
    /** The device lists its voices, late. */
    listVoices: (more: readonly FakeVoice[]) => {
      state.listed = [...more];
      synth.dispatchEvent(new Event('voiceschanged'));
    },
  };
}

export const voice = (name: string, lang: string, isDefault = false): FakeVoice => ({
  voiceURI: `urn:voice:${name}`,
  name,
  lang,
  default: isDefault,
});
