import { useState } from 'react';
import { errorText } from '../../engine/errorText.ts';

/**
 * Code the first screen does not carry, loaded when first wanted and then kept: `now()` is the
 * module once it is here, so a tap after that goes straight on in the same task; `load()` brings
 * it (one import at a time); `preload()` starts that on a first touch, so it is here by the tap.
 * A load that fails is not kept: the next tap tries again (a chunk the network lost may come
 * now), and it fails as a ModuleLoadError, so that what could not be done says why.
 */
export interface LazyModule<M> {
  readonly now: () => M | null;
  readonly load: () => Promise<M>;
  readonly preload: () => void;
}

/** A part of the app's code that could not be loaded (offline, or a new version replaced it). */
export class ModuleLoadError extends Error {
  override readonly name = 'ModuleLoadError';
}

export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let kept: M | null = null;
  let loading: Promise<M> | null = null;
  const start = (): Promise<M> =>
    kept !== null
      ? Promise.resolve(kept)
      : (loading ??= load().then(
          (module) => (kept = module),
          (error: unknown) => {
            loading = null;
            throw new ModuleLoadError(errorText(error), { cause: error });
          },
        ));
  return {
    now: () => kept,
    load: start,
    // A preload that fails says nothing: the tap it was for meets the failure, and says it.
    preload: () => void start().catch(() => undefined),
  };
}

/** A lazy module kept for as long as the component that uses it. */
export function useLazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  return useState(() => lazyModule(load))[0];
}
