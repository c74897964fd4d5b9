import { PNG } from 'pngjs';

/** A map image as grey levels, one byte per pixel, rows from the top. */
export interface GreyImage {
  width: number;
  height: number;
  grey: Uint8Array;
}

/** The image types map.yaml may name that the console reads. */
export type MapImageType = 'image/x-portable-graymap' | 'image/png';

/** Largest side a robot map may have, in pixels (a 4,000 × 4,000 map is the benchmark's). */
export const MAX_MAP_SIDE = 8192;

/** A map image the console cannot read; the message says why, `tooLarge` whether it was only its size. */
export class MapImageError extends Error {
  constructor(message: string, readonly tooLarge = false) {
    super(message);
  }
}

/** The type of a map image from its first bytes, or undefined. */
export function mapImageType(bytes: Uint8Array): MapImageType | undefined {
  if (bytes[0] === 0x50 && (bytes[1] === 0x35 || bytes[1] === 0x32)) return 'image/x-portable-graymap';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  return undefined;
}

function checkSize(width: number, height: number, maxSide: number): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new MapImageError('has no pixels');
  if (width > maxSide || height > maxSide) throw new MapImageError(`must be at most ${maxSide} pixels a side (it is ${width} × ${height})`, true);
}

/** Reads a binary (P5) or text (P2) PGM, the format map_server saves. */
export function readPgm(bytes: Uint8Array, maxSide: number = MAX_MAP_SIDE): GreyImage {
  const binary = bytes[1] === 0x35;
  let at = 2;
  const header: number[] = [];
  // Header: width, height, maxval as text, with # comments; one whitespace byte ends it in P5.
  while (header.length < 3) {
    while (at < bytes.length && /\s/.test(String.fromCharCode(bytes[at] ?? 0))) at++;
    if (bytes[at] === 0x23) {
      while (at < bytes.length && bytes[at] !== 0x0a) at++;
      continue;
    }
    const start = at;
    while (at < bytes.length && /\d/.test(String.fromCharCode(bytes[at] ?? 0))) at++;
    if (start === at) throw new MapImageError('is not a readable PGM header');
    header.push(Number(Buffer.from(bytes.subarray(start, at)).toString('ascii')));
  }
  const [width, height, maxval] = header as [number, number, number];
  checkSize(width, height, maxSide);
  if (maxval < 1 || maxval > 65535) throw new MapImageError('has a PGM maximum grey outside 1..65535');
  const count = width * height;
  const grey = new Uint8Array(count);
  const scale = (v: number) => (maxval === 255 ? v : Math.round((v * 255) / maxval));
  if (binary) {
    at++;
    const wide = maxval > 255;
    if (bytes.length - at < count * (wide ? 2 : 1)) throw new MapImageError('ends before its last pixel');
    for (let i = 0; i < count; i++) grey[i] = scale(wide ? ((bytes[at + 2 * i] ?? 0) << 8) | (bytes[at + 2 * i + 1] ?? 0) : bytes[at + i] ?? 0);
  } else {
    const values = Buffer.from(bytes.subarray(at)).toString('ascii').replace(/#[^\n]*/g, '').trim().split(/\s+/);
    if (values.length < count) throw new MapImageError('ends before its last pixel');
    for (let i = 0; i < count; i++) grey[i] = scale(Number(values[i]));
  }
  return { width, height, grey };
}

/** Reads a PNG map; colour pixels count by their red channel, as map_server reads the first channel. */
export function readPng(bytes: Uint8Array, maxSide: number = MAX_MAP_SIDE): GreyImage {
  // The size from the IHDR chunk first: a small file may claim a huge picture, which decoding would allocate.
  if (bytes.length < 24) throw new MapImageError('is not a readable PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  checkSize(view.getUint32(16), view.getUint32(20), maxSide);
  let png: PNG;
  try {
    png = PNG.sync.read(Buffer.from(bytes));
  } catch {
    throw new MapImageError('is not a readable PNG');
  }
  checkSize(png.width, png.height, maxSide);
  const grey = new Uint8Array(png.width * png.height);
  for (let i = 0; i < grey.length; i++) grey[i] = png.data[i * 4] ?? 0;
  return { width: png.width, height: png.height, grey };
}

/** Reads a map image of either type. */
export function readMapImage(bytes: Uint8Array, maxSide: number = MAX_MAP_SIDE): GreyImage & { type: MapImageType } {
  const type = mapImageType(bytes);
  if (!type) throw new MapImageError('must be a PGM or PNG image');
  return { ...(type === 'image/png' ? readPng(bytes, maxSide) : readPgm(bytes, maxSide)), type };
}

/**
 * Longest side of a map's preview, pixels. A map drawn fitted on a screen needs no more than about
 * 1,000 px, and a preview this size decodes in a few milliseconds where a 4,000 × 4,000 map takes
 * about 300 ms in Chromium, so the editor paints the map at once and the full image follows.
 */
export const MAP_PREVIEW_SIDE = 1024;

/**
 * The map at a power-of-two fraction of its size with no side over MAP_PREVIEW_SIDE, or undefined
 * when it is that small already. Each preview pixel is the most occupied of those it covers (the
 * darkest, or the lightest when map.yaml says `negate`), so one-pixel walls stay visible.
 */
export function mapPreview(image: GreyImage, negate: boolean): GreyImage | undefined {
  let shift = 0;
  while (Math.max(image.width, image.height) > MAP_PREVIEW_SIDE << shift) shift += 1;
  if (shift === 0) return undefined;
  const factor = 1 << shift;
  const width = Math.ceil(image.width / factor);
  const height = Math.ceil(image.height / factor);
  const grey = new Uint8Array(width * height).fill(negate ? 0 : 255);
  const source = image.grey;
  for (let y = 0; y < image.height; y++) {
    const into = (y >> shift) * width;
    const from = y * image.width;
    for (let x = 0; x < image.width; x++) {
      const value = source[from + x] as number;
      const at = into + (x >> shift);
      if (negate ? value > (grey[at] as number) : value < (grey[at] as number)) grey[at] = value;
    }
  }
  return { width, height, grey };
}

/** A grey PNG of the image, the form browsers draw (they cannot draw PGM). */
export function greyPng(image: GreyImage): Buffer {
  const png = new PNG({ width: image.width, height: image.height, colorType: 0, inputColorType: 0, inputHasAlpha: false });
  png.data = Buffer.from(image.grey);
  return PNG.sync.write(png, { colorType: 0, inputColorType: 0, inputHasAlpha: false });
}
