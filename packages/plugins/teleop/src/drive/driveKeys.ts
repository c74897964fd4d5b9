import type { DriveDirection } from './driveScheduler.js';

/** Keys that drive, by `KeyboardEvent.code` (layout-independent: W is W on AZERTY too). */
export const DRIVE_KEYS: Readonly<Record<string, DriveDirection>> = {
  KeyW: 'forward',
  ArrowUp: 'forward',
  KeyS: 'backward',
  ArrowDown: 'backward',
  KeyA: 'left',
  ArrowLeft: 'left',
  KeyD: 'right',
  ArrowRight: 'right',
};

/** Keys that stop the robot at once. */
export const STOP_KEYS: readonly string[] = ['Space', 'Escape'];

/** What a key means to the teleop page. */
export type KeyAction = { kind: 'drive'; direction: DriveDirection } | { kind: 'stop' } | { kind: 'none' };

/** Where the key was typed: text fields keep their keys, except Escape, which always stops. */
export interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
  type?: string;
  getAttribute?(name: string): string | null;
}

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'number', 'password', 'tel', 'url', '']);

/** Whether a key typed into this element belongs to the element (typing a speech text must not drive). */
export function isTypingTarget(target: KeyTarget | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = (target.tagName ?? '').toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return TEXT_INPUT_TYPES.has((target.type ?? '').toLowerCase());
  return false;
}

// Widgets whose arrow keys move their own selection (the panel tabs, the mode radios, a slider).
const ARROW_WIDGET_ROLES = new Set(['tab', 'radio', 'option', 'slider', 'menuitem', 'menuitemradio', 'menuitemcheckbox', 'spinbutton']);
const ARROW_INPUT_TYPES = new Set(['radio', 'range']);

/** Whether the arrow keys belong to this element: switching a tab or a radio with them must not also drive. */
export function ownsArrowKeys(target: KeyTarget | null): boolean {
  if (!target) return false;
  if ((target.tagName ?? '').toUpperCase() === 'INPUT' && ARROW_INPUT_TYPES.has((target.type ?? '').toLowerCase())) return true;
  return ARROW_WIDGET_ROLES.has(target.getAttribute?.('role') ?? '');
}

/** The action of a key press on the teleop page. */
export function keyAction(code: string, target: KeyTarget | null, modifiers: { ctrl?: boolean; alt?: boolean; meta?: boolean } = {}): KeyAction {
  if (code === 'Escape') return { kind: 'stop' };
  if (isTypingTarget(target) || modifiers.ctrl || modifiers.alt || modifiers.meta) return { kind: 'none' };
  // Space on a focused button would also click it; the stop happens either way.
  if (STOP_KEYS.includes(code)) return { kind: 'stop' };
  if (code.startsWith('Arrow') && ownsArrowKeys(target)) return { kind: 'none' };
  const direction = DRIVE_KEYS[code];
  return direction ? { kind: 'drive', direction } : { kind: 'none' };
}
