import { describe, expect, it } from 'vitest';
import { flowWaypointIds } from './flow-waypoints.js';

describe('flowWaypointIds', () => {
  it('reads the waypoint ids of go-to steps once each, in step order', () => {
    const definition = JSON.stringify({ steps: [{ goTo: { waypointId: 7, x: 1, y: 2 } }, { wait: 3 }, { goTo: { waypointId: 3 } }, { goTo: { waypointId: 7 } }] });
    expect(flowWaypointIds(definition)).toEqual([7, 3]);
  });

  it('ignores poses, advanced steps, broken ids and text that is not a definition', () => {
    const definition = JSON.stringify({ steps: [{ goTo: { poseId: 4 } }, { goTo: { waypointId: '5' } }, { goTo: { waypointId: 0 } }, 'x', { custom: { waypointId: 9 } }] });
    expect(flowWaypointIds(definition)).toEqual([]);
    expect(flowWaypointIds('{"steps": [')).toEqual([]);
    expect(flowWaypointIds('[]')).toEqual([]);
  });
});
