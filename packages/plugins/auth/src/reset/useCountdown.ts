import { useEffect, useRef, useState } from 'react';

/** Counts down whole seconds once `running` is true and calls `onDone` at zero; answers the seconds left. */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (!running) return;
    setLeft(seconds);
    const startedAt = Date.now();
    // Derived from the clock, not from tick counts, so a slow tab does not stretch the wait.
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        done.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [running, seconds]);

  return left;
}
