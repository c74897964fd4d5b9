import { CleaningRobotModels, type TelemetryMessage } from '@fleetdeck/model';
import { batteryStateFor } from './battery.js';
import { navigationState } from './navigation.js';
import type { RobotState } from './robot-state.js';

/** The telemetry message for a robot's state at `now`: rounded numbers; cleaning only from cleaning models. */
export function buildTelemetry(s: RobotState, now: number): TelemetryMessage {
  return {
    type: 'telemetry',
    ts: now,
    floorId: s.floorId,
    pose: { x: round(s.pose.x, 3), y: round(s.pose.y, 3), yaw: round(s.pose.yaw, 3) },
    velocity: { linear: round(s.velocity.linear, 3), angular: round(s.velocity.angular, 3) },
    battery: { percent: round(s.battery, 1), state: batteryStateFor(s.battery, s.charging) },
    status: s.errors.has('HARDWARE_ERROR') ? 0 : 1,
    currentFlow: s.flow ? { flowId: s.flow.flowId, name: s.flow.name, step: s.flow.index, steps: s.flow.waypoints.length } : null,
    commandMode: s.commandMode,
    speed: s.speed,
    callIn: s.callIn,
    recording: s.recording,
    recorder: s.recorder,
    errors: [...s.errors.keys()],
    camera: s.camera,
    sentry: s.sentry,
    thermalCamera: s.thermal.camera,
    thermalColorMap: s.thermal.colorMap,
    navigation: navigationState(s),
    ...(CleaningRobotModels.includes(s.model) ? { cleaning: s.cleaning } : {}),
  };
}

function round(v: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}
