import { useEffect, useReducer } from 'react';

/**
 * Renders the caller again, as a plain update, once `loading` settles, so a Suspense boundary below
 * it that waits on the same load shows its content at once. Revealed by the load's own retry
 * instead, React holds content back until 300 ms after the last fallback shown anywhere (its
 * fallback throttle); on a cold start the shell's lazy parts and the page stacked those waits.
 */
export function useRevealWhenSettled(loading: Promise<unknown>): void {
  const [, reveal] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let live = true;
    const done = () => {
      if (live) reveal();
    };
    loading.then(done, done);
    return () => {
      live = false;
    };
  }, [loading]);
}
