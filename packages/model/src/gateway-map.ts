import { Type, type Static } from '@sinclair/typebox';
import { Id } from './common.js';
import { MapCoordinate } from './waypoint.js';
import { decodeEnvelope, encodeEnvelope, hasMagic } from './gateway-binary-envelope.js';

// A robot reports its map of a floor over /gateway (issue 18 item 1): the occupancy grid as ROS
// map_server / Nav2 keep it, the map.yaml values in a JSON header and the PGM or PNG image after
// it, in one binary message. Binary, like camera frames, because a map is hundreds of kilobytes
// and base64 in JSON would add a third and a decode on the server; and one message, so a robot
// needs no second upload path with its own credentials.
// Layout: "FDMP" | u8 version | u16 header length (big-endian) | UTF-8 JSON header | image bytes.

const MAGIC = [0x46, 0x44, 0x4d, 0x50];
const VERSION = 1;

/** What limits a robot's map report (docs/gateway-protocol.md, "Robot map"). */
export const RobotMapLimits = {
  /** Largest side of a reported map, pixels: a robot's map is drawn in the browser, so smaller than an upload's 8,192. */
  maxSide: 4096,
  /** Map reports a robot may send at once, and one more per this many ms over time (kept across reconnects). */
  burst: 5,
  refillMs: 10_000,
} as const;

/** The JSON header of a map report: map.yaml's values for the image that follows, and the floor they are of. */
export const RobotMapHeader = Type.Object(
  {
    /** The floor the map is of: one of the robot's building's floors (`welcome.floorIds`). */
    floorId: Id,
    /** The image's file name, as map.yaml's `image` names it. */
    image: Type.String({ minLength: 1, maxLength: 128, pattern: '^[^/\\\\]+$' }),
    /** Metres per pixel. */
    resolution: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
    /** The map frame pose of the image's lower-left pixel: x, y metres, yaw radians. */
    origin: Type.Object({ x: MapCoordinate, y: MapCoordinate, yaw: Type.Number({ minimum: -7, maximum: 7 }) }, { additionalProperties: false }),
    occupiedThresh: Type.Number({ minimum: 0, maximum: 1 }),
    freeThresh: Type.Number({ minimum: 0, maximum: 1 }),
    /** map.yaml `negate` (default false). */
    negate: Type.Optional(Type.Boolean()),
    /** map.yaml `mode` (default trinary). */
    mode: Type.Optional(Type.Union([Type.Literal('trinary'), Type.Literal('scale'), Type.Literal('raw')])),
    /**
     * Store only when the floor has no robot map yet (default false: the report replaces the
     * floor's map). The simulator sets it, so its drawn rectangle never replaces a map uploaded or
     * edited in the console.
     */
    onlyIfNone: Type.Optional(Type.Boolean()),
    /** The robot's own name for the report (1-64 characters), repeated on the answer. */
    ref: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type RobotMapHeader = Static<typeof RobotMapHeader>;

/**
 * Server → robot: the answer to a map report that was not refused. `stored` is false when the
 * floor's map was left as it was: it already was this map, or `onlyIfNone` found one.
 */
export const MapStoredMessage = Type.Object({
  type: Type.Literal('mapStored'),
  floorId: Id,
  stored: Type.Boolean(),
  ref: Type.Optional(Type.String()),
});
export type MapStoredMessage = Static<typeof MapStoredMessage>;

/** A decoded map report: its header still unchecked (the server validates it) and the image bytes. */
export interface RobotMapReport {
  header: unknown;
  image: Uint8Array;
}

/** Whether a binary gateway message is a map report (by its first four bytes). */
export function isRobotMapReport(data: Uint8Array): boolean {
  return hasMagic(data, MAGIC);
}

/** Packs a map report: the header and the PGM or PNG bytes. */
export function encodeRobotMapReport(header: RobotMapHeader, image: Uint8Array): Uint8Array {
  return encodeEnvelope(MAGIC, VERSION, header, image, 'map report');
}

/** Unpacks a map report; null when its layout is broken (not its magic, another version, a cut or unreadable header). */
export function decodeRobotMapReport(data: Uint8Array): RobotMapReport | null {
  const envelope = decodeEnvelope(MAGIC, VERSION, data);
  return envelope && { header: envelope.header, image: envelope.payload };
}
