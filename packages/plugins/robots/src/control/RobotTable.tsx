import { memo, useRef } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { RobotLiveState } from '@fleetdeck/model';
import { useT, useVirtualizer } from '@fleetdeck/sdk';
import { batteryBadge, conditionBadge, connectionBadge, errorBadges, recordingBadge, robotLinks, type RobotCellKit } from './RobotCells.js';
import { useRouteLinkClick } from './routeLinkClick.js';
import { useRobotCellKit } from './useRobotCellKit.js';

const ROW_HEIGHT = 48;
// The condition column has a fixed width (its badge must never be cut); the others share the rest.
const CONDITION_WIDTH = 160;
// Fits beside the side bar at 1440 px, so every column, actions included, shows without scrolling.
const MIN_TABLE_WIDTH = 1120;

const useStyles = makeStyles({
  scroller: {
    flex: '1 1 0', minHeight: '200px', overflow: 'auto', contain: 'strict',
    // An opaque scroller is scrolled by the compositor: rows already drawn are moved, not repainted.
    backgroundColor: tokens.colorNeutralBackground1,
  },
  table: { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', minWidth: `${MIN_TABLE_WIDTH}px` },
  head: {
    position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground2, textAlign: 'left',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere',
  },
  row: { height: `${ROW_HEIGHT}px`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  // Text wraps onto a second line of the row rather than being cut (docs/ui-guidelines.md, tables).
  cell: { padding: `0 ${tokens.spacingHorizontalS}`, overflow: 'hidden', overflowWrap: 'anywhere', lineHeight: tokens.lineHeightBase300 },
  // The condition is never cut: its column is wide enough for the longest label in either language.
  conditionCell: { padding: `0 ${tokens.spacingHorizontalS}`, whiteSpace: 'nowrap' },
  // A date and time with seconds wraps onto two lines of the row rather than being cut.
  wrappingCell: { padding: `0 ${tokens.spacingHorizontalS}`, overflow: 'hidden', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  // Name over serial number: two short lines fit the column where one long one was cut.
  nameCell: { padding: `0 ${tokens.spacingHorizontalS}`, overflow: 'hidden', overflowWrap: 'anywhere' },
  name: { display: 'block', fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase300 },
  serial: { display: 'block', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200, color: tokens.colorNeutralForeground2 },
});

const COLUMNS = [
  ['robot.condition', `${CONDITION_WIDTH}px`], ['robot.name', '12%'], ['robot.model', '7%'], ['robot.building', '9%'], ['robot.connection', '9%'],
  ['robot.status', '9%'], ['robot.battery', '11%'], ['robot.currentFlow', '9%'], ['robot.lastCommunication', '11%'], ['robot.actions', '13%'],
] as const;

interface RobotRowProps {
  robot: RobotLiveState;
  buildingName: string;
  rowIndex: number;
  kit: RobotCellKit;
  styles: ReturnType<typeof useStyles>;
}

// No hooks: rows mount and unmount on every scrolled frame; `kit` and `styles` are shared by all.
const RobotRow = memo(function RobotRow({ robot, buildingName, rowIndex, kit, styles }: RobotRowProps) {
  const { text } = kit;
  return (
    <tr className={styles.row} aria-rowindex={rowIndex} data-testid="robot-row" data-serial-no={robot.serialNo}>
      <td className={styles.conditionCell}>{conditionBadge(robot, kit)}</td>
      <td className={styles.nameCell}>
        <span className={styles.name}>{robot.name}</span> <span className={styles.serial}>{robot.serialNo}</span>
      </td>
      <td className={styles.cell}>{robot.model}</td>
      <td className={styles.cell}>{buildingName}</td>
      <td className={styles.cell}>{connectionBadge(robot, kit)}</td>
      <td className={styles.cell} data-testid="robot-status">{text.status(robot)} {errorBadges(robot, kit)}{recordingBadge(robot, kit)}</td>
      <td className={styles.cell}>{batteryBadge(robot, kit)}</td>
      <td className={styles.cell}><span data-testid="current-flow">{text.flow(robot)}</span></td>
      <td className={styles.wrappingCell}><span data-testid="last-communication">{text.lastCommunication(robot)}</span></td>
      <td className={styles.cell}>{robotLinks(robot, kit)}</td>
    </tr>
  );
});

/** Robots as a table, only the rows in view drawn. */
export function RobotTable({ robots, nameOf }: { robots: RobotLiveState[]; nameOf: (buildingId: number) => string }) {
  const t = useT();
  const styles = useStyles();
  const kit = useRobotCellKit();
  const onClick = useRouteLinkClick();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: robots.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // Rows are keyed by serial number below; a key function here (new with every list of robots)
    // would make the virtualizer work out every robot's position again on each live update.
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  return (
    <div ref={scrollRef} className={styles.scroller} data-testid="robot-table" tabIndex={0} onClick={onClick}>
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
            return robot ? <RobotRow key={robot.serialNo} robot={robot} buildingName={nameOf(robot.buildingId)} rowIndex={item.index + 2} kit={kit} styles={styles} /> : null;
          })}
          {padBottom > 0 ? <tr aria-hidden style={{ height: padBottom }} /> : null}
        </tbody>
      </table>
    </div>
  );
}
