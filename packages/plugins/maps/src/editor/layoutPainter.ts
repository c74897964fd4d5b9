import { routeStroke, selectedStroke, waypointFill } from './editorColours.js';
import type { LayoutIndex, PlacedWaypoint } from './layoutIndex.js';
import type { View } from './viewTransform.js';

/** Sizes on screen, px (the same whatever the zoom). */
export const WAYPOINT_RADIUS = 9;
export const HANDLE_DISTANCE = 26;
const ROUTE_WIDTH = 2.5;
const SELECTED_ROUTE_WIDTH = 4;
const POINTER_LENGTH = 10;
const POINTER_WIDTH = 8;
const FONT = 12;
/** Names are written only while at most this many waypoints are in view: more overlap into a smear and cost most of a frame. */
const MAX_NAMES = 400;

/** What the batched layer draws: the indexed layout, minus the waypoints drawn as their own (selected, interactive) shapes. */
export interface PaintedContent {
  index: LayoutIndex;
  /** Waypoints left out (the interactive layer draws them). */
  skip: ReadonlySet<string>;
  selection: ReadonlySet<string>;
}

interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Draws every route and waypoint of a layer in a few paths (one per colour), only those in `rect`
 * (image pixels), at `scale` screen pixels per image pixel. The context's transform maps image pixels.
 */
export function paintLayout(ctx: CanvasRenderingContext2D, content: PaintedContent, scale: number, rect: Rect): void {
  const { index, skip, selection } = content;
  const inside = (x: number, y: number, margin: number) => x >= rect.x0 - margin && x <= rect.x1 + margin && y >= rect.y0 - margin && y <= rect.y1 + margin;
  const px = 1 / scale;

  // Routes: plain and selected lines, then arrow heads, each kind one path.
  const heads: Array<{ from: PlacedWaypoint; to: PlacedWaypoint; selected: boolean }> = [];
  for (const selectedPass of [false, true]) {
    ctx.beginPath();
    let any = false;
    for (const route of index.routes) {
      if (selection.has(route.key) !== selectedPass) continue;
      const { a, b } = route;
      if (Math.max(a.x, b.x) < rect.x0 || Math.min(a.x, b.x) > rect.x1 || Math.max(a.y, b.y) < rect.y0 || Math.min(a.y, b.y) > rect.y1) continue;
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      any = true;
      // Heads only where the route is long enough on screen to show one.
      if (Math.hypot(b.x - a.x, b.y - a.y) * scale > POINTER_LENGTH * 2) {
        heads.push({ from: a, to: b, selected: selectedPass });
        if (route.twoWay) heads.push({ from: b, to: a, selected: selectedPass });
      }
    }
    if (!any) continue;
    ctx.strokeStyle = selectedPass ? selectedStroke : routeStroke;
    ctx.lineWidth = (selectedPass ? SELECTED_ROUTE_WIDTH : ROUTE_WIDTH) * px;
    ctx.stroke();
  }
  for (const selectedPass of [false, true]) {
    ctx.beginPath();
    let any = false;
    for (const head of heads) {
      if (head.selected !== selectedPass) continue;
      const { from, to } = head;
      const angle = Math.atan2(to.y - from.y, to.x - from.x);
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      const back = POINTER_LENGTH * px;
      const side = (POINTER_WIDTH / 2) * px;
      ctx.moveTo(to.x, to.y);
      ctx.lineTo(to.x - back * cos - side * sin, to.y - back * sin + side * cos);
      ctx.lineTo(to.x - back * cos + side * sin, to.y - back * sin - side * cos);
      ctx.closePath();
      any = true;
    }
    if (!any) continue;
    ctx.fillStyle = selectedPass ? selectedStroke : routeStroke;
    ctx.fill();
  }

  // Waypoints: heading lines, then a disc path per type with one white edge over all.
  const radius = WAYPOINT_RADIUS * px;
  const visible: PlacedWaypoint[] = [];
  for (const w of index.waypoints) if (!skip.has(w.key) && inside(w.x, w.y, HANDLE_DISTANCE * px)) visible.push(w);
  ctx.beginPath();
  for (const w of visible) {
    ctx.moveTo(w.x, w.y);
    ctx.lineTo(w.x + Math.cos(w.turn) * HANDLE_DISTANCE * px, w.y - Math.sin(w.turn) * HANDLE_DISTANCE * px);
  }
  ctx.strokeStyle = '#424242';
  ctx.lineWidth = 2 * px;
  ctx.stroke();
  const byType = new Map<number, PlacedWaypoint[]>();
  for (const w of visible) {
    const list = byType.get(w.type);
    if (list) list.push(w);
    else byType.set(w.type, [w]);
  }
  ctx.beginPath();
  for (const w of visible) {
    ctx.moveTo(w.x + radius, w.y);
    ctx.arc(w.x, w.y, radius, 0, Math.PI * 2);
  }
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 1.5 * px;
  ctx.stroke();
  for (const [type, list] of byType) {
    ctx.beginPath();
    for (const w of list) {
      ctx.moveTo(w.x + radius, w.y);
      ctx.arc(w.x, w.y, radius, 0, Math.PI * 2);
    }
    ctx.fillStyle = waypointFill[type] ?? waypointFill[1] ?? '#0f6cbd';
    ctx.fill();
  }
  if (visible.length <= MAX_NAMES) {
    ctx.fillStyle = '#242424';
    ctx.font = `${FONT * px}px sans-serif`;
    ctx.textBaseline = 'top';
    for (const w of visible) ctx.fillText(w.name, w.x + radius * 1.3, w.y - radius * 2.2);
  }
}

/** The part of the image (pixels) a viewport of `size` shows at `view`. */
export function visibleRect(view: View, size: { width: number; height: number }): Rect {
  return { x0: -view.x / view.scale, y0: -view.y / view.scale, x1: (size.width - view.x) / view.scale, y1: (size.height - view.y) / view.scale };
}

/**
 * A bitmap of the painted layout around the viewport, so a pan or a zoom step draws one image instead of
 * 30,000 shapes. It covers the viewport and half a viewport each side at the scale it was painted at;
 * while zooming it is drawn stretched, and painted again crisp once the zoom rests.
 */
export class LayoutBitmap {
  private canvas: HTMLCanvasElement | undefined;
  private painted: { content: PaintedContent; scale: number; rect: Rect } | undefined;

  /** Draws the layout onto `ctx` (transform: image pixels), from the bitmap when it still serves. `settled` false: a zoom in progress may stretch it. */
  draw(ctx: CanvasRenderingContext2D, content: PaintedContent, view: View, size: { width: number; height: number }, settled: boolean): void {
    const want = visibleRect(view, size);
    const have = this.painted;
    const covers = have !== undefined && have.content === content && want.x0 >= have.rect.x0 && want.y0 >= have.rect.y0 && want.x1 <= have.rect.x1 && want.y1 <= have.rect.y1;
    const sameScale = have !== undefined && Math.abs(have.scale - view.scale) / view.scale < 1e-6;
    if (!covers || (!sameScale && settled)) this.paint(content, view, size, want);
    const drawn = this.painted;
    if (!drawn || !this.canvas) return;
    const { rect } = drawn;
    ctx.drawImage(this.canvas, rect.x0, rect.y0, rect.x1 - rect.x0, rect.y1 - rect.y0);
  }

  private paint(content: PaintedContent, view: View, size: { width: number; height: number }, want: Rect): void {
    const ratio = window.devicePixelRatio || 1;
    const marginX = (want.x1 - want.x0) / 2;
    const marginY = (want.y1 - want.y0) / 2;
    const rect = { x0: want.x0 - marginX, y0: want.y0 - marginY, x1: want.x1 + marginX, y1: want.y1 + marginY };
    const canvas = this.canvas ?? document.createElement('canvas');
    this.canvas = canvas;
    const width = Math.ceil(size.width * 2 * ratio);
    const height = Math.ceil(size.height * 2 * ratio);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const k = view.scale * ratio;
    ctx.setTransform(k, 0, 0, k, -rect.x0 * k, -rect.y0 * k);
    paintLayout(ctx, content, view.scale, rect);
    this.painted = { content, scale: view.scale, rect };
  }
}
