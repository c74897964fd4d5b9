import jpeg from 'jpeg-js';
import type { CropSetting } from '@fleetdeck/model';
import { cropOf, decodePhoto } from './gauge-reader.js';

/**
 * The part of a JPEG photo a check item's saved crop frames, as a JPEG: what a meter reading service
 * is sent, so it reads the same gauge the built-in reader reads (the crop found with the same geometry,
 * `cropOf`). Without a crop, or when the crop finds nothing on this photo, the whole photo is answered
 * unchanged: the service then looks for the meter itself rather than being sent nothing.
 */
export function cropPhoto(photo: Uint8Array, setting: CropSetting | null, quality = 90): Uint8Array {
  if (!setting) return photo;
  const picture = decodePhoto(photo);
  const crop = cropOf(picture, setting);
  if (crop.width === picture.width && crop.height === picture.height) return photo;
  const data = new Uint8Array(crop.width * crop.height * 4);
  for (let row = 0; row < crop.height; row++) {
    const from = ((crop.y + row) * picture.width + crop.x) * 4;
    data.set(picture.rgba.subarray(from, from + crop.width * 4), row * crop.width * 4);
  }
  const encoded = jpeg.encode({ data, width: crop.width, height: crop.height }, quality);
  return new Uint8Array(encoded.data.buffer, encoded.data.byteOffset, encoded.data.byteLength);
}
