import type { LocalizedText } from './common.js';
import type { EventMessage, TelemetryMessage } from './gateway.js';

// What the gateway itself notes about a robot, beside what the robot reports (docs/gateway-protocol.md).

/** Codes of events the gateway raises about a robot, with the operator's text. */
export const GatewayNoteCode = {
  UNKNOWN_FLOOR: {
    en: "The robot reports a floor that is not one of its building's floors, so it is not shown on any floor: check the robot's map and building",
    ja: 'ロボットが所属ビルにないフロアを報告しているため、どのフロアにも表示していません。ロボットの地図と所属ビルを確認してください',
  },
} satisfies Record<string, LocalizedText>;
export type GatewayNoteCode = keyof typeof GatewayNoteCode;

/**
 * Raised (`active: true`, warning) when a robot reports a floor its building does not have, and
 * cleared (`active: false`) once it reports one of them again. Robots never send it.
 */
export interface UnknownFloorEvent {
  ts: number;
  kind: 'floor';
  code: 'UNKNOWN_FLOOR';
  level: 0 | 5;
  active: boolean;
  /** Never set; here so an event of any kind can be read alike. */
  message?: string;
  /** The floor the robot reported, and the building's floors. */
  data: { floorId: number; floorIds: number[] };
}

/** An event as the server stores and streams it: the robot's own, or one the gateway notes. */
export type RobotEventRecord = Omit<EventMessage, 'type'> | UnknownFloorEvent;

/**
 * Telemetry as the server keeps and streams it: `floorId` is null while the robot reports a floor
 * that is not in its building, so nothing places it on a floor it cannot be on.
 */
export type LiveTelemetry = Omit<TelemetryMessage, 'type' | 'floorId'> & { floorId: number | null };
