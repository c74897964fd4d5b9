import { isTypingTarget, type KeyTarget } from '../drive/driveKeys.js';

/** The key that turns focus mode on or off, by `KeyboardEvent.code`. */
export const FOCUS_KEY = 'KeyF';

/** What a key press means for focus mode. */
export type FocusKeyAction = 'toggle' | 'leave' | 'none';

/**
 * F (no modifier, not typed into a field) turns focus mode on or off; Escape leaves it, even from a
 * field, as it also stops the robot. Ctrl+F and the like stay the browser's.
 */
export function focusKeyAction(code: string, target: KeyTarget | null, focusMode: boolean, modifiers: { ctrl?: boolean; alt?: boolean; meta?: boolean; shift?: boolean } = {}): FocusKeyAction {
  if (code === 'Escape') return focusMode ? 'leave' : 'none';
  if (code !== FOCUS_KEY || modifiers.ctrl || modifiers.alt || modifiers.meta || modifiers.shift || isTypingTarget(target)) return 'none';
  return 'toggle';
}
