import { memo } from 'react';
import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import type { RobotLiveState } from '@fleetdeck/model';
import { batteryBadge, conditionBadge, connectionBadge, errorBadges, recordingBadge, robotLinks, type RobotCellKit } from './RobotCells.js';

/** Height of one card; the grid windows its rows by it. Room for a two-line serial, model and building line. */
export const CARD_HEIGHT = 264;

// Width of the condition band down a card's left side.
const BAND = '6px';

/** Classes of a robot card; the grid takes them once for all its cards. */
export const useCardStyles = makeStyles({
  card: {
    boxSizing: 'border-box',
    // A card's size never depends on its content: layout and paint stay inside it.
    contain: 'strict',
    height: `${CARD_HEIGHT}px`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
    borderLeftWidth: BAND,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
  },
  // The condition's colour: a band down the left side, and for a fault a red frame and tint too.
  danger: { ...shorthands.borderColor(tokens.colorStatusDangerBorder2), backgroundColor: tokens.colorStatusDangerBackground1 },
  subtle: { borderLeftColor: tokens.colorNeutralStroke1, backgroundColor: tokens.colorNeutralBackground3 },
  informative: { borderLeftColor: tokens.colorNeutralStrokeAccessible },
  warning: { borderLeftColor: tokens.colorStatusWarningBorder2 },
  brand: { borderLeftColor: tokens.colorBrandStroke1 },
  success: { borderLeftColor: tokens.colorStatusSuccessBorder2 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, justifyContent: 'space-between' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  // Wraps rather than clips: Japanese building names and model names run long on a narrow card.
  meta: { overflowWrap: 'anywhere', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200, color: tokens.colorNeutralForeground2, flexShrink: 0 },
  facts: {
    display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalS, rowGap: '2px', margin: 0,
    fontSize: tokens.fontSizeBase200,
  },
  term: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  value: { margin: 0, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // A date and time in English ("Nov 26, 2026, 1:04:10 PM") is longer than the column: it takes a second line.
  wrappingValue: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  errors: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', minHeight: 0 },
  foot: { marginTop: 'auto' },
});

/** Props of `RobotCard`; `kit` and `styles` are the same objects for every card of a grid. */
export interface RobotCardProps {
  robot: RobotLiveState;
  buildingName: string;
  kit: RobotCellKit;
  styles: ReturnType<typeof useCardStyles>;
}

/** One robot in the grid view, coloured by its condition; redrawn only when this robot's state or its building name changes. */
export const RobotCard = memo(function RobotCard({ robot, buildingName, kit, styles }: RobotCardProps) {
  const { text } = kit;
  const { tone, condition } = text.condition(robot);
  return (
    <article
      className={`${styles.card} ${styles[tone]}`}
      aria-label={robot.name}
      data-testid="robot-card"
      data-serial-no={robot.serialNo}
      data-condition={condition}
    >
      <div className={styles.head}>
        <span className={styles.name}>{robot.name}</span>
        {conditionBadge(robot, kit)}
      </div>
      <span className={styles.meta} data-testid="robot-meta">{`${robot.serialNo} · ${robot.model} · ${buildingName}`}</span>
      <dl className={styles.facts}>
        <dt className={styles.term}>{text.terms.status}</dt>
        <dd className={styles.value} data-testid="robot-status">{text.status(robot)}</dd>
        <dt className={styles.term}>{text.terms.connection}</dt>
        <dd className={styles.value}>{connectionBadge(robot, kit)}</dd>
        <dt className={styles.term}>{text.terms.battery}</dt>
        <dd className={styles.value}>{batteryBadge(robot, kit)}</dd>
        <dt className={styles.term}>{text.terms.currentFlow}</dt>
        <dd className={styles.value}><span data-testid="current-flow">{text.flow(robot)}</span></dd>
        <dt className={styles.term}>{text.terms.lastCommunication}</dt>
        <dd className={styles.wrappingValue}><span data-testid="last-communication">{text.lastCommunication(robot)}</span></dd>
      </dl>
      <div className={styles.errors}>{errorBadges(robot, kit)}{recordingBadge(robot, kit)}</div>
      <div className={styles.foot}>{robotLinks(robot, kit)}</div>
    </article>
  );
});
