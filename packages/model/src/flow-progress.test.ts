import { describe, expect, it } from 'vitest';
import { flowProgress } from './flow-progress.js';

const flow = (step: number, steps: number) => ({ flowId: 7, name: 'Patrol', step, steps });

describe('flowProgress', () => {
  it('counts the step under way from 1: no waypoint reached yet is step 1', () => {
    expect(flowProgress(flow(0, 4))).toEqual({ name: 'Patrol', step: 1, steps: 4 });
    expect(flowProgress(flow(2, 4))).toEqual({ name: 'Patrol', step: 3, steps: 4 });
  });

  it('stays on the last step once every waypoint is reached, until the flow ends', () => {
    expect(flowProgress(flow(4, 4)).step).toBe(4);
    expect(flowProgress(flow(9, 4)).step).toBe(4);
  });

  it('shows 0 of 0 for a flow without steps', () => {
    expect(flowProgress(flow(0, 0))).toEqual({ name: 'Patrol', step: 0, steps: 0 });
  });
});
