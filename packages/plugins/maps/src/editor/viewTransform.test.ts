import { describe, expect, it } from 'vitest';
import { BLANK_FRAME, fitView, headingTowards, normalizeYaw, panBy, pinchView, snap, toMap, toScreen, zoomAt } from './viewTransform.js';

describe('editor view', () => {
  it('fits the map in the viewport and maps screen points to metres and back', () => {
    const view = fitView(BLANK_FRAME, { width: 1000, height: 600 });
    expect(view.scale).toBeCloseTo(0.95);
    const screen = toScreen(BLANK_FRAME, view, { x: 12.5, y: 7 });
    const back = toMap(BLANK_FRAME, view, screen);
    expect(back.x).toBeCloseTo(12.5);
    expect(back.y).toBeCloseTo(7);
  });

  it('zooms about the pointer: the map point under it stays under it', () => {
    const view = { scale: 1, x: 10, y: 20 };
    const at = { x: 300, y: 200 };
    const before = toMap(BLANK_FRAME, view, at);
    const zoomed = zoomAt(view, 1.5, at);
    expect(zoomed.scale).toBe(1.5);
    const after = toMap(BLANK_FRAME, zoomed, at);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
    expect(zoomAt(view, 1e9, at).scale).toBe(40);
    expect(panBy(view, 5, -5)).toEqual({ scale: 1, x: 15, y: 15 });
  });

  it('snaps positions to the grid and headings to whole steps within -180..180', () => {
    expect(snap(1.234, 0.1)).toBe(1.2);
    expect(snap(0.1 + 0.2, 0.1)).toBe(0.3);
    expect(snap(1.234, 0)).toBe(1.234);
    expect(normalizeYaw(190)).toBe(-170);
    expect(normalizeYaw(-181)).toBe(179);
    expect(normalizeYaw(175, 15)).toBe(180);
    expect(normalizeYaw(172, 15)).toBe(165);
    expect(normalizeYaw(-7, 15)).toBe(0);
    expect(headingTowards({ x: 0, y: 0 }, { x: 0, y: 2 })).toBe(90);
  });

  it('pinches: the map points under both fingers stay under them as they spread and move', () => {
    const view = { scale: 1, x: 0, y: 0 };
    const before = [{ x: 100, y: 100 }, { x: 200, y: 100 }] as const;
    const after = [{ x: 60, y: 150 }, { x: 260, y: 150 }] as const;
    const pinched = pinchView(view, before, after);
    expect(pinched.scale).toBeCloseTo(2);
    for (const i of [0, 1] as const) {
      const was = toMap(BLANK_FRAME, view, before[i]);
      const now = toMap(BLANK_FRAME, pinched, after[i]);
      expect(now.x).toBeCloseTo(was.x);
      expect(now.y).toBeCloseTo(was.y);
    }
  });
});
