import { describe, expect, it } from 'vitest';
import { FLOW_WAYPOINTS_MAX, flowRoute } from './flow-route.js';

describe('flowRoute', () => {
  it('takes the x and y of each waypoint and drops anything else', () => {
    const definition = JSON.stringify({ steps: [], waypoints: [{ x: 1.5, y: 2, label: 'door' }, { x: 0, y: -3 }] });
    expect(flowRoute(definition)).toEqual({ kind: 'route', waypoints: [{ x: 1.5, y: 2 }, { x: 0, y: -3 }] });
  });

  it('leaves the route to the robot when the definition has no waypoints', () => {
    expect(flowRoute('{"steps": [{"action": "move_forward"}]}')).toEqual({ kind: 'none' });
    expect(flowRoute('[1, 2]')).toEqual({ kind: 'none' });
  });

  it('calls a route the protocol cannot carry invalid', () => {
    const point = { x: 1, y: 1 };
    for (const waypoints of [[], Array(FLOW_WAYPOINTS_MAX + 1).fill(point), [point, { x: 1 }], [{ x: '1', y: 2 }], 'here']) {
      expect(flowRoute(JSON.stringify({ waypoints }))).toEqual({ kind: 'invalid' });
    }
    expect(flowRoute(JSON.stringify({ waypoints: Array(FLOW_WAYPOINTS_MAX).fill(point) })).kind).toBe('route');
    expect(flowRoute('{"waypoints": [')).toEqual({ kind: 'invalid' });
  });

  it("follows the goTo steps' poses in order when there is no waypoints array (the visual editor's flows)", () => {
    const definition = JSON.stringify({
      steps: [{ goTo: { poseId: 3, name: 'Reception', x: 6.5, y: 2, yaw: 90 } }, { speak: 'Hello' }, { goTo: { poseId: 4, name: 'Lift', x: -1, y: 0.5 } }],
    });
    expect(flowRoute(definition)).toEqual({ kind: 'route', waypoints: [{ x: 6.5, y: 2 }, { x: -1, y: 0.5 }] });
    // A goTo still to be chosen in the editor has no position: the route is not one the robot can drive.
    expect(flowRoute(JSON.stringify({ steps: [{ goTo: {} }] }))).toEqual({ kind: 'invalid' });
  });

  it('keeps the map waypoint a goTo step names, so the robot drives there along the floor routes', () => {
    const definition = JSON.stringify({ steps: [{ goTo: { waypointId: 12, name: 'Lobby', x: 6.5, y: 2 } }, { goTo: { waypointId: 'x', x: 1, y: 1 } }] });
    expect(flowRoute(definition)).toEqual({ kind: 'route', waypoints: [{ x: 6.5, y: 2, waypointId: 12 }, { x: 1, y: 1 }] });
  });
});
