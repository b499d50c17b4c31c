import type { VoiceRef } from '../../state/voice.ts';
import { voiceNow } from '../../state/voice.ts';

/**
 * Reads lines aloud with the platform's speech synthesis, which works offline, in the voice and
 * at the rate of Settings → Voice. A new line waits for the one being said to end (the platform
 * queues them), so a read-back is never cut off by the next; but a line asked for again (Say the
 * score, tapped again before its last saying ended) cuts off everything still to be said and is
 * said afresh at once.
 */

/** The lines asked for by name (Say the score, Try it) not yet ended, by that name. */
const unfinished = new Map<string, SpeechSynthesisUtterance>();

/** Whether this browser can speak at all. */
export function canSpeak(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.speechSynthesis !== undefined &&
    typeof SpeechSynthesisUtterance !== 'undefined'
  );
}

/** The device's voices; none where the browser lists none (yet: they fill in late). */
export function deviceVoices(): readonly SpeechSynthesisVoice[] {
  const synth = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  return typeof synth?.getVoices === 'function' ? synth.getVoices() : [];
}

/** The device's voice that `chosen` names, or undefined where this device has no such voice. */
export function findVoice(
  voices: readonly SpeechSynthesisVoice[],
  chosen: VoiceRef | null,
): SpeechSynthesisVoice | undefined {
  if (chosen === null) return undefined;
  return (
    voices.find((voice) => voice.voiceURI === chosen.uri) ??
    voices.find((voice) => voice.name === chosen.name && voice.lang === chosen.lang)
  );
}

/**
 * Says `text` after whatever is being said. With `asked`, the name of what asked for it: where
 * a line asked for by that name is still being said or waiting, everything is cut off and this
 * is said at once. False where the browser has no voice, and nothing is said.
 */
export function speak(text: string, asked?: string): boolean {
  if (!canSpeak()) return false;
  const synth = window.speechSynthesis;
  if (text === '') return true;
  const { voice, rate } = voiceNow();
  const utterance = new SpeechSynthesisUtterance(text);
  const found = findVoice(deviceVoices(), voice);
  // A voice chosen on another device (a backup restored here) falls back to this one's default.
  if (found !== undefined) {
    utterance.voice = found;
    utterance.lang = found.lang;
  }
  utterance.rate = rate;
  if (asked !== undefined) {
    if (unfinished.has(asked)) {
      synth.cancel();
      unfinished.clear();
    }
    unfinished.set(asked, utterance);
    const ended = () => {
      if (unfinished.get(asked) === utterance) unfinished.delete(asked);
    };
    utterance.onend = ended;
    utterance.onerror = ended;
  }
  synth.speak(utterance);
  return true;
}
