// A W3C WebDriver session over plain HTTP, enough to drive WebKit's drivers (WebKitGTK's
// WebKitWebDriver and WPE's WPEWebDriver) as a player would: load a page, run a script in it,
// tap at a point with a real pointer, take a screenshot. The protocol is the W3C's
// (https://www.w3.org/TR/webdriver2/); only the commands used here are spoken.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../freePort.ts';
import { limits } from '../limits.ts';

/** How long a tap's finger (or button) stays down. */
const PRESS_MS = 40;

/** A driver process listening on a port of 127.0.0.1. */
export interface DriverProcess {
  readonly base: string;
  stop(): Promise<void>;
}

/**
 * What the driver answered, or why a command failed, naming the command. A command gives up
 * after `ms`: a page's load, the longest a command of a page waits for (a script it runs, a tap,
 * a screenshot answer sooner), unless said.
 */
async function call<T>(
  method: string,
  url: string,
  body?: unknown,
  ms: number = limits.navigation,
): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(ms),
  });
  const text = await response.text();
  let parsed: { value?: unknown };
  try {
    parsed = JSON.parse(text) as { value?: unknown };
  } catch {
    throw new Error(`${method} ${url}: not JSON (${response.status}): ${text.slice(0, 200)}`);
  }
  const value = parsed.value as { error?: string; message?: string } | null | undefined;
  if (!response.ok || (value !== null && typeof value === 'object' && 'error' in value)) {
    throw new Error(
      `${method} ${new URL(url).pathname}: ${value?.error ?? response.status}: ${value?.message ?? text.slice(0, 300)}`,
    );
  }
  return parsed.value as T;
}

/**
 * Starts a driver (`command` and its arguments, with `--port=N` added) and waits until it says
 * it is ready. `wrap` puts a command in front, e.g. `xvfb-run -a` for a driver whose browser
 * needs a display.
 */
export async function startDriver(
  command: string,
  wrap: readonly string[] = [],
): Promise<DriverProcess> {
  const port = await freePort();
  const args = [...wrap.slice(1), command, `--port=${port}`, '--host=127.0.0.1'];
  const child: ChildProcess = spawn(wrap[0] ?? command, wrap.length > 0 ? args : args.slice(1), {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let said = '';
  child.stderr?.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-2000)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + limits.start;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} stopped at once: ${said.trim()}`);
    try {
      const left = Math.max(1, deadline - Date.now());
      const status = await call<{ ready?: boolean }>('GET', `${base}/status`, undefined, left);
      if (status.ready !== false) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${command} did not answer within ${limits.start} ms: ${said.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    async stop() {
      if (child.exitCode !== null || child.pid === undefined) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      // The whole group: xvfb-run's X server and the browser with the driver.
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      // Killed outright if it is not gone within a browser's limit to close.
      const late = setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Gone already.
        }
      }, limits.start);
      await gone;
      clearTimeout(late);
    },
  };
}

/** One browser session of a driver. */
export class WebDriverSession {
  private constructor(
    private readonly url: string,
    readonly capabilities: Record<string, unknown>,
  ) {}

  static async open(
    driver: DriverProcess,
    capabilities: Record<string, unknown>,
  ): Promise<WebDriverSession> {
    // A session is a browser started.
    const made = await call<{ sessionId: string; capabilities: Record<string, unknown> }>(
      'POST',
      `${driver.base}/session`,
      { capabilities: { alwaysMatch: capabilities } },
      limits.start,
    );
    return new WebDriverSession(`${driver.base}/session/${made.sessionId}`, made.capabilities);
  }

  navigate(url: string): Promise<void> {
    return call('POST', `${this.url}/url`, { url });
  }

  refresh(): Promise<void> {
    return call('POST', `${this.url}/refresh`, {});
  }

  currentUrl(): Promise<string> {
    return call('GET', `${this.url}/url`);
  }

  /** Runs `script` (a function body) in the page with `args`; an awaited promise is answered. */
  execute<T>(script: string, args: readonly unknown[] = []): Promise<T> {
    return call('POST', `${this.url}/execute/sync`, { script, args });
  }

  setWindowRect(width: number, height: number): Promise<unknown> {
    return call('POST', `${this.url}/window/rect`, { width, height });
  }

  /**
   * `times` taps (touches) or clicks (mouse) at a point of the viewport, by the driver's own
   * input, each `gapMs` after the one before it began: one request, so the engine keeps the
   * time between them, not the round trips of a busy machine.
   */
  tapAt(
    x: number,
    y: number,
    pointerType: 'touch' | 'mouse',
    { times = 1, gapMs = 0 }: { times?: number; gapMs?: number } = {},
  ): Promise<void> {
    const press = [
      { type: 'pointerDown', button: 0 },
      { type: 'pause', duration: PRESS_MS },
      { type: 'pointerUp', button: 0 },
    ];
    const steps: object[] = [
      { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
    ];
    for (let n = 0; n < times; n += 1) {
      if (n > 0) steps.push({ type: 'pause', duration: Math.max(0, gapMs - PRESS_MS) });
      steps.push(...press);
    }
    return call('POST', `${this.url}/actions`, {
      actions: [
        {
          type: 'pointer',
          // One input source per pointer type: a driver refuses a source whose type changes.
          id: pointerType === 'touch' ? 'finger' : 'mouse',
          parameters: { pointerType },
          actions: steps,
        },
      ],
    });
  }

  /** The viewport as a PNG. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await call<string>('GET', `${this.url}/screenshot`), 'base64');
  }

  close(): Promise<void> {
    return call('DELETE', this.url, undefined, limits.start);
  }
}
