import { memo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { RobotLiveState } from '@fleetdeck/model';
import { batteryBadge, connectionBadge, errorBadges, robotLinks, type RobotCellKit } from './RobotCells.js';

/** Height of one card; the grid windows its rows by it. */
export const CARD_HEIGHT = 216;

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
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
  },
  offline: { backgroundColor: tokens.colorNeutralBackground3 },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, justifyContent: 'space-between' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  meta: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  facts: {
    display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalS, rowGap: '2px', margin: 0,
    fontSize: tokens.fontSizeBase200,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
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

/** One robot in the grid view; redrawn only when this robot's state or its building name changes. */
export const RobotCard = memo(function RobotCard({ robot, buildingName, kit, styles }: RobotCardProps) {
  const { text } = kit;
  return (
    <article
      className={robot.connection === 'online' ? styles.card : `${styles.card} ${styles.offline}`}
      aria-label={robot.name}
      data-testid="robot-card"
      data-serial-no={robot.serialNo}
    >
      <div className={styles.head}>
        <span className={styles.name}>{robot.name}</span>
        {connectionBadge(robot, kit)}
      </div>
      <span className={styles.meta}>{`${robot.serialNo} · ${robot.model} · ${buildingName}`}</span>
      <dl className={styles.facts}>
        <dt className={styles.term}>{text.terms.status}</dt>
        <dd className={styles.value} data-testid="robot-status">{text.status(robot)}</dd>
        <dt className={styles.term}>{text.terms.battery}</dt>
        <dd className={styles.value}>{batteryBadge(robot, kit)}</dd>
        <dt className={styles.term}>{text.terms.currentFlow}</dt>
        <dd className={styles.value}><span data-testid="current-flow">{text.flow(robot)}</span></dd>
        <dt className={styles.term}>{text.terms.lastCommunication}</dt>
        <dd className={styles.value}><span data-testid="last-communication">{text.lastCommunication(robot)}</span></dd>
      </dl>
      <div className={styles.errors}>{errorBadges(robot, kit)}</div>
      <div className={styles.foot}>{robotLinks(robot, kit)}</div>
    </article>
  );
});
