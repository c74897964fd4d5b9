import type { LiveTelemetry, ScheduleReason } from '@fleetdeck/model';
import type { CommandOutcome } from '../gateway/robot-session.js';

/** Why a robot's state forbids starting a flow now, before it is asked; undefined when nothing does. */
export function refusalBeforeStart(telemetry: LiveTelemetry | null): ScheduleReason | undefined {
  if (!telemetry) return undefined;
  if (telemetry.errors.includes('EMERGENCY_STOP')) return 'emergencyStop';
  if (telemetry.errors.includes('LOW_BATTERY')) return 'batteryLow';
  return undefined;
}

/** The log's reason for a robot's refusal of the start command. */
export function refusalReason(outcome: CommandOutcome): ScheduleReason {
  switch (outcome.code) {
    case 'ROBOT_OFFLINE':
    case 'ACK_TIMEOUT':
      return 'robotOffline';
    case 'FLOW_ALREADY_RUNNING':
      return 'flowAlreadyRunning';
    case 'EMERGENCY_STOP':
      return 'emergencyStop';
    case 'LOW_BATTERY':
    case 'BATTERY_LOW':
      return 'batteryLow';
    default:
      return 'robotRefused';
  }
}
