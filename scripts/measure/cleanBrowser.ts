import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { bareChromiumArgs, chromiumPath } from '../chromium.ts';

/**
 * Chromium driven over the DevTools protocol alone, through the pipe it offers
 * (`--remote-debugging-pipe`: JSON messages, each ended by a NUL byte), with nothing attached to a
 * page but what the caller asks for. For timing a start as a phone has it (scripts/measure/cleanStart.ts):
 * Playwright, attached to every page it knows, turns on the protocol's Runtime domain there, and
 * with it V8's detailed stack for every Error made, which no phone pays for.
 */

type Params = Record<string, unknown>;
interface Message {
  readonly id?: number;
  readonly method?: string;
  readonly params?: Params;
  readonly result?: Params;
  readonly error?: { readonly message: string };
  readonly sessionId?: string;
}

/** The longest any one protocol call may take before it is given up, naming the call. */
const CALL_LIMIT_MS = 30_000;
/** The longest Chromium may take to exit once asked to close, before it is killed. */
const EXIT_LIMIT_MS = 10_000;

/** `promise`, or a rejection naming `what` once `ms` have passed. */
export function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export class CleanBrowser {
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (result: Params) => void; reject: (error: Error) => void }
  >();
  private readonly listeners = new Set<(message: Message) => void>();
  /** Why the browser cannot be driven any more (it could not start, or it is gone), once so. */
  private gone: string | null = null;

  private constructor(
    private readonly child: ChildProcess,
    private readonly toBrowser: Writable,
    fromBrowser: Readable,
    private readonly profile: string,
  ) {
    const end = (why: string) => {
      this.gone ??= why;
      for (const { reject } of this.waiting.values()) reject(new Error(why));
      this.waiting.clear();
    };
    // A message may come in many chunks (a trace's are large): only the new text is searched.
    let buffered = '';
    fromBrowser.setEncoding('utf8');
    fromBrowser.on('data', (chunk: string) => {
      let from = buffered.length;
      buffered += chunk;
      let stop = buffered.indexOf('\0', from);
      while (stop !== -1) {
        const text = buffered.slice(0, stop);
        buffered = buffered.slice(stop + 1);
        from = 0;
        try {
          this.receive(JSON.parse(text) as Message);
        } catch (error) {
          end(`Chromium sent what is not a protocol message: ${String(error)}`);
        }
        stop = buffered.indexOf('\0', from);
      }
    });
    child.on('error', (error) => end(`Chromium could not be run: ${error.message}`));
    child.on('exit', (code, signal) => end(`Chromium exited (${signal ?? `code ${code}`})`));
    toBrowser.on('error', (error) => end(`the pipe to Chromium broke: ${error.message}`));
    fromBrowser.on('error', (error) => end(`the pipe from Chromium broke: ${error.message}`));
  }

  /** A headless Chromium with a fresh profile of its own, deleted again by `close`. */
  static launch(): CleanBrowser {
    const profile = mkdtempSync(join(tmpdir(), 'bridgepad-clean-'));
    const child = spawn(
      chromiumPath,
      [...bareChromiumArgs, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
    );
    return new CleanBrowser(child, child.stdio[3] as Writable, child.stdio[4] as Readable, profile);
  }

  private receive(message: Message): void {
    if (message.id !== undefined) {
      const call = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.error !== undefined) call?.reject(new Error(message.error.message));
      else call?.resolve(message.result ?? {});
      return;
    }
    for (const listener of this.listeners) listener(message);
  }

  /** One protocol call, to the browser or (with `sessionId`) to one page. */
  send<T = Params>(method: string, params: Params = {}, sessionId?: string): Promise<T> {
    if (this.gone !== null) return Promise.reject(new Error(`${method}: ${this.gone}`));
    this.nextId += 1;
    const id = this.nextId;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`${method}: no answer within ${CALL_LIMIT_MS} ms`));
      }, CALL_LIMIT_MS);
      this.waiting.set(id, {
        resolve: (result) => {
          clearTimeout(timer);
          resolve(result as T);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(new Error(`${method}: ${error.message}`));
        },
      });
      this.toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  /** Why the browser cannot be driven any more, or null while it can. */
  get goneWhy(): string | null {
    return this.gone;
  }

  /** Events (messages without an id) as they come, until the returned function is called. */
  listen(listener: (message: Message) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A new page on about:blank, and the session that drives it. */
  async open(): Promise<CleanPage> {
    const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
    });
    const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    return new CleanPage(this, targetId, sessionId);
  }

  /** Closes Chromium (killing it if it will not go) and deletes its profile. */
  async close(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null && this.child.pid) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      await this.send('Browser.close').catch(() => this.child.kill('SIGKILL'));
      await within(EXIT_LIMIT_MS, 'Chromium closing', exited).catch(() => {
        this.child.kill('SIGKILL');
        return exited;
      });
    }
    rmSync(this.profile, { recursive: true, force: true, maxRetries: 3 });
  }
}

export class CleanPage {
  constructor(
    private readonly browser: CleanBrowser,
    readonly targetId: string,
    readonly sessionId: string,
  ) {}

  send<T = Params>(method: string, params: Params = {}): Promise<T> {
    return this.browser.send<T>(method, params, this.sessionId);
  }

  /** An expression's value in the page (awaited when a promise), as JSON brings it back. */
  async evaluate<T>(expression: string): Promise<T> {
    const { result, exceptionDetails } = await this.send<{
      result: { value?: unknown };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
    if (exceptionDetails !== undefined) {
      throw new Error(
        `in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`,
      );
    }
    return result.value as T;
  }

  /** A function of no arguments run in the page (handed over as its source), and its value. */
  call<T>(fn: () => T | Promise<T>): Promise<T> {
    return this.evaluate<T>(`(${fn.toString()})()`);
  }

  /** Waits until `expression` is true in the page (asked every 50 ms), or throws after `ms`. */
  async waitFor(expression: string, what: string, ms = 15_000): Promise<void> {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      // Between two documents, as a navigation commits, the page has no context to ask; a
      // browser that is gone is said at once.
      const seen = await this.evaluate<boolean>(`Boolean(${expression})`).catch(
        (error: unknown) => {
          if (this.browser.goneWhy !== null) throw error;
          return false;
        },
      );
      if (seen) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`not seen within ${ms} ms: ${what}`);
  }

  /** The phone the bench's pages are (390 x 844, touch), as Playwright's phone emulates it. */
  async emulatePhone(): Promise<void> {
    await this.send('Emulation.setDeviceMetricsOverride', {
      width: 390,
      height: 844,
      screenWidth: 390,
      screenHeight: 844,
      deviceScaleFactor: 2,
      mobile: true,
    });
    await this.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  }

  /** Closes the page, and waits until it is gone, so that its teardown overlaps nothing timed. */
  async close(): Promise<void> {
    let stop = (): void => undefined;
    const detached = new Promise<void>((resolve) => {
      stop = this.browser.listen((message) => {
        const session = (message.params as { sessionId?: string } | undefined)?.sessionId;
        if (message.method === 'Target.detachedFromTarget' && session === this.sessionId) resolve();
      });
    });
    try {
      await this.browser.send('Target.closeTarget', { targetId: this.targetId });
      await within(10_000, 'closing a page', detached);
    } finally {
      stop();
    }
  }
}
