import { memo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { RobotLiveState } from '@fleetdeck/model';
import { useT } from '@fleetdeck/sdk';
import { BatteryBadge } from '../shared/BatteryBadge.js';
import { ConnectionBadge } from '../shared/ConnectionBadge.js';
import { robotStatusKey } from '../shared/robotStatusLabel.js';
import { CurrentFlowText, LastCommunicationText, RobotErrorBadges } from './RobotFacts.js';
import { RobotLinks } from './RobotLinks.js';

/** Height of one card; the grid windows its rows by it. */
export const CARD_HEIGHT = 216;

const useStyles = makeStyles({
  card: {
    boxSizing: 'border-box',
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

/** One robot in the grid view; redrawn only when this robot's state or its building name changes. */
export const RobotCard = memo(function RobotCard({ robot, buildingName }: { robot: RobotLiveState; buildingName: string }) {
  const t = useT();
  const styles = useStyles();
  return (
    <article
      className={robot.connection === 'online' ? styles.card : `${styles.card} ${styles.offline}`}
      aria-label={robot.name}
      data-testid="robot-card"
      data-serial-no={robot.serialNo}
    >
      <div className={styles.head}>
        <span className={styles.name}>{robot.name}</span>
        <ConnectionBadge connection={robot.connection} />
      </div>
      <span className={styles.meta}>{`${robot.serialNo} · ${robot.model} · ${buildingName}`}</span>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('robot.status')}</dt>
        <dd className={styles.value} data-testid="robot-status">{t(robotStatusKey(robot))}</dd>
        <dt className={styles.term}>{t('robot.battery')}</dt>
        <dd className={styles.value}><BatteryBadge robot={robot} /></dd>
        <dt className={styles.term}>{t('robot.currentFlow')}</dt>
        <dd className={styles.value}><CurrentFlowText robot={robot} /></dd>
        <dt className={styles.term}>{t('robot.lastCommunication')}</dt>
        <dd className={styles.value}><LastCommunicationText robot={robot} /></dd>
      </dl>
      <div className={styles.errors}><RobotErrorBadges robot={robot} /></div>
      <div className={styles.foot}><RobotLinks robot={robot} /></div>
    </article>
  );
});
