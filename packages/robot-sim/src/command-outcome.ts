import type { AckMessage, CameraId } from '@fleetdeck/model';

/** What a queued command comes to: its ack, how long it takes, and what happens once it is acked. */
export interface Outcome {
  result: AckMessage['result'];
  code?: string;
  message?: string;
  durationMs: number;
  data?: Record<string, unknown>;
  after?: () => void;
  /** A photo to take with this camera when the command completes, just before its ack. */
  photo?: CameraId;
}
