import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FrameReader } from './frameReader.ts';
import { openFrameReader } from './frameReader.ts';
import type { ScanStatus } from './ReadMatchCode.tsx';
import { APP_NAME } from '../../engine/appName.ts';

/** How often a picture is read, in milliseconds: quick enough to feel instant, light on a phone. */
const READ_EVERY_MS = 150;

/** Why the camera could not be used, in words a player can act on. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return `The camera was not allowed. Allow it for ${APP_NAME} in the browser’s settings, or paste the link or choose the file instead.`;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'No camera was found on this device. Paste the link or choose the file instead.';
    case 'NotReadableError':
    case 'AbortError':
      return 'The camera is in use by another app. Close it there and try again.';
    default:
      return `The camera could not be opened${error instanceof Error && error.message ? ` (${error.message})` : ''}. Paste the link or choose the file instead.`;
  }
}

/**
 * The camera's picture, read for QR codes while it shows: each text read is handed to `onText`
 * once, until a different one is read. The camera is let go when this goes away. Loaded only when
 * a player asks to scan, with the reader it needs.
 */
export default function CameraScan({
  onText,
  status,
}: {
  onText: (text: string) => void;
  /** What has been read so far, or why it is refused, said to the player; the default asks for the code. */
  status: ScanStatus | null;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const line = useRef<HTMLDivElement>(null);
  const handText = useEffectEvent((text: string) => onText(text));
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = '';
    const loop = (reader: FrameReader) => {
      timer = setTimeout(() => {
        const element = video.current;
        if (stopped || element === null) return;
        // A frame that cannot be read is passed over: the next one is read in a moment.
        const texts = reader.read(element).catch((): string[] => []);
        texts.then(
          (found) => {
            if (stopped) return;
            for (const text of found) {
              if (text === last) continue;
              last = text;
              handText(text);
            }
            loop(reader);
          },
          () => loop(reader),
        );
      }, READ_EVERY_MS);
    };
    const start = async () => {
      if (typeof navigator.mediaDevices?.getUserMedia !== 'function') {
        throw new DOMException('no camera in this browser', 'NotFoundError');
      }
      const opened = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      if (stopped) {
        for (const track of opened.getTracks()) track.stop();
        return;
      }
      stream = opened;
      const element = video.current;
      if (element === null) return;
      element.srcObject = opened;
      await element.play().catch(() => undefined);
      const reader = await openFrameReader();
      if (stopped) return;
      setReading(true);
      loop(reader);
    };
    start().catch((error: unknown) => {
      if (!stopped) setProblem(cameraProblem(error));
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  // A refusal is where the player is looking: the line under the picture is kept in view.
  const refused = status?.refused ?? null;
  useEffect(() => {
    if (refused !== null) line.current?.scrollIntoView?.({ block: 'nearest' });
  }, [refused]);

  if (problem !== null) {
    return (
      <p className="scan-problem" role="alert">
        {problem}
      </p>
    );
  }
  return (
    <div className="camera-scan">
      <video ref={video} className="camera-view" muted playsInline aria-label="Camera" />
      {refused === null ? (
        <div ref={line} className="scan-status" role="status">
          {status?.text ??
            (reading ? 'Hold the camera over the other device’s code.' : 'Opening the camera…')}
        </div>
      ) : (
        <div ref={line} className="scan-status scan-refused" role="alert">
          <p>{status?.text}</p>
          {refused.length > 0 && (
            <ul>
              {refused.map((reason, i) => (
                <li key={i}>{reason}</li>
              ))}
            </ul>
          )}
          <p>The camera reads on: hold it over the other device’s code.</p>
        </div>
      )}
    </div>
  );
}
