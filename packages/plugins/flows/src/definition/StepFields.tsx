import { Field, Input, Select, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { CameraId } from '@fleetdeck/model';
import { useT } from '@fleetdeck/sdk';
import type { StepIssue } from './flowStepIssues.js';
import { stepValue, withStepValue, type FlowStep } from './flowSteps.js';
import type { FlowStepChoices } from './useStepChoices.js';

const useStyles = makeStyles({
  json: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 },
});

/** Problems a step can still be saved with: the building may have renamed or moved what it names. */
const WARNINGS: ReadonlySet<StepIssue> = new Set(['waypointNotOnFloor', 'checkItemUnknown']);

interface StepFieldsProps {
  step: FlowStep;
  issue: StepIssue | null;
  choices: FlowStepChoices;
  onChange: (step: FlowStep) => void;
}

/** The option of a goTo step's place that is not one of the floor's waypoints (kept until another is picked). */
const CURRENT = 'current';

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The input of one step's kind, with its problem beside it; an advanced step shows its JSON read-only. */
export function StepFields({ step, issue, choices, onChange }: StepFieldsProps) {
  const t = useT();
  const styles = useStyles();
  const value = stepValue(step);
  const set = (next: unknown) => onChange(withStepValue(step, next));
  const problem = issue ? t(`steps.issue.${issue}`) : undefined;
  const state = issue === null ? 'none' : WARNINGS.has(issue) ? 'warning' : 'error';
  const field = { validationMessage: problem, validationState: state } as const;
  // The first input of a step takes the focus when the step is added.
  const focus = { 'data-control': 'value' };

  switch (step.kind) {
    case 'goTo': {
      const chosen = record(value);
      const id = typeof chosen.waypointId === 'number' ? chosen.waypointId : undefined;
      const list = choices.waypoints ?? [];
      // A waypoint no longer on the floor, or a pose named by a flow from before map waypoints: shown by its name until another is picked.
      const missing = (id !== undefined && choices.waypoints !== undefined && !list.some((w) => w.id === id)) || (id === undefined && typeof chosen.poseId === 'number');
      const hint = choices.waypoints === undefined ? t('steps.chooseFloorFirst') : list.length === 0 ? t('steps.noWaypoints') : undefined;
      return (
        <Field label={t('steps.waypoint')} hint={hint} {...field}>
          <Select {...focus} value={missing ? CURRENT : id === undefined ? '' : String(id)} onChange={(_event, data) => {
            if (data.value === CURRENT) return;
            const waypoint = list.find((w) => String(w.id) === data.value);
            set(waypoint ? { waypointId: waypoint.id, name: waypoint.name, x: waypoint.x, y: waypoint.y, yaw: waypoint.yaw } : {});
          }}>
            <option value="">{t('steps.chooseWaypoint')}</option>
            {missing ? <option value={CURRENT}>{t('steps.notOnFloor', { name: String(chosen.name ?? chosen.waypointId ?? chosen.poseId) })}</option> : null}
            {list.map((w) => <option key={w.id} value={String(w.id)}>{w.name}</option>)}
          </Select>
        </Field>
      );
    }
    case 'action':
      return (
        <Field label={t('steps.action')} required {...field}>
          <Input {...focus} value={typeof value === 'string' ? value : ''} onChange={(_event, data) => set(data.value)} />
        </Field>
      );
    case 'wait':
      return (
        <Field label={t('steps.seconds')} required {...field}>
          <Input {...focus} type="number" min={0} max={3600} step="any" value={typeof value === 'number' || typeof value === 'string' ? String(value) : ''}
            // A number while it reads as one; the text as typed otherwise, so the problem shows beside it.
            onChange={(_event, data) => set(data.value.trim() !== '' && Number.isFinite(Number(data.value)) ? Number(data.value) : data.value)} />
        </Field>
      );
    case 'speak':
      return (
        <Field label={t('steps.speak')} required {...field}>
          <Textarea {...focus} rows={2} resize="vertical" value={typeof value === 'string' ? value : ''} onChange={(_event, data) => set(data.value)} />
        </Field>
      );
    case 'photo':
      return (
        <Field label={t('steps.camera')} {...field}>
          <Select {...focus} value={typeof value === 'string' ? value : ''} onChange={(_event, data) => set(data.value)}>
            {(CameraId as readonly unknown[]).includes(value) ? null : <option value="">{t('steps.camera')}</option>}
            {CameraId.map((camera) => <option key={camera} value={camera}>{t(`camera.${camera}`)}</option>)}
          </Select>
        </Field>
      );
    case 'checkItem': {
      const chosen = record(value);
      const id = typeof chosen.checkItemId === 'number' ? chosen.checkItemId : undefined;
      const list = choices.checkItems ?? [];
      const missing = id !== undefined && choices.checkItems !== undefined && !list.some((c) => c.id === id);
      return (
        <Field label={t('steps.checkItem')} hint={choices.checkItems !== undefined && list.length === 0 ? t('steps.noCheckItems') : undefined} {...field}>
          <Select {...focus} value={id === undefined ? '' : String(id)} onChange={(_event, data) => {
            const item = list.find((c) => String(c.id) === data.value);
            set(item ? { checkItemId: item.id, name: item.name } : {});
          }}>
            <option value="">{t('steps.chooseCheckItem')}</option>
            {missing ? <option value={String(id)}>{t('steps.unknownCheckItem', { name: String(chosen.name ?? id) })}</option> : null}
            {list.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
          </Select>
        </Field>
      );
    }
    default:
      return (
        <div>
          <Text size={200}>{t('steps.advancedJson')}</Text>
          <pre className={styles.json}>{JSON.stringify(step.raw, null, 2)}</pre>
        </div>
      );
  }
}
