import { encodeRobotMapReport, type RobotMapHeader } from '@fleetdeck/model';
import { PNG } from 'pngjs';
import { DEFAULT_FLOOR_BOUNDS } from './floor-area.js';

// The simulated robot's map of a floor, as a ROS robot would have built it with SLAM: the floor's
// drivable rectangle free, a wall round it, the rest unknown. It is reported over the gateway
// (a binary map report, docs/gateway-protocol.md "Robot map") for each floor the robot comes to.

/** Metres per pixel of the simulator's maps (map_server's usual 5 cm). */
export const SIM_MAP_RESOLUTION = 0.05;
/** Pixels of unknown beyond the wall on each side, and the wall's thickness. */
const UNKNOWN_PX = 10;
const WALL_PX = 3;
// map_server trinary grey levels: free 254, occupied 0, unknown 205.
const FREE = 254;
const OCCUPIED = 0;
const UNKNOWN = 205;

let png: Buffer | null = null;

/** The map image: the same for every floor and robot, so built once (a grey PNG of a few kilobytes). */
export function simMapImage(): Buffer {
  if (png) return png;
  const bounds = DEFAULT_FLOOR_BOUNDS;
  const inner = { width: Math.round((bounds.maxX - bounds.minX) / SIM_MAP_RESOLUTION), height: Math.round((bounds.maxY - bounds.minY) / SIM_MAP_RESOLUTION) };
  const width = inner.width + 2 * UNKNOWN_PX;
  const height = inner.height + 2 * UNKNOWN_PX;
  const image = new PNG({ width, height, colorType: 0, inputColorType: 0, inputHasAlpha: false });
  const grey = Buffer.alloc(width * height, UNKNOWN);
  for (let y = UNKNOWN_PX; y < height - UNKNOWN_PX; y++) {
    for (let x = UNKNOWN_PX; x < width - UNKNOWN_PX; x++) {
      const edge = Math.min(x - UNKNOWN_PX, y - UNKNOWN_PX, width - UNKNOWN_PX - 1 - x, height - UNKNOWN_PX - 1 - y);
      grey[y * width + x] = edge < WALL_PX ? OCCUPIED : FREE;
    }
  }
  image.data = grey;
  png = PNG.sync.write(image, { colorType: 0, inputColorType: 0, inputHasAlpha: false });
  return png;
}

/** The map.yaml values of the simulator's map of `floorId`; the image's lower-left pixel sits `UNKNOWN_PX` outside the floor's corner. */
export function simMapHeader(floorId: number): RobotMapHeader {
  const margin = UNKNOWN_PX * SIM_MAP_RESOLUTION;
  return {
    floorId,
    image: `sim-floor-${floorId}.png`,
    resolution: SIM_MAP_RESOLUTION,
    origin: { x: DEFAULT_FLOOR_BOUNDS.minX - margin, y: DEFAULT_FLOOR_BOUNDS.minY - margin, yaw: 0 },
    occupiedThresh: 0.65,
    freeThresh: 0.196,
    // A map uploaded or edited in the console is the one the operator wants: the simulator's never replaces it.
    onlyIfNone: true,
    ref: `map-${floorId}`,
  };
}

/** The binary map report of the simulator's map of `floorId`. */
export function simMapReport(floorId: number): Uint8Array {
  return encodeRobotMapReport(simMapHeader(floorId), simMapImage());
}
