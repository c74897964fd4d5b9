import { describe, expect, it } from 'vitest';
import { duplicateStep, moveStep, newStep, readSteps, removeStep, replaceStep, stepKind, withStepValue, writeSteps, type FlowSteps } from './flowSteps.js';
import { stepIssue, stepsWithIssues } from './flowStepIssues.js';

const read = (value: unknown): FlowSteps => {
  const steps = readSteps(value);
  if (typeof steps === 'string') throw new Error(steps);
  return steps;
};

const sample = {
  commandListId: 7,
  steps: [
    { goTo: { poseId: 3, name: 'Reception', x: 6.5, y: 2, yaw: 90 } },
    { action: 'take_photo', timeoutSeconds: 30 },
    { wait: 5 },
    { speak: 'Good evening' },
    { photo: 'v2' },
    { checkItem: { checkItemId: 4, name: 'Lobby fire extinguisher' } },
    { elevator: { from: '1F', to: '2F' } },
    'dock',
  ],
  waypoints: [{ x: 1, y: 2 }],
};

describe('flow steps <-> definition JSON', () => {
  it('names each step by its first known key, and everything else advanced', () => {
    expect(read(sample).steps.map((step) => step.kind)).toEqual(['goTo', 'action', 'wait', 'speak', 'photo', 'checkItem', 'advanced', 'advanced']);
    expect(stepKind(null)).toBe('advanced');
    expect(stepKind([{ wait: 1 }])).toBe('advanced');
  });

  it('writes back the same JSON: other keys, key order, unknown steps and extra step keys are kept', () => {
    const text = JSON.stringify(sample, null, 2);
    expect(writeSteps(read(JSON.parse(text)))).toBe(text);
  });

  it('reads a definition without steps as an empty list and writes the list last', () => {
    const steps = read({ commandListId: 2 });
    expect(steps.steps).toEqual([]);
    expect(JSON.parse(writeSteps({ ...steps, steps: [newStep('wait')] }))).toEqual({ commandListId: 2, steps: [{ wait: 5 }] });
  });

  it('says why a definition cannot be shown as steps', () => {
    expect(readSteps([1, 2])).toBe('notObject');
    expect(readSteps('text')).toBe('notObject');
    expect(readSteps({ steps: { a: 1 } })).toBe('stepsNotArray');
  });

  it('adds, edits, moves, duplicates and removes steps, keeping the other keys of an edited step', () => {
    const { definition, steps } = read(sample);
    let next = replaceStep(steps, 1, withStepValue(steps[1]!, 'read_meter'));
    expect(next[1]?.raw).toEqual({ action: 'read_meter', timeoutSeconds: 30 });
    next = moveStep(next, 0, 1);
    expect(next.slice(0, 2).map((s) => s.kind)).toEqual(['action', 'goTo']);
    expect(moveStep(next, 0, -1)).toEqual(next);
    next = duplicateStep(next, 2);
    expect(next[3]).toEqual(next[2]);
    expect(next[3]?.raw).not.toBe(next[2]?.raw);
    next = removeStep(next, 3);
    next = [...next, newStep('speak')];
    expect(JSON.parse(writeSteps({ definition, steps: next })).steps).toEqual([
      { action: 'read_meter', timeoutSeconds: 30 }, sample.steps[0], ...sample.steps.slice(2), { speak: '' },
    ]);
  });

  it('leaves an advanced step alone when asked to change its value', () => {
    const step = read(sample).steps[6]!;
    expect(withStepValue(step, 'x')).toBe(step);
  });
});

describe('step problems', () => {
  it('flags what is still to choose or out of range, and nothing on an advanced step', () => {
    const kinds = ['goTo', 'action', 'wait', 'speak', 'photo', 'checkItem'] as const;
    expect(kinds.map((kind) => stepIssue(newStep(kind)))).toEqual(['chooseWaypoint', 'actionRequired', null, 'speakRequired', null, 'chooseCheckItem']);
    expect(stepIssue({ kind: 'wait', raw: { wait: 0 } })).toBe('waitRange');
    expect(stepIssue({ kind: 'wait', raw: { wait: '5' } })).toBe('waitRange');
    expect(stepIssue({ kind: 'speak', raw: { speak: 'x'.repeat(201) } })).toBe('speakTooLong');
    expect(stepIssue({ kind: 'photo', raw: { photo: 'v9' } })).toBe('chooseCamera');
    expect(stepIssue({ kind: 'advanced', raw: 'dock' })).toBeNull();
  });

  it('flags a waypoint or check item the building does not offer once the choices are known', () => {
    const { steps } = read(sample);
    const waypointStep = { kind: 'goTo' as const, raw: { goTo: { waypointId: 3, name: 'Reception', x: 6.5, y: 2, yaw: 90 } } };
    expect(stepIssue(waypointStep, { waypointIds: new Set([3]) })).toBeNull();
    expect(stepIssue(waypointStep, { waypointIds: new Set([9]) })).toBe('waypointNotOnFloor');
    expect(stepIssue(steps[5]!, { checkItemIds: new Set([1]) })).toBe('checkItemUnknown');
    expect(stepsWithIssues([waypointStep, ...steps.slice(1)], { waypointIds: new Set([9]) })).toEqual([1]);
  });

  it('asks for a map waypoint in place of a pose a flow from before map waypoints names (a warning: it still saves)', () => {
    const { steps } = read(sample);
    expect(stepIssue(steps[0]!, { waypointIds: new Set([3]) })).toBe('waypointNotOnFloor');
  });
});
