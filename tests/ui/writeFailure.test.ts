import { describe, expect, it } from 'vitest';
import { whyNotWritten } from '../../src/ui/table/writeFailure.ts';

/** A store's error as Dexie hands it on: a name, a message, and what it wraps. */
const wrapped = (name: string, message: string, more: object = {}) =>
  Object.assign(new Error(message), { name, ...more });

describe('why a write failed, in words', () => {
  it.each<[string, unknown, string]>([
    [
      'an aborted transaction',
      new DOMException('The transaction was aborted.', 'AbortError'),
      'the browser stopped the write (AbortError)',
    ],
    [
      "a bulk write whose first failure was the transaction's abort",
      wrapped('BulkError', 'dealPages.bulkPut(): 1 of 1 operations failed.', {
        failures: [new DOMException('The transaction was aborted.', 'AbortError')],
      }),
      'the browser stopped the write (AbortError)',
    ],
    [
      'a store closed under the app',
      wrapped('DatabaseClosedError', 'Database has been closed'),
      "the browser closed this device's storage (DatabaseClosedError)",
    ],
    [
      'a full device, inside a wrapper',
      wrapped('AbortError', 'Transaction aborted', {
        inner: new DOMException('Quota exceeded.', 'QuotaExceededError'),
      }),
      'this device has no room left (QuotaExceededError)',
    ],
    [
      'a full device',
      new DOMException('Quota exceeded.', 'QuotaExceededError'),
      'this device has no room left (QuotaExceededError)',
    ],
    [
      'another refusal of the browser',
      new DOMException('The transaction has finished.', 'InvalidStateError'),
      "the browser's storage refused the write (InvalidStateError)",
    ],
    ['an error with only a message', new Error('the disk went away'), 'the disk went away'],
    ['a thrown value with nothing to say', '', 'the browser gave no reason'],
  ])('%s', (_, error, words) => {
    expect(whyNotWritten(error)).toBe(words);
  });
});
