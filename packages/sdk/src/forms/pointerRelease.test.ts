// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pointerReleased, watchPointer } from './pointerRelease.js';

/** Whether a promise has settled once every queued microtask has run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => { done = true; });
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return done;
}

describe('pointerReleased', () => {
  it('answers at once when no pointer is pressed', async () => {
    watchPointer(document);
    expect(await settled(pointerReleased())).toBe(true);
  });

  it('waits while a pointer is pressed and answers after the click of its release', async () => {
    watchPointer(document);
    const clicks: string[] = [];
    document.body.addEventListener('click', () => clicks.push('click'));
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const released = pointerReleased().then(() => clicks.length);
    // Only the release can settle it: no amount of queued work does.
    expect(await settled(released.then(() => undefined))).toBe(false);
    document.body.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(await released).toBe(1);
  });
});
