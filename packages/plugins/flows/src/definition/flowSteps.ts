// A flow definition is JSON text: an object whose `steps` array the robot runs in order, beside
// other keys (`commandListId`, `waypoints`, …) that the visual editor keeps as they are. A step is
// an object named by the first of these keys it holds:
//   {"goTo": {"waypointId": 3, "name": "Reception", "x": 6.5, "y": 2, "yaw": 90}}  a waypoint of the flow's floor map
//                                     (flows written before map waypoints name a pose: {"goTo": {"poseId": 3, …}})
//   {"action": "take_photo"}                                                 a command by name (the demo flows' steps)
//   {"wait": 5}                                                              seconds
//   {"speak": "Good evening"}                                                text the robot says
//   {"photo": "v1"}                                                          a photo with this camera (§9 id)
//   {"checkItem": {"checkItemId": 4, "name": "Lobby fire extinguisher"}}     inspect a check item
// Anything else in `steps` is an advanced step: kept exactly and edited in JSON only. Other keys
// of a known step are kept too, so an edit never drops what the JSON editor added.

/** The step kinds the visual editor draws, in the order its "add step" choice lists them. */
export const STEP_KINDS = ['goTo', 'action', 'wait', 'speak', 'photo', 'checkItem'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** A JSON object (a step or the definition). */
export type JsonObject = Record<string, unknown>;

/** One entry of `steps`: its kind (`advanced` when the visual editor does not know it) and the JSON value as written. */
export interface FlowStep {
  kind: StepKind | 'advanced';
  raw: unknown;
}

/** A definition the visual editor can show: the object without its steps, and the steps. */
export interface FlowSteps {
  definition: JsonObject;
  steps: FlowStep[];
}

/** Why a definition cannot be shown as steps (its JSON parses). */
export type NotSteps = 'notObject' | 'stepsNotArray';

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The kind of one entry of `steps`. */
export function stepKind(raw: unknown): FlowStep['kind'] {
  if (!isObject(raw)) return 'advanced';
  return STEP_KINDS.find((kind) => Object.hasOwn(raw, kind)) ?? 'advanced';
}

/** The steps of a parsed definition, or why it has none the editor can show (a missing `steps` is an empty list). */
export function readSteps(parsed: unknown): FlowSteps | NotSteps {
  if (!isObject(parsed)) return 'notObject';
  const steps = parsed.steps ?? [];
  if (!Array.isArray(steps)) return 'stepsNotArray';
  return { definition: parsed, steps: steps.map((raw: unknown) => ({ kind: stepKind(raw), raw })) };
}

/** The definition text of these steps: every other key as it was, `steps` where it stood (or last), two-space indents. */
export function writeSteps({ definition, steps }: FlowSteps): string {
  return JSON.stringify({ ...definition, steps: steps.map((step) => step.raw) }, null, 2);
}

/** The JSON a new step of a kind starts from (the editor flags what is still to choose). */
export function newStep(kind: StepKind): FlowStep {
  const raw: Record<StepKind, unknown> = {
    goTo: { goTo: {} },
    action: { action: '' },
    wait: { wait: 5 },
    speak: { speak: '' },
    photo: { photo: 'v1' },
    checkItem: { checkItem: {} },
  };
  return { kind, raw: raw[kind] };
}

/** The value under the step's kind key (`{"wait": 5}` → 5); undefined for an advanced step. */
export function stepValue(step: FlowStep): unknown {
  return step.kind === 'advanced' || !isObject(step.raw) ? undefined : step.raw[step.kind];
}

/** The step with a new value under its kind key; every other key of the step stays. */
export function withStepValue(step: FlowStep, value: unknown): FlowStep {
  if (step.kind === 'advanced' || !isObject(step.raw)) return step;
  return { kind: step.kind, raw: { ...step.raw, [step.kind]: value } };
}

/** The list with the step at `index` moved by `by` places (clamped to the ends). */
export function moveStep(steps: readonly FlowStep[], index: number, by: number): FlowStep[] {
  const to = Math.max(0, Math.min(steps.length - 1, index + by));
  const out = [...steps];
  const [moved] = out.splice(index, 1);
  if (moved !== undefined) out.splice(to, 0, moved);
  return out;
}

/** The list with a copy of the step at `index` right after it. */
export function duplicateStep(steps: readonly FlowStep[], index: number): FlowStep[] {
  const step = steps[index];
  if (step === undefined) return [...steps];
  const copy: FlowStep = { kind: step.kind, raw: structuredClone(step.raw) };
  return [...steps.slice(0, index + 1), copy, ...steps.slice(index + 1)];
}

/** The list without the step at `index`. */
export function removeStep(steps: readonly FlowStep[], index: number): FlowStep[] {
  return steps.filter((_, at) => at !== index);
}

/** The list with the step at `index` replaced. */
export function replaceStep(steps: readonly FlowStep[], index: number, step: FlowStep): FlowStep[] {
  return steps.map((current, at) => (at === index ? step : current));
}
