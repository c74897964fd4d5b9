// Camera frames travel as binary WebSocket messages, not base64 in JSON: base64 adds a third to
// every frame and costs a copy and a decode on each hop, and frames are the bulk of the bytes.
// Layout: "FDCF" | u8 version | u16 header length (big-endian) | UTF-8 JSON header | JPEG bytes.
// A photo travels the same way, its header marked with the seq of the `photo` command it answers.
import { decodeEnvelope, encodeEnvelope } from './gateway-binary-envelope.js';

/** Metadata carried before the JPEG bytes of a camera frame. */
export interface CameraFrameHeader {
  /** Robot serial number; the server adds it when it relays a frame to a browser. */
  serialNo?: string;
  camera: string;
  /** Capture time on the robot clock, ms since epoch. */
  ts: number;
  frameSeq: number;
  width: number;
  height: number;
  /** Only on a photo: the seq of the `photo` command it answers (sent just before that command's ack). */
  photoSeq?: number;
  /** Only on an inspection picture: the check item of the running flow it shows. */
  inspection?: { checkItemId: number };
}

/** A decoded camera frame. */
export interface CameraFrame {
  header: CameraFrameHeader;
  jpeg: Uint8Array;
}

const MAGIC = [0x46, 0x44, 0x43, 0x46];
const VERSION = 1;

/** Packs a header and JPEG bytes into one binary message. */
export function encodeCameraFrame(header: CameraFrameHeader, jpeg: Uint8Array): Uint8Array {
  return encodeEnvelope(MAGIC, VERSION, header, jpeg, 'camera frame');
}

/** Unpacks a binary camera frame message; null when it is not one. */
export function decodeCameraFrame(data: Uint8Array): CameraFrame | null {
  const envelope = decodeEnvelope(MAGIC, VERSION, data);
  return envelope && isHeader(envelope.header) ? { header: envelope.header, jpeg: envelope.payload } : null;
}

function isHeader(v: unknown): v is CameraFrameHeader {
  if (typeof v !== 'object' || v === null) return false;
  const h = v as Record<string, unknown>;
  return (
    typeof h.camera === 'string' &&
    typeof h.ts === 'number' &&
    typeof h.frameSeq === 'number' &&
    typeof h.width === 'number' &&
    typeof h.height === 'number' &&
    (h.serialNo === undefined || typeof h.serialNo === 'string') &&
    (h.photoSeq === undefined || (Number.isInteger(h.photoSeq) && (h.photoSeq as number) >= 0)) &&
    (h.inspection === undefined || isInspection(h.inspection))
  );
}

function isInspection(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  const id = (v as Record<string, unknown>).checkItemId;
  return Number.isInteger(id) && (id as number) >= 1;
}
