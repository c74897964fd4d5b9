import jsQR from 'jsqr';
import { cropBesideQr, type CropSetting, type PictureRect } from '@fleetdeck/model';
import { decodePhoto, type GreyPicture } from '@fleetdeck/robot-sim';

/** The QR code found on a photo: what it says and the crop it defines beside it. */
export interface QrCrop {
  text: string;
  rect: PictureRect;
}

/**
 * Finds the QR code on a decoded photo with jsQR, as the check-item settings dialog does in the
 * browser, and answers the crop it defines (the model's `cropBesideQr`, so a saved QR crop lands on
 * the same square on every later photo). Null when no code is found or it leaves no room beside it.
 */
export function findQrCrop(picture: GreyPicture): QrCrop | null {
  const rgba = new Uint8ClampedArray(picture.rgba.buffer, picture.rgba.byteOffset, picture.rgba.byteLength);
  const code = jsQR(rgba, picture.width, picture.height, { inversionAttempts: 'dontInvert' });
  if (!code) return null;
  const { topLeftCorner, topRightCorner, bottomRightCorner, bottomLeftCorner } = code.location;
  const rect = cropBesideQr([topLeftCorner, topRightCorner, bottomRightCorner, bottomLeftCorner], picture.width, picture.height);
  return rect ? { text: code.data, rect } : null;
}

/** A check item's saved crop as it applies to one photo; `otherQr` is set when the photo's QR code names another meter. */
export interface AppliedCrop {
  crop: CropSetting | null;
  otherQr?: string;
}

/**
 * Applies a saved QR crop to a photo: the crop becomes the square beside the code found on it. When
 * none is found the crop stays as it was (the reader reads the whole photo, as it does when an
 * ArUco crop's markers are not found). A code that says something other than the item's QR code
 * number is another meter's label: the photo is not this item's meter. Other crops pass unchanged.
 */
export function applyQrCrop(setting: CropSetting | null, jpeg: Uint8Array, qrCodeNumber: string): AppliedCrop {
  if (setting?.mode !== 'qr') return { crop: setting };
  const found = findQrCrop(decodePhoto(jpeg));
  if (!found) return { crop: setting };
  if (qrCodeNumber !== '' && found.text !== qrCodeNumber) return { crop: setting, otherQr: found.text };
  return { crop: { mode: 'none', rect: found.rect } };
}
