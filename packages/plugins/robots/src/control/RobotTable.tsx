import { memo, useRef } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { RobotLiveState } from '@fleetdeck/model';
import { useT, useVirtualizer } from '@fleetdeck/sdk';
import { BatteryBadge } from '../shared/BatteryBadge.js';
import { ConnectionBadge } from '../shared/ConnectionBadge.js';
import { robotStatusKey } from '../shared/robotStatusLabel.js';
import { CurrentFlowText, LastCommunicationText, RobotErrorBadges } from './RobotFacts.js';
import { RobotLinks } from './RobotLinks.js';

const ROW_HEIGHT = 48;

const useStyles = makeStyles({
  scroller: { height: 'calc(100vh - 300px)', minHeight: '320px', overflow: 'auto' },
  table: { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', minWidth: '1300px' },
  head: {
    position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground2, textAlign: 'left',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`, fontWeight: tokens.fontWeightSemibold,
  },
  row: { height: `${ROW_HEIGHT}px`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  cell: { padding: `0 ${tokens.spacingHorizontalS}`, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  name: { fontWeight: tokens.fontWeightSemibold },
  serial: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

const COLUMNS = [
  ['robot.name', '14%'], ['robot.model', '8%'], ['robot.building', '10%'], ['robot.connection', '8%'], ['robot.status', '9%'],
  ['robot.battery', '13%'], ['robot.currentFlow', '10%'], ['robot.lastCommunication', '10%'], ['robot.actions', '18%'],
] as const;

const RobotRow = memo(function RobotRow({ robot, buildingName, rowIndex }: { robot: RobotLiveState; buildingName: string; rowIndex: number }) {
  const t = useT();
  const styles = useStyles();
  return (
    <tr className={styles.row} aria-rowindex={rowIndex} data-testid="robot-row" data-serial-no={robot.serialNo}>
      <td className={styles.cell}>
        <span className={styles.name}>{robot.name}</span> <span className={styles.serial}>{robot.serialNo}</span>
      </td>
      <td className={styles.cell}>{robot.model}</td>
      <td className={styles.cell}>{buildingName}</td>
      <td className={styles.cell}><ConnectionBadge connection={robot.connection} /></td>
      <td className={styles.cell} data-testid="robot-status">{t(robotStatusKey(robot))} <RobotErrorBadges robot={robot} /></td>
      <td className={styles.cell}><BatteryBadge robot={robot} /></td>
      <td className={styles.cell}><CurrentFlowText robot={robot} /></td>
      <td className={styles.cell}><LastCommunicationText robot={robot} /></td>
      <td className={styles.cell}><RobotLinks robot={robot} /></td>
    </tr>
  );
});

/** Robots as a table, only the rows in view drawn. */
export function RobotTable({ robots, nameOf }: { robots: RobotLiveState[]; nameOf: (buildingId: number) => string }) {
  const t = useT();
  const styles = useStyles();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: robots.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => robots[index]?.serialNo ?? index,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  return (
    <div ref={scrollRef} className={styles.scroller} data-testid="robot-table" tabIndex={0}>
      <table className={styles.table} aria-label={t('control.robotsLabel')} aria-rowcount={robots.length + 1}>
        <colgroup>
          {COLUMNS.map(([key, width]) => <col key={key} style={{ width }} />)}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {COLUMNS.map(([key]) => <th key={key} scope="col" className={styles.head}>{t(key)}</th>)}
          </tr>
        </thead>
        <tbody>
          {padTop > 0 ? <tr aria-hidden style={{ height: padTop }} /> : null}
          {items.map((item) => {
            const robot = robots[item.index];
            return robot ? <RobotRow key={robot.serialNo} robot={robot} buildingName={nameOf(robot.buildingId)} rowIndex={item.index + 2} /> : null;
          })}
          {padBottom > 0 ? <tr aria-hidden style={{ height: padBottom }} /> : null}
        </tbody>
      </table>
    </div>
  );
}
