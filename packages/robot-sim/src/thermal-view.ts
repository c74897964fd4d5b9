import jpeg from 'jpeg-js';
import { Thermal, thermalColor, type ThermalColorMap, type ThermalScalePosition } from '@fleetdeck/model';
import { drawText } from './bitmap-font.js';
import { FloorArea } from './floor-area.js';

/** What the thermal camera looks at and how the robot paints it (its applied §9 settings). */
export interface ThermalScene {
  pose: { x: number; y: number; yaw: number };
  colorMap: ThermalColorMap;
  scalePosition: ThermalScalePosition;
}

/** Warm things on a simulated floor, in metres and °C above the room: the dock, a server rack, a heater, a person. */
const HEAT_SOURCES = [
  { x: FloorArea.dock.x, y: FloorArea.dock.y, spread: 0.8, heat: 14 },
  { x: 20, y: 12, spread: 1.6, heat: 22 },
  { x: 34, y: 20, spread: 1.2, heat: 17 },
  { x: 9, y: 18, spread: 0.6, heat: 12 },
] as const;
const ROOM_C = 21;
/** The picture shows this much floor ahead of the camera and to each side, metres. */
const VIEW_AHEAD = 12;
const VIEW_HALF_WIDTH = 8;
const SCALE_ROWS = 10;

/** The temperature at a floor point, °C: room air a little warmer towards the far wall, plus the warm things. */
export function temperatureAt(x: number, y: number): number {
  let t = ROOM_C + (x / FloorArea.width) * 3;
  for (const s of HEAT_SOURCES) t += s.heat * Math.exp(-((x - s.x) ** 2 + (y - s.y) ** 2) / (2 * s.spread ** 2));
  // Walls outside the drivable area read cooler.
  if (x < 0 || y < 0 || x > FloorArea.width || y > FloorArea.height) t -= 4;
  return t;
}

/**
 * Renders the 256x192 thermal frame a robot's thermal camera sends: the floor ahead of its pose,
 * auto-ranged and painted with the applied colour map, and the temperature scale (coldest and
 * hottest °C) along the top or bottom when the applied scale position asks for one.
 */
export function renderThermalView(scene: ThermalScene, quality = 70): Uint8Array {
  const { width, height } = Thermal;
  const temps = new Float32Array(width * height);
  const cos = Math.cos(scene.pose.yaw);
  const sin = Math.sin(scene.pose.yaw);
  let min = Infinity;
  let max = -Infinity;
  for (let py = 0; py < height; py++) {
    const ahead = ((height - py) / height) * VIEW_AHEAD;
    for (let px = 0; px < width; px++) {
      const side = ((width / 2 - px) / (width / 2)) * VIEW_HALF_WIDTH;
      const t = temperatureAt(scene.pose.x + ahead * cos - side * sin, scene.pose.y + ahead * sin + side * cos);
      temps[py * width + px] = t;
      if (t < min) min = t;
      if (t > max) max = t;
    }
  }
  const range = Math.max(1, max - min);
  const data = Buffer.alloc(width * height * 4);
  const paint = (px: number, py: number, [r, g, b]: readonly number[]) => {
    const i = (py * width + px) * 4;
    data[i] = r!;
    data[i + 1] = g!;
    data[i + 2] = b!;
    data[i + 3] = 255;
  };
  for (let i = 0; i < temps.length; i++) paint(i % width, Math.floor(i / width), thermalColor(scene.colorMap, (temps[i]! - min) / range));
  if (scene.scalePosition !== 'none') {
    const top = scene.scalePosition === 'top' ? 0 : height - SCALE_ROWS;
    for (let py = top; py < top + SCALE_ROWS; py++) for (let px = 0; px < width; px++) paint(px, py, [20, 20, 20]);
    const low = min.toFixed(1);
    const high = max.toFixed(1);
    const barStart = low.length * 4 + 6;
    const barEnd = width - high.length * 4 - 6;
    for (let py = top + 2; py < top + SCALE_ROWS - 2; py++)
      for (let px = barStart; px < barEnd; px++) paint(px, py, thermalColor(scene.colorMap, (px - barStart) / (barEnd - barStart - 1)));
    drawText(low, 2, top + 2, 1, (px, py) => paint(px, py, [255, 255, 255]));
    drawText(high, barEnd + 4, top + 2, 1, (px, py) => paint(px, py, [255, 255, 255]));
  }
  const encoded = jpeg.encode({ data, width, height }, quality);
  return new Uint8Array(encoded.data.buffer, encoded.data.byteOffset, encoded.data.byteLength);
}
