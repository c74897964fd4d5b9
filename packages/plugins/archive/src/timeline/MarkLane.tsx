import { makeStyles, tokens } from '@fluentui/react-components';
import type { ArchiveMarkKind } from '@fleetdeck/model';
import { useT } from '@fleetdeck/sdk';
import { useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { MarkGroup } from './markGroups.js';

const useStyles = makeStyles({
  lane: { position: 'relative', height: '14px', marginBottom: '2px', cursor: 'pointer' },
  drawing: { position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' },
  // Three pixels whatever the line's width: the drawing is stretched, its strokes are not.
  path: { strokeWidth: '3px', fill: 'none' },
  event: { stroke: tokens.colorPaletteMarigoldBorderActive },
  reportDetail: { stroke: tokens.colorPaletteGreenBorderActive },
  thresholdBreach: { stroke: tokens.colorPaletteRedBorderActive },
  cursor: {
    position: 'absolute', top: 0, bottom: 0, width: '4px', marginLeft: '-2px', padding: 0, border: 'none', cursor: 'pointer', borderRadius: '2px',
    backgroundColor: 'transparent',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, backgroundColor: tokens.colorNeutralForeground1 },
  },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

/** How near (px) a click must land to a mark to play it. */
const HIT_PX = 5;
/** Marks a Page Up / Page Down skips. */
const PAGE = 10;

/**
 * One lane of a kind's marks, drawn as one SVG path however many there are (a DOM node per mark
 * made a busy day slow to draw). A click plays the recording from the nearest mark; by keyboard
 * the lane is one button that the arrow keys move from mark to mark (Home, End, Page Up and Down
 * too), naming each as it goes, and Enter plays from the mark it is on.
 */
export function MarkLane({ kind, groups, play }: { kind: ArchiveMarkKind; groups: readonly MarkGroup[]; play: (at: number) => void }) {
  const styles = useStyles();
  const t = useT();
  const [current, setCurrent] = useState(0);
  const [spoken, setSpoken] = useState('');
  const sorted = useMemo(() => [...groups].sort((a, b) => a.minuteOfDay - b.minuteOfDay), [groups]);
  // One vertical stroke per minute holding marks, in minutes of the day (the drawing is 1,440 wide).
  const path = useMemo(() => sorted.map((g) => `M${g.minuteOfDay + 0.5} 0V14`).join(''), [sorted]);
  const index = Math.min(current, Math.max(sorted.length - 1, 0));
  const focused = sorted[index];
  const labelOf = (group: MarkGroup) => t(`day.marks.${kind}.mark`, { time: group.first.at.slice(11, 19), label: group.first.label, count: group.count });

  const nearest = (event: MouseEvent<HTMLElement>): MarkGroup | undefined => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return undefined;
    const minute = ((event.clientX - box.left) / box.width) * 1440;
    const reach = (HIT_PX / box.width) * 1440;
    let best: MarkGroup | undefined;
    for (const group of sorted) {
      const distance = Math.abs(group.minuteOfDay + 0.5 - minute);
      if (distance <= reach + 0.5 && (!best || distance < Math.abs(best.minuteOfDay + 0.5 - minute))) best = group;
    }
    return best;
  };
  const moveTo = (next: number) => {
    const clamped = Math.min(Math.max(next, 0), sorted.length - 1);
    setCurrent(clamped);
    const group = sorted[clamped];
    if (group) setSpoken(labelOf(group));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, PageDown: index + PAGE, PageUp: index - PAGE, Home: 0, End: sorted.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <div
      className={styles.lane}
      role="group"
      aria-label={t(`day.marks.${kind}.lane`)}
      onClick={(event) => {
        // The keyboard's button plays its own mark; a click elsewhere on the lane plays the nearest.
        if (event.target instanceof HTMLButtonElement) return;
        const group = nearest(event);
        if (group) play(group.at);
      }}
      onMouseMove={(event) => {
        const group = nearest(event);
        event.currentTarget.title = group ? labelOf(group) : '';
      }}
    >
      <svg className={styles.drawing} viewBox="0 0 1440 14" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path className={`${styles.path} ${styles[kind]}`} d={path} vectorEffect="non-scaling-stroke" />
      </svg>
      {focused ? (
        <button
          type="button"
          className={styles.cursor}
          style={{ left: `${((focused.minuteOfDay + 0.5) / 1440) * 100}%` }}
          aria-label={labelOf(focused)}
          aria-description={t('day.marks.keys', { count: sorted.length })}
          onKeyDown={onKeyDown}
          onClick={() => play(focused.at)}
        />
      ) : null}
      <span className={styles.hidden} aria-live="polite">{spoken}</span>
    </div>
  );
}
