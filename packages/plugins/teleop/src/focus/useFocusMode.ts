import { useCallback, useEffect, useRef } from 'react';
import { setFocusMode, useShellMode } from '@fleetdeck/sdk';
import { focusKeyAction } from './focusKeys.js';

/** Focus mode as the teleop page drives it: its state, a toggle, and the F / Escape keys. */
export interface TeleopFocusMode {
  on: boolean;
  toggle(): void;
}

/**
 * The shell's focus mode (header and side bar hidden) for driving: F toggles it and Escape leaves
 * it. Leaving the page turns it off again when this page turned it on, so the next page keeps its
 * chrome; a focus mode the operator chose in the account menu stays theirs.
 */
export function useTeleopFocusMode(): TeleopFocusMode {
  const { focusMode } = useShellMode();
  const turnedOnHere = useRef(false);
  const current = useRef(focusMode);
  current.current = focusMode;

  const set = useCallback((on: boolean) => {
    turnedOnHere.current = on;
    setFocusMode(on);
  }, []);
  const toggle = useCallback(() => set(!current.current), [set]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modifiers = { ctrl: event.ctrlKey, alt: event.altKey, meta: event.metaKey, shift: event.shiftKey };
      const action = focusKeyAction(event.code, event.target as HTMLElement | null, current.current, modifiers);
      if (action === 'none' || event.repeat) return;
      if (action === 'leave') set(false);
      else toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [set, toggle]);

  useEffect(
    () => () => {
      if (turnedOnHere.current) setFocusMode(false);
    },
    [],
  );

  return { on: focusMode, toggle };
}
