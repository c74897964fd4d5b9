import type { RobotLiveState } from '@fleetdeck/model';

/** Why driving is locked, as an i18n key under `lock.`; null when the operator may drive. */
export type DriveLockReason = 'streamNotOpen' | 'robotOffline' | 'noCamera' | 'cameraStale' | 'lostLink' | 'emergencyStop' | 'hardwareError';

/** What decides whether driving is allowed. */
export interface DriveLockInput {
  streamStatus: string;
  robot: Pick<RobotLiveState, 'connection' | 'telemetry'> | undefined;
  hasFrame: boolean;
  stale: boolean;
  lostLink: boolean;
}

/** Safety first: an operator drives only with an open stream, an online robot and a fresh camera view. */
export function driveLockReason(input: DriveLockInput): DriveLockReason | null {
  if (input.streamStatus !== 'open') return 'streamNotOpen';
  if (!input.robot || input.robot.connection !== 'online') return 'robotOffline';
  if (input.lostLink) return 'lostLink';
  if (!input.hasFrame) return 'noCamera';
  if (input.stale) return 'cameraStale';
  const errors = input.robot.telemetry?.errors ?? [];
  if (errors.includes('EMERGENCY_STOP')) return 'emergencyStop';
  if (errors.includes('HARDWARE_ERROR')) return 'hardwareError';
  return null;
}
