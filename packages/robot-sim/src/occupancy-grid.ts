import type { RobotMapHeader } from '@fleetdeck/model';
import { PNG } from 'pngjs';
import type { Point } from './robot-state.js';

/**
 * A floor's occupancy grid as the console sent it (a map report, server → robot): the cells
 * map_server would call occupied block the robot's way. Pixels are read as map_server reads them:
 * occupancy = (255 - grey) / 255 (reversed when `negate`), occupied above `occupiedThresh`. Cells
 * outside the image are unknown and do not block (the simulated floor reaches past its map).
 */
export class OccupancyGrid {
  private constructor(
    readonly floorId: number,
    private readonly width: number,
    private readonly height: number,
    private readonly occupied: Uint8Array,
    private readonly header: RobotMapHeader,
  ) {}

  /** The grid of a map report's header and image, or null when the image is not a PGM or PNG it can read. */
  static read(header: RobotMapHeader, image: Uint8Array): OccupancyGrid | null {
    const grey = readGrey(image);
    if (!grey) return null;
    const occupied = new Uint8Array(grey.width * grey.height);
    for (let i = 0; i < occupied.length; i++) {
      const value = grey.pixels[i] ?? 0;
      const p = header.negate ? value / 255 : (255 - value) / 255;
      occupied[i] = p > header.occupiedThresh ? 1 : 0;
    }
    return new OccupancyGrid(header.floorId, grey.width, grey.height, occupied, header);
  }

  /** Whether the map frame point lies on an occupied cell. */
  occupiedAt(p: Point): boolean {
    const { resolution, origin } = this.header;
    // The origin's yaw turns the image about its lower-left pixel (map_server's convention).
    const dx = p.x - origin.x;
    const dy = p.y - origin.y;
    const cos = Math.cos(-origin.yaw);
    const sin = Math.sin(-origin.yaw);
    const col = Math.floor((dx * cos - dy * sin) / resolution);
    const row = this.height - 1 - Math.floor((dx * sin + dy * cos) / resolution);
    if (col < 0 || row < 0 || col >= this.width || row >= this.height) return false;
    return this.occupied[row * this.width + col] === 1;
  }

  /** Whether driving straight from a to b crosses an occupied cell (sampled at half a cell). */
  segmentBlocked(a: Point, b: Point): boolean {
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const steps = Math.max(1, Math.ceil(length / (this.header.resolution / 2)));
    for (let i = 0; i <= steps; i++) {
      if (this.occupiedAt({ x: a.x + ((b.x - a.x) * i) / steps, y: a.y + ((b.y - a.y) * i) / steps })) return true;
    }
    return false;
  }
}

function readGrey(bytes: Uint8Array): { width: number; height: number; pixels: Uint8Array } | null {
  try {
    if (bytes[0] === 0x89 && bytes[1] === 0x50) {
      const png = PNG.sync.read(Buffer.from(bytes));
      const pixels = new Uint8Array(png.width * png.height);
      for (let i = 0; i < pixels.length; i++) pixels[i] = png.data[i * 4] ?? 0;
      return { width: png.width, height: png.height, pixels };
    }
    if (bytes[0] === 0x50 && bytes[1] === 0x35) return readP5(bytes);
  } catch {
    return null;
  }
  return null;
}

/** A binary PGM with a maximum grey of 255 (what map_server saves). */
function readP5(bytes: Uint8Array): { width: number; height: number; pixels: Uint8Array } | null {
  const text = Buffer.from(bytes.subarray(0, Math.min(bytes.length, 512))).toString('latin1');
  const match = /^P5(?:\s|#[^\n]*\n)+(\d+)(?:\s|#[^\n]*\n)+(\d+)(?:\s|#[^\n]*\n)+(\d+)\s/.exec(text);
  if (!match || match[3] !== '255') return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  const start = match[0].length;
  if (bytes.length - start < width * height) return null;
  return { width, height, pixels: bytes.subarray(start, start + width * height) };
}
