import { describe, expect, it } from 'vitest';
import type { RobotLiveState } from '@fleetdeck/model';
import { filterAndSortRobots, nameRanks, type ControlFilters } from './robotFilters.js';

type Status = 0 | 1 | 2 | 9;

function robot(name: string, options: { model?: string; online?: boolean; percent?: number; status?: Status; registered?: Status; heard?: number | null; flow?: boolean } = {}): RobotLiveState {
  return {
    robotId: name.length, serialNo: `SN-${name}`, name, model: options.model ?? 'mini', buildingId: 1, registeredStatus: options.registered ?? 1,
    connection: options.online === false ? 'offline' : 'online', lastCommunicationAt: options.heard === undefined ? 1000 : options.heard,
    telemetry: {
      ts: 1, floorId: 1, pose: { x: 0, y: 0, yaw: 0 }, velocity: { linear: 0, angular: 0 },
      battery: { percent: options.percent ?? 80, state: 'active' }, status: options.status ?? 1,
      currentFlow: options.flow ? { flowId: 1, name: 'Patrol', step: 1, steps: 2 } : null,
      commandMode: 1, speed: 'normal', callIn: 'idle', recording: null, errors: [], camera: null,
    },
  };
}

const none: ControlFilters = { model: null, onlineOnly: false, availableOnly: false, search: '' };
const names = (robots: RobotLiveState[]) => robots.map((r) => r.name);

const fleet = [
  robot('Robot 10', { percent: 15, heard: 5000 }),
  robot('Robot 2', { model: 'Ex', online: false, heard: null, percent: 90 }),
  robot('Robot 1', { status: 2, percent: 50, heard: 3000 }),
  robot('Alpha', { flow: true, percent: 60, heard: 4000 }),
];

describe('filterAndSortRobots', () => {
  it('sorts by name in natural order, battery fullest first, status and last communication', () => {
    expect(names(filterAndSortRobots(fleet, none, 'name'))).toEqual(['Alpha', 'Robot 1', 'Robot 2', 'Robot 10']);
    expect(names(filterAndSortRobots(fleet, none, 'battery'))).toEqual(['Robot 2', 'Alpha', 'Robot 1', 'Robot 10']);
    expect(names(filterAndSortRobots(fleet, none, 'status'))).toEqual(['Alpha', 'Robot 10', 'Robot 1', 'Robot 2']);
    expect(names(filterAndSortRobots(fleet, none, 'lastCommunication'))).toEqual(['Robot 10', 'Alpha', 'Robot 1', 'Robot 2']);
  });

  it('sorts by condition worst first: error, emergency stop, offline, out of service, low battery, busy, available', () => {
    const faulted = (name: string, errors: Array<'EMERGENCY_STOP' | 'HARDWARE_ERROR'>): RobotLiveState => {
      const base = robot(name);
      return { ...base, telemetry: base.telemetry ? { ...base.telemetry, errors } : null };
    };
    const mixed = [robot('Ready'), faulted('Stopped', ['EMERGENCY_STOP']), ...fleet, faulted('Broken', ['HARDWARE_ERROR'])];
    expect(names(filterAndSortRobots(mixed, none, 'condition'))).toEqual(['Broken', 'Stopped', 'Robot 2', 'Robot 1', 'Robot 10', 'Alpha', 'Ready']);
  });

  it('filters by model, online, available and search text', () => {
    expect(names(filterAndSortRobots(fleet, { ...none, model: 'Ex' }, 'name'))).toEqual(['Robot 2']);
    expect(names(filterAndSortRobots(fleet, { ...none, onlineOnly: true }, 'name'))).toEqual(['Alpha', 'Robot 1', 'Robot 10']);
    expect(names(filterAndSortRobots([...fleet, robot('Ready')], { ...none, availableOnly: true }, 'name'))).toEqual(['Ready']);
    expect(names(filterAndSortRobots(fleet, { ...none, search: 'sn-robot 1' }, 'name'))).toEqual(['Robot 1', 'Robot 10']);
  });

  it("takes an administrator's status over the robot's own in the available filter and the status order", () => {
    const marked = [robot('Shop', { registered: 9 }), robot('Ready'), robot('Service', { registered: 2 }), robot('Off', { registered: 0 })];
    expect(names(filterAndSortRobots(marked, { ...none, availableOnly: true }, 'name'))).toEqual(['Ready']);
    expect(names(filterAndSortRobots(marked, none, 'status'))).toEqual(['Ready', 'Off', 'Service', 'Shop']);
  });

  it('leaves its input alone', () => {
    const input = [...fleet];
    filterAndSortRobots(input, none, 'name');
    expect(input).toEqual(fleet);
  });
});

describe('nameRanks', () => {
  it('reuses the name order while names stay, and redoes it when one changes', () => {
    const first = nameRanks(fleet);
    expect([...first.entries()].sort((a, b) => a[1] - b[1]).map(([serial]) => serial)).toEqual(['SN-Alpha', 'SN-Robot 1', 'SN-Robot 2', 'SN-Robot 10']);
    expect(nameRanks(fleet.map((r) => ({ ...r })))).toBe(first);
    const renamed = fleet.map((r) => (r.name === 'Alpha' ? { ...r, name: 'Zulu' } : r));
    const second = nameRanks(renamed);
    expect(second).not.toBe(first);
    expect(second.get('SN-Alpha')).toBe(3);
  });
});
