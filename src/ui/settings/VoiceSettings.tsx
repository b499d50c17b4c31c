import { APP_NAME } from '../../engine/appName.ts';
import { useEffect, useState } from 'react';
import type { SaidLevel } from '../../state/voice.ts';
import type { VoiceSettings as Voice } from '../../state/voice.ts';
import { changeVoice, RATE_RANGE, voiceNow } from '../../state/voice.ts';
import { routeHref } from '../router.ts';
import { canSpeak, deviceVoices, findVoice, speak } from '../table/speech.ts';
import { VOICE_SAMPLE } from '../table/spokenLevels.ts';
import { Select } from '../common/Select.tsx';

/**
 * Settings → Voice: the voice Read each deal aloud and Say the score speak with, how fast, and how
 * much they say (src/state/voice.ts), with Try it to hear it. Kept on the device and in the backup.
 */

const LEVELS: readonly { said: SaidLevel; name: string; note: string }[] = [
  {
    said: 'result',
    name: 'The result only',
    note: `After each deal: "${VOICE_SAMPLE.result}" Say the score says each side's total.`,
  },
  {
    said: 'totals',
    name: 'The result and the totals',
    note: `After each deal, the result, the game, rubber or match it ends, and each side's total: "${VOICE_SAMPLE.totals}" Say the score says each side's total.`,
  },
  {
    said: 'state',
    name: 'The whole state',
    note: `After each deal, the result, the game, rubber or match it ends, and what each side needs: "${VOICE_SAMPLE.state}" Say the score says each side's total, vulnerability and what it needs.`,
  },
];

/** The device's voices, as the browser lists them: they fill in late, and change. */
function useDeviceVoices(): readonly SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState(deviceVoices);
  useEffect(() => {
    const synth = canSpeak() ? window.speechSynthesis : undefined;
    if (typeof synth?.addEventListener !== 'function') return;
    const listed = () => setVoices(deviceVoices());
    synth.addEventListener('voiceschanged', listed);
    // Listed between the first drawing and listening: taken now.
    listed();
    return () => synth.removeEventListener('voiceschanged', listed);
  }, []);
  return voices;
}

/** The voices in the device's own language first, then by language and name. */
function inOrder(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice[] {
  const own = (navigator.language || 'en').split('-')[0]?.toLowerCase() ?? 'en';
  const mine = (voice: SpeechSynthesisVoice) =>
    voice.lang.toLowerCase().split(/[-_]/)[0] === own ? 0 : 1;
  return [...voices].sort(
    (a, b) => mine(a) - mine(b) || a.lang.localeCompare(b.lang) || a.name.localeCompare(b.name),
  );
}

const rateText = (rate: number) => `${rate.toFixed(1)}×`;

export function VoiceSettings() {
  // Only this screen changes them while it is open.
  const [settings, setSettings] = useState(voiceNow);
  const change = (choice: Partial<Voice>) => {
    changeVoice(choice);
    setSettings(voiceNow());
  };
  const voices = useDeviceVoices();
  const speaks = canSpeak();
  const found = findVoice(voices, settings.voice);
  // Chosen on another device (a backup restored here), or taken off this one.
  const missing = settings.voice !== null && voices.length > 0 && found === undefined;
  // Tapped again before the sample ends: said afresh, with the settings as they are now.
  const tryIt = () => speak(VOICE_SAMPLE[settings.said], 'sample');
  return (
    <section className="voice-settings" aria-labelledby="voice-title">
      <h2 id="voice-title">Voice</h2>
      <p className="muted small">
        How Read each deal aloud and Say the score speak. Kept on this device.{' '}
        <a href={routeHref({ name: 'access' })}>Using {APP_NAME} with a screen reader</a>
      </p>
      {!speaks && <p>This browser cannot speak.</p>}
      <label className="field">
        Voice
        <Select
          value={found?.voiceURI ?? ''}
          disabled={!speaks}
          onChange={(event) => {
            const voice = voices.find((v) => v.voiceURI === event.target.value);
            change({
              voice:
                voice === undefined
                  ? null
                  : { uri: voice.voiceURI, name: voice.name, lang: voice.lang },
            });
          }}
        >
          <option value="">The device's default voice</option>
          {inOrder(voices).map((voice) => (
            <option key={voice.voiceURI} value={voice.voiceURI}>
              {`${voice.name} (${voice.lang})${voice.default ? ', the default' : ''}`}
            </option>
          ))}
        </Select>
      </label>
      {missing && settings.voice !== null && (
        <p className="note" role="note">
          The voice chosen, {settings.voice.name} ({settings.voice.lang}), is not on this device:
          the device's default voice speaks instead.
        </p>
      )}
      {speaks && voices.length === 0 && (
        <p className="muted small">
          The device has not listed its voices yet: its default voice speaks.
        </p>
      )}
      <label className="field">
        <span>
          Rate: <output>{rateText(settings.rate)}</output>
        </span>
        <input
          type="range"
          min={RATE_RANGE.min}
          max={RATE_RANGE.max}
          step={RATE_RANGE.step}
          value={settings.rate}
          aria-valuetext={
            settings.rate === 1
              ? "the voice's own pace"
              : `${settings.rate.toFixed(1)} times the voice's own pace`
          }
          onChange={(event) => change({ rate: Number(event.target.value) })}
        />
      </label>
      <div className="setting" role="radiogroup" aria-labelledby="voice-said">
        <p id="voice-said">How much is said</p>
        {LEVELS.map((level) => (
          <div key={level.said}>
            <label className="check">
              <input
                type="radio"
                name="voice-said"
                checked={settings.said === level.said}
                onChange={() => change({ said: level.said })}
              />
              {level.name}
            </label>
            <p className="muted small">{level.note}</p>
          </div>
        ))}
      </div>
      <button type="button" disabled={!speaks} onClick={tryIt}>
        Try it
      </button>
    </section>
  );
}
