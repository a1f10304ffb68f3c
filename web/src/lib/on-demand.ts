import { useEffect, useState } from 'react';

/**
 * A part of the app that is downloaded when first needed (decision 006): the toaster host, the user menu, the
 * collapsed sidebar's tooltip. Downloaded once; a failed download (e.g. a deployment replaced the chunk) is
 * forgotten, so that the next request tries again.
 */
export type OnDemand<T> = {
  load: () => Promise<T>;
  /** The part, if it has been downloaded already. */
  current: () => T | undefined;
};

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    current: () => value,
  };
}

/**
 * The part once it is wanted: `request` is 0 while nobody asked, and each new request (a higher number) starts the
 * download if it has not arrived yet, which retries after a failure. A part downloaded earlier (by another mount,
 * or a prefetch) is there from the first render. `pending`: asked for, not arrived, not failed.
 */
export function useOnDemand<T>(part: OnDemand<T>, request: number): { value: T | undefined; pending: boolean } {
  const [state, setState] = useState<{ value: T | undefined; settled: number }>(() => ({ value: part.current(), settled: 0 }));
  useEffect(() => {
    if (request === 0 || state.value !== undefined) return;
    let active = true;
    part.load().then(
      (value) => {
        if (active) setState({ value, settled: request });
      },
      (error: unknown) => {
        console.error(error);
        if (active) setState((previous) => ({ ...previous, settled: request }));
      },
    );
    return () => {
      active = false;
    };
  }, [part, request, state.value]);
  return { value: state.value, pending: state.value === undefined && request > state.settled };
}
