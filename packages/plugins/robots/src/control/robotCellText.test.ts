import { describe, expect, it } from 'vitest';
import type { RobotLiveState } from '@fleetdeck/model';
import { robotCellText } from './robotCellText.js';

// A translator that shows which key and values were asked for.
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key}${JSON.stringify(values)}` : key);

function robot(
  overrides: Partial<RobotLiveState['telemetry'] & object> | null,
  heard: number | null = Date.UTC(2026, 10, 22, 5, 3, 7),
  state: Partial<Pick<RobotLiveState, 'registeredStatus' | 'connection'>> = {},
): RobotLiveState {
  return {
    robotId: 7, serialNo: 'UGO EX/1', name: 'Night Patrol', model: 'mini', buildingId: 1, registeredStatus: 1, connection: 'online', lastCommunicationAt: heard, ...state,
    telemetry: overrides === null ? null : {
      ts: 1, floorId: 1, pose: { x: 0, y: 0, yaw: 0 }, velocity: { linear: 0, angular: 0 },
      battery: { percent: 80.4, state: 'active' }, status: 1, currentFlow: null,
      commandMode: 1, speed: 'normal', callIn: 'idle', recording: null, errors: [], camera: null,
      ...overrides,
    },
  };
}

describe('robotCellText', () => {
  const text = robotCellText(t, 'en');

  it('shows long-term recording states and a recorder that cannot run, only while online', () => {
    expect(text.recording(robot({ recording: 'preparing' }))).toEqual({ state: 'preparing', text: 'recording.preparing' });
    expect(text.recording(robot({ recording: 'recording', recorder: 'ready' }))?.state).toBe('recording');
    expect(text.recording(robot({ recorder: 'unavailable' }))).toEqual({ state: 'unavailable', text: 'recording.unavailable' });
    expect(text.recording(robot({}))).toBeNull();
    expect(text.recording(robot({ recording: 'recording' }, null, { connection: 'offline' }))).toBeNull();
  });

  it('translates the fixed labels once', () => {
    expect(text.terms).toEqual({ status: 'robot.status', connection: 'robot.connection', battery: 'robot.battery', currentFlow: 'robot.currentFlow', lastCommunication: 'robot.lastCommunication' });
    expect(text.connection).toEqual({ online: 'connection.online', offline: 'connection.offline' });
  });

  it('writes status, battery and flow of a robot, and their fallbacks without telemetry', () => {
    expect(text.status(robot({ status: 2 }))).toBe('status.2');
    expect(text.status(robot(null))).toBe('status.unknown');
    // An administrator's mark wins over the robot's report; an offline robot is unavailable.
    expect(text.status(robot({ status: 1 }, 1, { registeredStatus: 9 }))).toBe('status.9');
    expect(text.status(robot({ status: 1 }, 1, { registeredStatus: 2 }))).toBe('status.2');
    expect(text.status(robot({ status: 1 }, 1, { connection: 'offline' }))).toBe('status.0');
    expect(text.battery(robot({}))).toEqual({ tone: 'success', text: 'battery.percent{"percent":80} · battery.active' });
    expect(text.battery(robot({ battery: { percent: 12, state: 'below20' } })).tone).toBe('danger');
    expect(text.battery(robot({ battery: { percent: 35, state: 'active' } })).tone).toBe('warning');
    expect(text.battery(robot(null))).toEqual({ tone: 'subtle', text: 'battery.unknown' });
    // Two waypoints reached: the third step is under way (flowProgress, as teleop shows it).
    expect(text.flow(robot({ currentFlow: { flowId: 1, name: 'Patrol', step: 2, steps: 5 } }))).toBe('robot.flowProgress{"name":"Patrol","step":3,"steps":5}');
    expect(text.flow(robot({}))).toBe('robot.noFlow');
  });

  it('rolls the robot into one condition whose colour and label the status agrees with', () => {
    const stopped = robot({ errors: ['EMERGENCY_STOP'] });
    expect(text.condition(stopped)).toEqual({ condition: 'emergencyStop', tone: 'danger', text: 'condition.emergencyStop' });
    expect(text.status(stopped)).toBe('condition.emergencyStop');
    expect(text.condition(robot({ errors: ['HARDWARE_ERROR', 'EMERGENCY_STOP'] })).condition).toBe('error');
    expect(text.condition(robot({}))).toEqual({ condition: 'available', tone: 'success', text: 'condition.available' });
    expect(text.condition(robot({}, 1, { connection: 'offline' }))).toEqual({ condition: 'offline', tone: 'subtle', text: 'condition.offline' });
    // Out of service: the badge names the §4 status the administrator chose.
    expect(text.condition(robot({}, 1, { registeredStatus: 2 }))).toEqual({ condition: 'unavailable', tone: 'informative', text: 'status.2' });
    expect(text.status(robot({ currentFlow: { flowId: 1, name: 'Patrol', step: 1, steps: 2 } }))).toBe('condition.busy');
    expect(text.status(robot({ battery: { percent: 12, state: 'below20' } }))).toBe('condition.lowBattery');
  });

  it('formats the last communication in the language, or says never', () => {
    expect(text.lastCommunication(robot({}))).toMatch(/^Nov 22, 2026, \d{1,2}:\d\d:07\s[AP]M$/);
    expect(robotCellText(t, 'ja').lastCommunication(robot({}))).toMatch(/^2026\/11\/22 \d{1,2}:\d\d:07$/);
    expect(text.lastCommunication(robot({}, null))).toBe('robot.never');
  });

  it('writes robot errors in the chosen language', () => {
    expect(text.errors(robot({ errors: ['EMERGENCY_STOP'] }))).toEqual([{ code: 'EMERGENCY_STOP', text: 'Emergency stop button is pressed' }]);
    expect(robotCellText(t, 'ja').errors(robot({ errors: ['EMERGENCY_STOP'] }))[0]?.text).toBe('非常停止ボタンが押されています');
    expect(text.errors(robot({}))).toEqual([]);
  });

  it('links to teleoperation, the basic app and the activity with the serial number encoded', () => {
    expect(text.links(robot({}))).toEqual([
      { to: '/app/tele-ope/1/UGO%20EX%2F1', text: 'links.teleop', label: 'links.teleopOf{"name":"Night Patrol"}' },
      { to: '/app/basic/UGO%20EX%2F1', text: 'links.basic', label: 'links.basicOf{"name":"Night Patrol"}' },
      { to: '/robot/7/activity', text: 'links.activity', label: 'links.activityOf{"name":"Night Patrol"}' },
    ]);
  });
});
