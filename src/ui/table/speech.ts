/**
 * Reads a line aloud with the platform's speech synthesis, which works offline; a line still
 * being read is cut off by the next. False where the browser has none, and nothing is said.
 */
export function speak(text: string): boolean {
  const synth = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  if (synth === undefined || typeof SpeechSynthesisUtterance === 'undefined') return false;
  if (text === '') return true;
  synth.cancel();
  synth.speak(new SpeechSynthesisUtterance(text));
  return true;
}
