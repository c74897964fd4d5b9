import type { PlanePoint } from '@fleetdeck/model';
import type Konva from 'konva';
import { useRef, useState } from 'react';
import { pinchView, type View } from './viewTransform.js';

type PointerEvent = Konva.KonvaEventObject<globalThis.PointerEvent>;

/** The stage's pointer handlers for a two-finger pinch, and whether one is under way (the stage then must not drag). */
export interface PinchZoom {
  pinching: boolean;
  handlers: {
    onPointerDown: (e: PointerEvent) => void;
    onPointerMove: (e: PointerEvent) => void;
    onPointerUp: (e: PointerEvent) => void;
    onPointerCancel: (e: PointerEvent) => void;
  };
}

function screenPoint(e: PointerEvent): PlanePoint | undefined {
  const stage = e.target.getStage();
  if (!stage) return undefined;
  const box = stage.container().getBoundingClientRect();
  return { x: e.evt.clientX - box.left, y: e.evt.clientY - box.top };
}

/**
 * Pinch zoom from pointer events (touch screens and trackpads that send two pointers): while two
 * pointers are down, each move zooms about their midpoint by how much they spread and pans with it.
 * Moves can arrive faster than React draws, so each builds on the view the last one answered.
 */
export function usePinchZoom(view: View, onView: (view: View) => void): PinchZoom {
  const pointers = useRef(new Map<number, PlanePoint>());
  const latest = useRef(view);
  const [pinching, setPinching] = useState(false);

  const pair = (): [PlanePoint, PlanePoint] | undefined => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? [a, b] : undefined;
  };
  const release = (e: PointerEvent) => {
    pointers.current.delete(e.evt.pointerId);
    if (pointers.current.size < 2) setPinching(false);
  };

  return {
    pinching,
    handlers: {
      onPointerDown: (e) => {
        const at = screenPoint(e);
        if (!at) return;
        pointers.current.set(e.evt.pointerId, at);
        if (pointers.current.size === 2) {
          latest.current = view;
          e.target.getStage()?.stopDrag();
          setPinching(true);
        }
      },
      onPointerMove: (e) => {
        const before = pair();
        const at = screenPoint(e);
        if (!at || !pointers.current.has(e.evt.pointerId)) return;
        pointers.current.set(e.evt.pointerId, at);
        const after = pair();
        if (!before || !after || pointers.current.size !== 2) return;
        e.evt.preventDefault();
        latest.current = pinchView(latest.current, before, after);
        onView(latest.current);
      },
      onPointerUp: release,
      onPointerCancel: release,
    },
  };
}
