import jpeg from 'jpeg-js';
import { FloorArea } from './floor-area.js';
import { drawText } from './bitmap-font.js';

/** Size of a synthetic camera frame, pixels. */
// Small on purpose: jpeg-js is pure JavaScript, and a frame must cost a robot only milliseconds.
export const CameraViewSize = { width: 160, height: 120 } as const;

/** What a top view of the floor shows. */
export interface CameraViewScene {
  pose: { x: number; y: number; yaw: number };
  /** Capture time, ms since epoch; drawn as UTC HH:MM:SS.mmm so a viewer can read the latency. */
  ts: number;
}

/** Renders a synthetic JPEG top view of the floor with the robot, its heading and the time. */
export function renderCameraView(scene: CameraViewScene, quality = 60): Uint8Array {
  const { width, height } = CameraViewSize;
  const data = Buffer.alloc(width * height * 4);
  const scale = Math.min(width / FloorArea.width, (height - 20) / FloorArea.height);
  const toPx = (x: number, y: number) => ({ px: Math.round(x * scale), py: Math.round(height - 1 - y * scale) });
  const set = (px: number, py: number, r: number, g: number, b: number) => {
    if (px < 0 || py < 0 || px >= width || py >= height) return;
    const i = (py * width + px) * 4;
    data[i] = r;
    data[i + 1] = g;
    data[i + 2] = b;
    data[i + 3] = 255;
  };
  for (let py = 0; py < height; py++) for (let px = 0; px < width; px++) set(px, py, 232, 236, 238);
  for (let m = 0; m <= FloorArea.width; m += 5) {
    const { px } = toPx(m, 0);
    for (let py = height - 1 - Math.round(FloorArea.height * scale); py < height; py++) set(px, py, 200, 206, 210);
  }
  for (let m = 0; m <= FloorArea.height; m += 5) {
    const { py } = toPx(0, m);
    for (let px = 0; px <= Math.round(FloorArea.width * scale); px++) set(px, py, 200, 206, 210);
  }
  const dock = toPx(FloorArea.dock.x, FloorArea.dock.y);
  for (let dy = -4; dy <= 4; dy++) for (let dx = -4; dx <= 4; dx++) set(dock.px + dx, dock.py + dy, 60, 170, 90);
  const robot = toPx(scene.pose.x, scene.pose.y);
  for (let dy = -6; dy <= 6; dy++)
    for (let dx = -6; dx <= 6; dx++) if (dx * dx + dy * dy <= 36) set(robot.px + dx, robot.py + dy, 24, 144, 161);
  for (let t = 0; t <= 14; t++)
    set(robot.px + Math.round(Math.cos(scene.pose.yaw) * t), robot.py - Math.round(Math.sin(scene.pose.yaw) * t), 20, 40, 60);
  const stamp = new Date(scene.ts).toISOString().slice(11, 23);
  for (let py = 0; py < 16; py++) for (let px = 0; px < width; px++) set(px, py, 20, 30, 40);
  drawText(stamp, 4, 3, 2, (px, py) => set(px, py, 255, 255, 255));
  const encoded = jpeg.encode({ data, width, height }, quality);
  return new Uint8Array(encoded.data.buffer, encoded.data.byteOffset, encoded.data.byteLength);
}
