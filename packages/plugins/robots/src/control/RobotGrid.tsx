import { useRef } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { RobotLiveState } from '@fleetdeck/model';
import { useT, useVirtualizer } from '@fleetdeck/sdk';
import { CARD_HEIGHT, RobotCard, useCardStyles } from './RobotCard.js';
import { useRouteLinkClick } from './routeLinkClick.js';
import { useElementWidth } from './useElementWidth.js';
import { useRobotCellKit } from './useRobotCellKit.js';

const MIN_CARD_WIDTH = 280;
const GAP = 12;
const ROW_HEIGHT = CARD_HEIGHT + GAP;

const useStyles = makeStyles({
  scroller: {
    flex: '1 1 0', minHeight: '200px', overflowY: 'auto', contain: 'strict',
    // An opaque scroller is scrolled by the compositor: cards already drawn are moved, not repainted.
    backgroundColor: tokens.colorNeutralBackground1,
  },
  row: { position: 'absolute', left: 0, right: 0, display: 'grid', gap: `${GAP}px` },
  item: { minWidth: 0 },
});

/** Robots as cards, only the rows in view drawn, so thousands of robots scroll smoothly. */
export function RobotGrid({ robots, nameOf }: { robots: RobotLiveState[]; nameOf: (buildingId: number) => string }) {
  const t = useT();
  const styles = useStyles();
  const cardStyles = useCardStyles();
  const kit = useRobotCellKit();
  const onClick = useRouteLinkClick();
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(scrollRef);
  const columns = Math.max(1, Math.floor((width + GAP) / (MIN_CARD_WIDTH + GAP)));
  const rowCount = Math.ceil(robots.length / columns);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // Rows of cards above and below the window kept drawn: a small fleet is drawn whole, a large one a few screenfuls.
    overscan: 4,
  });
  const template = `repeat(${columns}, minmax(0, 1fr))`;
  return (
    <div ref={scrollRef} className={styles.scroller} role="list" aria-label={t('control.robotsLabel')} data-testid="robot-grid" tabIndex={0} onClick={onClick}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div key={item.key} className={styles.row} style={{ top: item.start, height: CARD_HEIGHT, gridTemplateColumns: template }}>
            {robots.slice(item.index * columns, item.index * columns + columns).map((robot) => (
              <div role="listitem" key={robot.serialNo} className={styles.item}>
                <RobotCard robot={robot} buildingName={nameOf(robot.buildingId)} kit={kit} styles={cardStyles} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
