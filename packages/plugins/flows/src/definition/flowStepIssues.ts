import { CameraId } from '@fleetdeck/model';
import { stepValue, type FlowStep } from './flowSteps.js';

/** What is wrong with one step; each names its sentence `steps.issue.<code>`. */
export type StepIssue =
  | 'chooseWaypoint'
  | 'waypointNotOnFloor'
  | 'actionRequired'
  | 'actionTooLong'
  | 'waitRange'
  | 'speakRequired'
  | 'speakTooLong'
  | 'chooseCamera'
  | 'chooseCheckItem'
  | 'checkItemUnknown';

/** Longest wait a step may ask for, seconds (an hour: longer pauses belong to a schedule). */
export const WAIT_MAX_SECONDS = 3600;
/** Longest text a speak step may say, and longest command name. */
export const SPEAK_MAX = 200;
export const ACTION_MAX = 64;

/** The ids the building offers, when they are known (undefined while loading: nothing is flagged as unknown). */
export interface StepChoices {
  waypointIds?: ReadonlySet<number>;
  checkItemIds?: ReadonlySet<number>;
}

const idIn = (value: unknown, key: string): number | undefined => {
  const id = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The first problem of a step, or null; advanced steps are the JSON editor's and never flagged here. */
export function stepIssue(step: FlowStep, choices: StepChoices = {}): StepIssue | null {
  const value = stepValue(step);
  switch (step.kind) {
    case 'goTo': {
      const id = idIn(value, 'waypointId');
      // A step from before map waypoints names a pose: it still drives there, but no map waypoint protects it.
      if (id === undefined) return idIn(value, 'poseId') === undefined ? 'chooseWaypoint' : 'waypointNotOnFloor';
      return choices.waypointIds && !choices.waypointIds.has(id) ? 'waypointNotOnFloor' : null;
    }
    case 'action':
      if (typeof value !== 'string' || value.trim() === '') return 'actionRequired';
      return value.length > ACTION_MAX ? 'actionTooLong' : null;
    case 'wait':
      return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= WAIT_MAX_SECONDS ? null : 'waitRange';
    case 'speak':
      if (typeof value !== 'string' || value.trim() === '') return 'speakRequired';
      return value.length > SPEAK_MAX ? 'speakTooLong' : null;
    case 'photo':
      return (CameraId as readonly unknown[]).includes(value) ? null : 'chooseCamera';
    case 'checkItem': {
      const id = idIn(value, 'checkItemId');
      if (id === undefined) return 'chooseCheckItem';
      return choices.checkItemIds && !choices.checkItemIds.has(id) ? 'checkItemUnknown' : null;
    }
    default:
      return null;
  }
}

/** The 1-based numbers of the steps with a problem, for the form's summary beside the definition. */
export function stepsWithIssues(steps: readonly FlowStep[], choices: StepChoices = {}): number[] {
  return steps.flatMap((step, index) => (stepIssue(step, choices) === null ? [] : [index + 1]));
}
