import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { greyPng, MAP_PREVIEW_SIDE, mapPreview, MapImageError, readMapImage } from './map-image.js';

const p5 = (width: number, height: number, pixels: number[], maxval = 255) =>
  Buffer.concat([Buffer.from(`P5\n# CREATOR: map_saver\n${width} ${height}\n${maxval}\n`, 'ascii'), Buffer.from(pixels)]);

describe('map images', () => {
  it('reads a binary PGM as map_saver writes it', () => {
    expect(readMapImage(p5(3, 2, [0, 205, 254, 254, 0, 205]))).toEqual({ type: 'image/x-portable-graymap', width: 3, height: 2, grey: Uint8Array.from([0, 205, 254, 254, 0, 205]) });
  });

  it('reads a text PGM and scales its grey levels to 0..255', () => {
    const image = readMapImage(Buffer.from('P2\n2 1\n15\n0 15\n', 'ascii'));
    expect([...image.grey]).toEqual([0, 255]);
  });

  it('turns a map into a grey PNG and reads it back the same', () => {
    const image = { width: 3, height: 2, grey: Uint8Array.from([0, 205, 254, 254, 0, 205]) };
    const png = greyPng(image);
    expect(PNG.sync.read(png).width).toBe(3);
    expect(readMapImage(png)).toEqual({ ...image, type: 'image/png' });
  });

  it('refuses what is not a map image, or is cut short', () => {
    expect(() => readMapImage(Buffer.from('GIF89a'))).toThrow(MapImageError);
    expect(() => readMapImage(p5(3, 2, [0, 1]))).toThrow('ends before its last pixel');
    expect(() => readMapImage(Buffer.from('P5\n9000 2\n255\n'))).toThrow('at most');
  });

  it('previews a large map at a power-of-two fraction, keeping one-pixel walls', () => {
    const width = MAP_PREVIEW_SIDE * 4 - 1;
    const height = 10;
    const grey = new Uint8Array(width * height).fill(254);
    grey[5 * width + 9] = 0; // a wall pixel in the preview's third column
    grey[width * height - 1] = 205; // unknown in the last, partly covered, preview pixel
    const preview = mapPreview({ width, height, grey }, false);
    expect(preview).toMatchObject({ width: MAP_PREVIEW_SIDE, height: 3 });
    expect(preview?.grey[MAP_PREVIEW_SIDE + 2]).toBe(0);
    expect(preview?.grey[MAP_PREVIEW_SIDE + 1]).toBe(254);
    expect(preview?.grey[MAP_PREVIEW_SIDE * 3 - 1]).toBe(205);
  });

  it('keeps the occupied value of a negated map (light is occupied) and needs no preview for a small map', () => {
    const width = MAP_PREVIEW_SIDE * 2;
    const grey = new Uint8Array(width * 2).fill(1);
    grey[3] = 255;
    expect(mapPreview({ width, height: 2, grey }, true)?.grey[1]).toBe(255);
    expect(mapPreview({ width: MAP_PREVIEW_SIDE * 4 + 1, height: 1, grey: new Uint8Array(MAP_PREVIEW_SIDE * 4 + 1) }, false)?.width).toBe(Math.ceil((MAP_PREVIEW_SIDE * 4 + 1) / 8));
    expect(mapPreview({ width: MAP_PREVIEW_SIDE, height: 8, grey: new Uint8Array(MAP_PREVIEW_SIDE * 8) }, false)).toBeUndefined();
  });
});
