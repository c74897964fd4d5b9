import type { RobotLiveState, StreamServerMessage } from '@fleetdeck/model';

/**
 * State of the page's one `/api/stream` connection.
 * @group Live robots
 * @example
 * ```tsx
 * const status: StreamStatus = useStreamStatus();
 * return status === 'reconnecting' ? <Badge color="warning">{t('reconnecting')}</Badge> : null;
 * ```
 */
export type StreamStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/**
 * A robot event as the stream relays it, with the browser time it arrived.
 * @group Live robots
 * @example
 * ```ts
 * useRobotEvents(serialNo, (event: LiveRobotEvent) => {
 *   setEvents((list) => [event, ...list].slice(0, 50)); // newest first, arrival time in event.receivedAt
 * });
 * ```
 */
export type LiveRobotEvent = Omit<Extract<StreamServerMessage, { type: 'event' }>, 'type'> & { receivedAt: number };

/**
 * The server's answer to one command: the robot's ack, or the server's own refusal.
 * @group Live robots
 * @example
 * ```ts
 * const ack: RobotCommandAck = await sendRobotCommand(serialNo, { name: 'stop' });
 * if (ack.result !== 'ok') showAlert({ type: 'warning', message: t('stopRefused') });
 * ```
 */
export type RobotCommandAck = Omit<Extract<StreamServerMessage, { type: 'ack' }>, 'type'>;

/**
 * Latest camera picture of one robot camera as the UI shows it.
 * @group Live robots
 * @example
 * ```tsx
 * const view: RobotCameraView = useRobotCamera(serialNo, 'v1');
 * return view.frameUrl ? <img src={view.frameUrl} alt={t('camera.v1')} style={{ opacity: view.stale ? 0.5 : 1 }} /> : <Spinner />;
 * ```
 */
export interface RobotCameraView {
  /** Object URL of the newest JPEG; the previous one is revoked when a new one arrives. */
  frameUrl: string | undefined;
  /** Capture time of the newest frame (robot clock, ms since epoch). */
  frameAt: number | undefined;
  /** How old the newest frame was when it arrived, corrected for the server's clock. */
  latencyMs: number | undefined;
  /** True when no frame arrived for `CAMERA_STALE_MS` or the newest one's latency is over `CAMERA_MAX_LATENCY_MS`. */
  stale: boolean;
}

export type { RobotLiveState };
