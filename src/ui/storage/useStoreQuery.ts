import type { DependencyList } from 'react';
import { useEffect, useState } from 'react';
import type { StoreReads } from '../../db/storeReads.ts';
import { useReads } from './StorageProvider.tsx';

interface Answer<T> {
  readonly value: T | undefined;
  readonly error: unknown;
}

/**
 * What `query` reads from the store, kept up to date: the first screen's live query. Undefined
 * (or `initial`) until the first answer; an error is thrown where the component is drawn, for its
 * error boundary. Read again when `deps` change, or the store's reads do (src/db/storage.ts); and,
 * where the reads can be watched (Dexie's liveQuery, once the store's writing half has loaded),
 * after every change to what it read, as dexie-react-hooks' useLiveQuery does, whose rules it
 * keeps: the query is the one drawn with these deps, and an answer the same as the last draws
 * nothing again.
 */
export function useStoreQuery<T>(
  query: (reads: StoreReads) => Promise<T> | T,
  deps: DependencyList,
  initial?: T,
): T | undefined {
  const reads = useReads();
  const [answer, setAnswer] = useState<Answer<T>>({ value: initial, error: null });
  useEffect(() => {
    const take = (value: T) =>
      setAnswer((now) =>
        now.error === null && now.value === value ? now : { value, error: null },
      );
    const fail = (error: unknown) =>
      setAnswer((now) => (now.error === error ? now : { ...now, error }));
    if (reads.live === null) {
      let on = true;
      Promise.resolve()
        .then(() => query(reads))
        .then(
          (value) => on && take(value),
          (error: unknown) => on && fail(error),
        );
      return () => {
        on = false;
      };
    }
    // Called in the live query's own read, so that it sees every read the query makes.
    const watching = reads.live(() => query(reads)).subscribe({ next: take, error: fail });
    return () => watching.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reads, ...deps]);
  if (answer.error !== null) throw answer.error;
  return answer.value;
}
