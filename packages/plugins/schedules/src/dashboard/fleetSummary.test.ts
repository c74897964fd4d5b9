import { describe, expect, it } from 'vitest';
import type { RobotLiveState } from '@fleetdeck/model';
import { fleetSummary } from './fleetSummary.js';

const robot = (over: Partial<RobotLiveState>, telemetry: Record<string, unknown> | null = null): RobotLiveState => ({
  robotId: 1, serialNo: 'S', name: 'R', model: 'ugo Pro', buildingId: 1, registeredStatus: 1, connection: 'online', lastCommunicationAt: 0,
  telemetry: telemetry as RobotLiveState['telemetry'], ...over,
});
const telemetry = (over: Record<string, unknown>) => ({ status: 1, errors: [], currentFlow: null, battery: { percent: 80, state: 'active' }, ...over });

describe('fleetSummary', () => {
  it('counts online, offline, in error, charging and running a flow', () => {
    expect(fleetSummary([
      robot({}, telemetry({ battery: { percent: 30, state: 'charging' } })),
      robot({}, telemetry({ errors: ['EMERGENCY_STOP'] })),
      robot({}, telemetry({ currentFlow: { flowId: 1, name: 'Patrol', step: 1, steps: 3 } })),
      robot({ connection: 'offline' }),
    ])).toEqual({ online: 3, offline: 1, inError: 1, charging: 1, runningFlows: 1 });
  });
});
