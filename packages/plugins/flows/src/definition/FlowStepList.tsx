import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Button, Field, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '@fleetdeck/sdk';
import { stepIssue } from './flowStepIssues.js';
import { STEP_KINDS, duplicateStep, moveStep, newStep, removeStep, replaceStep, type FlowStep, type StepKind } from './flowSteps.js';
import { StepFields } from './StepFields.js';
import type { FlowStepChoices } from './useStepChoices.js';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  step: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  dropTarget: { border: `1px dashed ${tokens.colorBrandStroke1}` },
  number: {
    minWidth: '2em',
    textAlign: 'center',
    cursor: 'grab',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    paddingTop: tokens.spacingVerticalXS,
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  title: { flexGrow: 1, fontWeight: tokens.fontWeightSemibold },
  arrow: { minWidth: '32px' },
  add: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
});

/** Which control takes the focus after a change, so keyboard users stay where they were. */
type FocusTarget = { index: number; control: 'up' | 'down' | 'duplicate' | 'remove' | 'value' } | { index: -1; control: 'add' };

interface FlowStepListProps {
  steps: FlowStep[];
  choices: FlowStepChoices;
  onChange: (steps: FlowStep[]) => void;
}

/**
 * The steps of a flow as an ordered list: each with its fields and problems, moved by buttons,
 * Alt+↑/↓ or dragging its number, duplicated and removed; new steps are added at the end.
 */
export function FlowStepList({ steps, choices, onChange }: FlowStepListProps) {
  const t = useT();
  const styles = useStyles();
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLSelectElement>(null);
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  const [kind, setKind] = useState<StepKind>('goTo');
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  useEffect(() => {
    if (!focus) return;
    setFocus(null);
    if (focus.control === 'add') addRef.current?.focus();
    else {
      // An advanced step has no input of its own: its duplicate button takes the focus instead.
      const step = listRef.current?.querySelector<HTMLElement>(`[data-step="${focus.index}"]`);
      (step?.querySelector<HTMLElement>(`[data-control="${focus.control}"]`) ?? step?.querySelector<HTMLElement>('[data-control="duplicate"]'))?.focus();
    }
  }, [focus]);

  const change = (next: FlowStep[], target: FocusTarget | null) => {
    onChange(next);
    if (target) setFocus(target);
  };
  const move = (index: number, by: number, control: 'up' | 'down') => {
    const to = Math.max(0, Math.min(steps.length - 1, index + by));
    if (to !== index) change(moveStep(steps, index, by), { index: to, control });
  };
  const remove = (index: number) => {
    const next = removeStep(steps, index);
    change(next, next.length === 0 ? { index: -1, control: 'add' } : { index: Math.min(index, next.length - 1), control: 'remove' });
  };
  const keyboardMove = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const by = event.key === 'ArrowUp' ? -1 : 1;
    const to = Math.max(0, Math.min(steps.length - 1, index + by));
    if (to === index) return;
    onChange(moveStep(steps, index, by));
    // The same control of the moved step keeps the focus.
    const control = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[data-control]')?.dataset.control;
    if (control === 'up' || control === 'down' || control === 'duplicate' || control === 'remove' || control === 'value') setFocus({ index: to, control });
  };
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) onChange(moveStep(steps, dragged, index - dragged));
    setDragged(null);
    setOver(null);
  };

  return (
    <div>
      <Text id={`${id}-hint`} size={200}>{t('steps.reorderHint')}</Text>
      {steps.length === 0 ? <p>{t('steps.empty')}</p> : null}
      <ol ref={listRef} className={styles.list} aria-label={t('steps.list')} aria-describedby={`${id}-hint`}>
        {steps.map((step, index) => {
          const number = index + 1;
          const titleId = `${id}-step-${index}`;
          return (
            <li key={index} data-step={index} aria-labelledby={titleId} className={`${styles.step} ${over === index ? styles.dropTarget : ''}`}
              onKeyDown={(event) => keyboardMove(event, index)}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                setOver(index);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={(event) => drop(event, index)}>
              <span className={styles.number} draggable aria-hidden="true" data-testid="step-drag-handle"
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(index));
                  setDragged(index);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setOver(null);
                }}>
                {number}
              </span>
              <div className={styles.body}>
                <div className={styles.head}>
                  <Text id={titleId} className={styles.title}>{t('steps.title', { number, kind: t(`steps.kind.${step.kind}`) })}</Text>
                  <Button size="small" appearance="subtle" className={styles.arrow} data-control="up" aria-label={t('steps.moveUp', { number })} title={t('steps.moveUp', { number })}
                    disabledFocusable={index === 0} onClick={() => move(index, -1, 'up')}>↑</Button>
                  <Button size="small" appearance="subtle" className={styles.arrow} data-control="down" aria-label={t('steps.moveDown', { number })} title={t('steps.moveDown', { number })}
                    disabledFocusable={index === steps.length - 1} onClick={() => move(index, 1, 'down')}>↓</Button>
                  <Button size="small" appearance="subtle" data-control="duplicate" aria-label={t('steps.duplicate', { number })}
                    onClick={() => change(duplicateStep(steps, index), { index: index + 1, control: 'value' })}>{t('steps.duplicateLabel')}</Button>
                  <Button size="small" appearance="subtle" data-control="remove" aria-label={t('steps.remove', { number })}
                    onClick={() => remove(index)}>{t('steps.removeLabel')}</Button>
                </div>
                <StepFields step={step} issue={stepIssue(step, choices.known)} choices={choices}
                  onChange={(next) => onChange(replaceStep(steps, index, next))} />
              </div>
            </li>
          );
        })}
      </ol>
      <div className={styles.add}>
        <Field label={t('steps.newKind')}>
          <Select ref={addRef} value={kind} onChange={(_event, data) => setKind(data.value as StepKind)}>
            {STEP_KINDS.map((k) => <option key={k} value={k}>{t(`steps.kind.${k}`)}</option>)}
          </Select>
        </Field>
        <Button onClick={() => change([...steps, newStep(kind)], { index: steps.length, control: 'value' })}>{t('steps.add')}</Button>
      </div>
    </div>
  );
}
