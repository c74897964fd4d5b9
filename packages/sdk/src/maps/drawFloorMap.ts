import { mapToPixel, type PlanePoint, type RobotMapInfo } from '@fleetdeck/model';
import type { MapPose } from './markerMotion.js';

/** The frame a floor map is drawn in: its robot map, or a 40 × 30 m sheet at 5 cm a pixel before one is uploaded. */
export type FloorFrame = Pick<RobotMapInfo, 'width' | 'height' | 'resolution' | 'origin'>;

/** The sheet a floor without a robot map is drawn on. */
export const BLANK_FLOOR_FRAME: FloorFrame = { width: 800, height: 600, resolution: 0.05, origin: { x: 0, y: 0, yaw: 0 } };

/** Screen pixels per map image pixel and where the image's top-left corner lies on screen. */
export interface FloorView {
  scale: number;
  x: number;
  y: number;
}

/** The view that shows the whole map in a box, centred. */
export function fitFloor(frame: FloorFrame, box: { width: number; height: number }): FloorView {
  const scale = Math.max(1e-3, Math.min(box.width / frame.width, box.height / frame.height));
  return { scale, x: (box.width - frame.width * scale) / 2, y: (box.height - frame.height * scale) / 2 };
}

/** The screen point of a map frame point (metres). */
export function floorToScreen(frame: FloorFrame, view: FloorView, point: PlanePoint): PlanePoint {
  const pixel = mapToPixel(frame, point);
  return { x: view.x + pixel.x * view.scale, y: view.y + pixel.y * view.scale };
}

/** One marker as drawn: the robot's id, its pose now and the colour of its condition. */
export interface DrawnMarker {
  id: number;
  pose: MapPose;
  colour: string;
}

const MARKER = 9;

/**
 * Draws one frame: the map (or a metre grid), the route and goal, and every marker as an arrow head
 * facing its heading. Markers of one colour are filled as one path, so 5,000 of them cost a few
 * fills a frame, not 5,000. Answers each marker's screen point for hit tests.
 */
export function drawFloorMap(
  ctx: CanvasRenderingContext2D,
  scene: { frame: FloorFrame; view: FloorView; image?: CanvasImageSource; markers: readonly DrawnMarker[]; route?: readonly PlanePoint[]; goal?: PlanePoint; width: number; height: number },
): Map<number, PlanePoint> {
  const { frame, view, image, markers } = scene;
  ctx.clearRect(0, 0, scene.width, scene.height);
  if (image) {
    ctx.imageSmoothingEnabled = view.scale < 1;
    ctx.drawImage(image, view.x, view.y, frame.width * view.scale, frame.height * view.scale);
  } else {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(view.x, view.y, frame.width * view.scale, frame.height * view.scale);
    ctx.strokeStyle = '#e0e0e0';
    ctx.lineWidth = 1;
    ctx.beginPath();
    const step = view.scale / frame.resolution;
    const right = view.x + frame.width * view.scale;
    const bottom = view.y + frame.height * view.scale;
    for (let x = view.x; x <= right; x += step) {
      ctx.moveTo(x, view.y);
      ctx.lineTo(x, bottom);
    }
    for (let y = view.y; y <= bottom; y += step) {
      ctx.moveTo(view.x, y);
      ctx.lineTo(right, y);
    }
    ctx.stroke();
  }
  if (scene.route && scene.route.length > 1) {
    ctx.strokeStyle = '#0f6cbd';
    ctx.lineWidth = 3;
    ctx.setLineDash([8, 5]);
    ctx.beginPath();
    scene.route.forEach((point, i) => {
      const at = floorToScreen(frame, view, point);
      if (i === 0) ctx.moveTo(at.x, at.y);
      else ctx.lineTo(at.x, at.y);
    });
    ctx.stroke();
    ctx.setLineDash([]);
  }
  if (scene.goal) {
    const at = floorToScreen(frame, view, scene.goal);
    ctx.strokeStyle = '#0f6cbd';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(at.x, at.y, 10, 0, Math.PI * 2);
    ctx.moveTo(at.x - 14, at.y);
    ctx.lineTo(at.x + 14, at.y);
    ctx.moveTo(at.x, at.y - 14);
    ctx.lineTo(at.x, at.y + 14);
    ctx.stroke();
  }
  const points = new Map<number, PlanePoint>();
  const byColour = new Map<string, DrawnMarker[]>();
  for (const marker of markers) {
    const group = byColour.get(marker.colour);
    if (group) group.push(marker);
    else byColour.set(marker.colour, [marker]);
  }
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#ffffff';
  // A white edge tells a few markers apart; with hundreds it would double the raster work for little.
  const edged = markers.length <= 200;
  const cos0 = Math.cos(frame.origin.yaw);
  const sin0 = Math.sin(frame.origin.yaw);
  for (const [colour, group] of byColour) {
    ctx.beginPath();
    for (const marker of group) {
      // mapToPixel inlined with the frame's turn worked out once: this runs for every marker every frame.
      const tx = marker.pose.x - frame.origin.x;
      const ty = marker.pose.y - frame.origin.y;
      const at = {
        x: view.x + ((tx * cos0 + ty * sin0) / frame.resolution) * view.scale,
        y: view.y + (frame.height - (-tx * sin0 + ty * cos0) / frame.resolution) * view.scale,
      };
      points.set(marker.id, at);
      // Image rows grow downwards, so the heading turns the other way on screen.
      const turn = -(marker.pose.yaw - frame.origin.yaw);
      const cos = Math.cos(turn);
      const sin = Math.sin(turn);
      const corner = (dx: number, dy: number) => [at.x + dx * cos - dy * sin, at.y + dx * sin + dy * cos] as const;
      ctx.moveTo(...corner(MARKER, 0));
      ctx.lineTo(...corner(-MARKER * 0.7, MARKER * 0.7));
      ctx.lineTo(...corner(-MARKER * 0.35, 0));
      ctx.lineTo(...corner(-MARKER * 0.7, -MARKER * 0.7));
      ctx.closePath();
    }
    ctx.fillStyle = colour;
    ctx.fill();
    if (edged) ctx.stroke();
  }
  return points;
}

/** The marker nearest a screen point within `radius` pixels, if any. */
export function markerAt(points: ReadonlyMap<number, PlanePoint>, at: PlanePoint, radius = 12): number | undefined {
  let best: number | undefined;
  let bestDistance = radius;
  for (const [id, point] of points) {
    const distance = Math.hypot(point.x - at.x, point.y - at.y);
    if (distance <= bestDistance) {
      best = id;
      bestDistance = distance;
    }
  }
  return best;
}
