import { UploadContentTypes, type MediaFileType } from '@fleetdeck/model';

// The first bytes each accepted content type starts with; a declared type must match the bytes,
// so a renamed HTML or script file is refused rather than served back under an image type.
const signatures: Record<string, (head: Buffer) => boolean> = {
  'image/png': (h) => h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  'image/gif': (h) => h.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (h) => h.subarray(0, 4).toString('latin1') === 'RIFF' && h.subarray(8, 12).toString('latin1') === 'WEBP',
  'video/mp4': (h) => h.subarray(4, 8).toString('latin1') === 'ftyp',
  'video/quicktime': (h) => ['ftyp', 'moov', 'mdat', 'wide', 'free'].includes(h.subarray(4, 8).toString('latin1')),
  'video/webm': (h) => h.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
};

/** The kind of file a content type is, or undefined when uploads of that type are refused. */
export function fileTypeOf(contentType: string): MediaFileType | undefined {
  if ((UploadContentTypes.image as readonly string[]).includes(contentType)) return 'image';
  if ((UploadContentTypes.video as readonly string[]).includes(contentType)) return 'video';
  return undefined;
}

/** Whether a file's first bytes match its declared content type. */
export function matchesSignature(contentType: string, head: Buffer): boolean {
  return signatures[contentType]?.(head) ?? false;
}
