// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMatch } from '../../src/db/matchWrites.ts';
import type { MatchFileJson } from '../../src/db/records.ts';
import { encodeMatch, matchCodeFragment } from '../../src/matchCode/matchCode.ts';
import { formatProblem } from '../../src/engine/matchFile/problems.ts';
import { validateMatch } from '../../src/engine/matchFile/validateMatch.ts';
import type { Match } from '../../src/engine/types.ts';
import { openFrameReader } from '../../src/ui/scan/frameReader.ts';
import { dump, rubberFile } from '../db/helpers.ts';
import { renderApp } from './renderApp.tsx';
import { getRecord } from '../../src/db/matchRows.ts';

/**
 * Joining a match another device shows (docs/format.md, "The match code"), as a player does it:
 * from the matches list, by scanning the other screen, pasting its link, or opening the link
 * itself; a match already here is compared instead; a bad code changes nothing.
 */

const ID = '3d1f0c2b-8a7e-4c5d-9b6a-1e2f3a4b5c6d';
const deal = (contract: string, tricks: number, declarer = 'S') => ({
  contract,
  declarer,
  tricks,
});
const THEIRS = rubberFile({
  id: ID,
  players: { N: 'Hēnare', E: 'Łukasz', S: 'Zoë', W: 'Aroha' },
  firstDealer: 'E',
  deals: [deal('2H', 9), { passed: true }, deal('4S', 10)],
});

function valid(file: MatchFileJson): Match {
  const read = validateMatch(file);
  if (!read.ok) throw new Error(read.errors.map(formatProblem).join('\n'));
  return read.value;
}
const fragment = (file: MatchFileJson) => matchCodeFragment(valid(file));

function go(hash: string) {
  act(() => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

/** A camera that shows nothing, and a BarcodeDetector that reads `codes` one picture at a time. */
function fakeCamera(codes: readonly string[] | null) {
  const stop = vi.fn();
  const stream = new MediaStream();
  Object.defineProperty(stream, 'getTracks', { value: () => [{ stop }] });
  const getUserMedia = vi.fn(() => Promise.resolve(stream));
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const seen: unknown[] = [];
  if (codes !== null) {
    const shown = codes;
    let at = 0;
    class FakeDetector {
      static getSupportedFormats() {
        return Promise.resolve(['qr_code', 'ean_13']);
      }
      detect(source: unknown) {
        seen.push(source);
        const code = shown[Math.min(at, shown.length - 1)];
        at += 1;
        return Promise.resolve(code === undefined ? [] : [{ rawValue: code }]);
      }
    }
    vi.stubGlobal('BarcodeDetector', FakeDetector);
  }
  return { getUserMedia, stop, seen };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('joining a match', () => {
  it('is offered on the matches list', async () => {
    await renderApp('#/');
    const join = await screen.findByRole('link', { name: 'Join a match' });
    expect(join).toHaveAttribute('href', '#/join');
  });

  it('a pasted link shows the match; nothing is kept until Join, then it is the same match', async () => {
    const app = await renderApp('#/join');
    await screen.findByRole('heading', { name: 'Join a match' });
    await app.user.click(screen.getByLabelText("Or paste the other device's match code or link"));
    await app.user.paste(`https://bridgepad.example/${fragment(THEIRS)}`);
    await app.user.click(screen.getByRole('button', { name: 'Read' }));

    const offer = await screen.findByRole('region', { name: 'Rubber bridge' });
    expect(within(offer).getByText('Hēnare & Zoë v Łukasz & Aroha')).toBeVisible();
    expect(within(offer).getByText(/3 deals entered on the other device/)).toBeVisible();
    expect(await app.db.matches.count()).toBe(0);

    await app.user.click(within(offer).getByRole('button', { name: 'Join this match' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/match/${ID}`));
    const stored = await getRecord(app.db, ID);
    expect(stored?.file).toMatchObject({
      id: ID,
      game: 'rubber',
      players: THEIRS.players,
      firstDealer: 'E',
      rules: { honors: true },
      // The other device's deals as they stand, agreed on both once joined.
      deals: [
        { ...deal('2H', 9), agreed: '2H S 9' },
        { passed: true, agreed: 'passed' },
        { ...deal('4S', 10), agreed: '4S S 10' },
      ],
    });
  });

  it('the joining device chooses its own WE: the other device’s THEY unless the player says otherwise', async () => {
    const app = await renderApp('#/join');
    await app.user.click(
      await screen.findByLabelText("Or paste the other device's match code or link"),
    );
    // The other device keeps North–South as WE.
    await app.user.paste(`https://bridgepad.example/${fragment({ ...THEIRS, we: 'NS' })}`);
    await app.user.click(screen.getByRole('button', { name: 'Read' }));
    const offer = await screen.findByRole('region', { name: 'Rubber bridge' });
    const we = within(offer).getByRole('radiogroup', { name: 'WE on this device' });
    expect(within(we).getByRole('radio', { name: 'East–West: Łukasz & Aroha' })).toBeChecked();
    expect(within(we).getByRole('radio', { name: 'North–South: Hēnare & Zoë' })).not.toBeChecked();
    expect(within(offer).getByText(/The other device keeps North–South as WE/)).toBeVisible();

    // This device is the same side's: the player says so before joining.
    await app.user.click(within(we).getByRole('radio', { name: 'North–South: Hēnare & Zoë' }));
    await app.user.click(within(offer).getByRole('button', { name: 'Join this match' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/match/${ID}`));
    expect((await getRecord(app.db, ID))?.file).toMatchObject({ id: ID, we: 'NS' });
  });

  it('joined as it is offered, WE is the other device’s THEY', async () => {
    const app = await renderApp(fragment({ ...THEIRS, we: 'EW' }));
    const offer = await screen.findByRole('region', { name: 'Rubber bridge' });
    expect(within(offer).getByRole('radio', { name: 'North–South: Hēnare & Zoë' })).toBeChecked();
    await app.user.click(within(offer).getByRole('button', { name: 'Join this match' }));
    await waitFor(() => expect(window.location.hash).toBe(`#/match/${ID}`));
    expect((await getRecord(app.db, ID))?.file).toMatchObject({ we: 'NS' });
    // The table heads its first column WE, with this device's pair.
    const [head] = await screen.findAllByRole('columnheader', { name: /^WE/ });
    expect(head).toHaveTextContent(/Hēnare & Zoë/);
  });

  it('a file is read as Import reads it: a match file joins; a backup of two is refused', async () => {
    const app = await renderApp('#/join');
    const chooser = await screen.findByLabelText('Or choose a match code file');
    const backup = JSON.stringify({
      format: 'bridgepad.backup',
      version: 1,
      matches: [THEIRS, { ...THEIRS, id: 'another' }],
    });
    await app.user.upload(chooser, new File([backup], 'backup.json'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This file holds 2 matches: join or compare one match at a time',
    );
    await app.user.upload(chooser, new File([JSON.stringify(THEIRS)], 'theirs.json'));
    expect(await screen.findByRole('button', { name: 'Join this match' })).toBeVisible();
    expect(await app.db.matches.count()).toBe(0);
  });

  it('opening a #m= link starts the app on joining it', async () => {
    await renderApp(fragment(THEIRS));
    expect(await screen.findByRole('button', { name: 'Join this match' })).toBeVisible();
  });

  it('a code with no id (made elsewhere) joins under a new id and opens the match', async () => {
    const { id: _id, ...noId } = THEIRS;
    const app = await renderApp(fragment(noId as MatchFileJson));
    const offer = await screen.findByRole('region', { name: 'Rubber bridge' });
    await app.user.click(within(offer).getByRole('button', { name: 'Join this match' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/match\/[0-9a-f-]{36}$/));
    const id = window.location.hash.replace('#/match/', '');
    expect((await getRecord(app.db, id))?.file).toMatchObject({ players: THEIRS.players });
    expect(await app.db.matches.count()).toBe(1);
  });

  it('a join that fails is said, and Join this match can be tapped again', async () => {
    const app = await renderApp(fragment(THEIRS));
    const offer = await screen.findByRole('region', { name: 'Rubber bridge' });
    // The database cannot be read once, as when the browser closes it under the app.
    const where = app.db.matches.where.bind(app.db.matches);
    const spy = vi.spyOn(app.db.matches, 'where').mockImplementationOnce(() => {
      throw new DOMException('The database connection is closing.', 'InvalidStateError');
    });
    const button = within(offer).getByRole('button', { name: 'Join this match' });
    await app.user.click(button);
    await screen.findByText(/^Not joined: .*closing/);
    await waitFor(() => expect(button).toBeEnabled());
    expect(await app.db.matches.count()).toBe(0);
    spy.mockImplementation(where);
    await app.user.click(button);
    await waitFor(() => expect(window.location.hash).toBe(`#/match/${ID}`));
  });

  it('a link to a match already here compares it instead, and changes nothing by itself', async () => {
    const app = await renderApp('#/');
    const mine = rubberFile({ ...THEIRS, deals: [deal('2H', 9), { passed: true }, deal('4S', 9)] });
    const created = await createMatch(app.db, mine);
    if (!created.ok) throw new Error('not created');
    const before = await dump(app.db);
    go(fragment(THEIRS));
    expect(
      await screen.findByRole('heading', { name: 'Compare with another device' }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Take theirs for deal 3' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join this match' })).not.toBeInTheDocument();
    expect(await dump(app.db)).toEqual(before);
  });

  it('a match waiting under Recently deleted is not joined over it', async () => {
    const app = await renderApp('#/');
    const created = await createMatch(app.db, THEIRS);
    if (!created.ok) throw new Error('not created');
    await app.db.transaction('rw', app.db.matches, app.db.deleted, async () => {
      await app.db.matches.delete(ID);
      await app.db.deleted.put({ ...created.value, deletedAt: new Date().toISOString() } as never);
    });
    const before = await dump(app.db);
    go(fragment(THEIRS));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/waits under Recently deleted/);
    expect(await dump(app.db)).toEqual(before);
  });

  it.each([
    ['not a match code', '#m=HELLO', /Not a WeThey match code/],
    ['cut short', () => fragment(THEIRS).slice(0, -10), /damaged or cut short/],
    ['of a newer version', '#m=BP2:1/1:BF72E307:IK4ZPA32', /made by a newer WeThey: version 2/i],
    [
      // A deal no bridgepad writes: the deal named in words, never at its path in the file.
      'with a deal of 14 tricks',
      () => {
        const match = valid(THEIRS);
        return matchCodeFragment({
          ...match,
          deals: [{ ...match.deals[0], tricks: 14 }],
        } as unknown as Match);
      },
      /^[^[]*Deal 1: the tricks: must be an integer from 0 to 13[^[]*$/,
    ],
  ])('a link %s says so and changes nothing', async (_, link, message) => {
    const app = await renderApp('#/');
    const created = await createMatch(app.db, rubberFile());
    if (!created.ok) throw new Error('not created');
    const before = await dump(app.db);
    go(typeof link === 'string' ? link : link());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(message);
    expect(within(alert).getByText(/Nothing was changed/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join this match' })).not.toBeInTheDocument();
    expect(await dump(app.db)).toEqual(before);
  });
});

describe('scanning the other device with the camera', () => {
  it('reads the parts of a long match in any order, saying what is still to read', async () => {
    const deals = Array.from({ length: 40 }, (_, i) => deal(`${(i % 6) + 1}H`, 7 + (i % 5)));
    const long = rubberFile({ ...THEIRS, deals });
    const parts = encodeMatch(valid(long), { maxPartChars: 120 });
    expect(parts).toHaveLength(4);
    const order = [parts[1] as string, 'not a code', parts[1] as string, ...parts];
    const camera = fakeCamera(order);
    const app = await renderApp('#/join');
    await app.user.click(
      await screen.findByRole('button', { name: 'Scan the other device’s code' }),
    );
    await waitFor(() =>
      expect(camera.getUserMedia).toHaveBeenCalledWith({
        video: { facingMode: 'environment' },
        audio: false,
      }),
    );
    const missing = parts.length === 4 ? '1, 3 and 4' : '';
    expect(
      await screen.findByText(
        `Read 1 of 4 parts; parts ${missing} are still to read. Keep the camera on the other device’s screen.`,
      ),
    ).toBeVisible();
    expect(
      await screen.findByText('That code cannot be used: not a WeThey match code.'),
    ).toBeVisible();
    const offer = await screen.findByRole('region', { name: 'Rubber bridge' });
    expect(within(offer).getByText(/40 deals entered/)).toBeVisible();
    // The camera is let go once the match is read.
    await waitFor(() => expect(camera.stop).toHaveBeenCalled());
    expect(camera.seen[0]).toBeInstanceOf(HTMLVideoElement);
  });

  it('a code that cannot be joined is said in place of the camera’s line, and the camera reads on', async () => {
    const match = valid(THEIRS);
    const [broken = ''] = encodeMatch({
      ...match,
      deals: [{ ...match.deals[0], tricks: 14 }],
    } as unknown as Match);
    fakeCamera([broken]);
    const app = await renderApp('#/join');
    await app.user.click(
      await screen.findByRole('button', { name: 'Scan the other device’s code' }),
    );
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent(
      'This code does not hold a match that can be joined. Nothing was changed.',
    );
    expect(within(refused).getByText('Deal 1: the tricks: must be an integer from 0 to 13'));
    // The refusal is the camera's line: the camera no longer asks for a code as if none was read,
    // and the reason is not said a second time below the other ways in.
    expect(screen.queryByText(/Hold the camera/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('Camera', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop the camera' })).toBeVisible();
  });

  it('comparing: a code of another match is said in place of the camera’s line', async () => {
    const app = await renderApp('#/');
    const created = await createMatch(app.db, THEIRS);
    if (!created.ok) throw new Error('not created');
    const other = valid({ ...THEIRS, id: '11111111-2222-4333-8444-555555555555' });
    fakeCamera(encodeMatch(other));
    go(`#/match/${ID}/compare`);
    await app.user.click(
      await screen.findByRole('button', { name: 'Scan the other device’s code' }),
    );
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent(
      'This code cannot be compared with this match. Nothing was changed.',
    );
    expect(refused).toHaveTextContent('The match: the received match is another match');
    expect(screen.queryByText(/Hold the camera/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('a refused camera says what to do instead', async () => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      },
    });
    const app = await renderApp('#/join');
    await app.user.click(
      await screen.findByRole('button', { name: 'Scan the other device’s code' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/The camera was not allowed/);
    expect(alert.textContent).toMatch(/paste the link or choose the file/);
  });

  it('a browser with no camera at all says so', async () => {
    const app = await renderApp('#/join');
    await app.user.click(
      await screen.findByRole('button', { name: 'Scan the other device’s code' }),
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/No camera was found/);
  });

  it('uses the browser’s own QR reader where there is one, else the library', async () => {
    fakeCamera(['x']);
    expect((await openFrameReader()).kind).toBe('platform');
    vi.unstubAllGlobals();
    expect((await openFrameReader()).kind).toBe('library');
    // A detector that reads barcodes of shops, but no QR code.
    vi.stubGlobal('BarcodeDetector', { getSupportedFormats: () => Promise.resolve(['ean_13']) });
    expect((await openFrameReader()).kind).toBe('library');
  });
});
