/**
 * Reads a line aloud with the platform's speech synthesis, which works offline. Does nothing
 * where the browser has none; a line still being read is cut off by the next.
 */
export function speak(text: string): void {
  const synth = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  if (synth === undefined || typeof SpeechSynthesisUtterance === 'undefined' || text === '') return;
  synth.cancel();
  synth.speak(new SpeechSynthesisUtterance(text));
}
