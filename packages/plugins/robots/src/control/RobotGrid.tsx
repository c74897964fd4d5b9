import { useRef } from 'react';
import { makeStyles } from '@fluentui/react-components';
import type { RobotLiveState } from '@fleetdeck/model';
import { useT, useVirtualizer } from '@fleetdeck/sdk';
import { CARD_HEIGHT, RobotCard } from './RobotCard.js';
import { useElementWidth } from './useElementWidth.js';

const MIN_CARD_WIDTH = 280;
const GAP = 12;
const ROW_HEIGHT = CARD_HEIGHT + GAP;

const useStyles = makeStyles({
  scroller: { height: 'calc(100vh - 300px)', minHeight: '320px', overflowY: 'auto', contain: 'strict' },
  row: { position: 'absolute', left: 0, right: 0, display: 'grid', gap: `${GAP}px` },
});

/** Robots as cards, only the rows in view drawn, so thousands of robots scroll smoothly. */
export function RobotGrid({ robots, nameOf }: { robots: RobotLiveState[]; nameOf: (buildingId: number) => string }) {
  const t = useT();
  const styles = useStyles();
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(scrollRef);
  const columns = Math.max(1, Math.floor((width + GAP) / (MIN_CARD_WIDTH + GAP)));
  const rowCount = Math.ceil(robots.length / columns);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
  });
  return (
    <div ref={scrollRef} className={styles.scroller} role="list" aria-label={t('control.robotsLabel')} data-testid="robot-grid" tabIndex={0}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            className={styles.row}
            style={{ top: item.start, height: CARD_HEIGHT, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {robots.slice(item.index * columns, item.index * columns + columns).map((robot) => (
              <div role="listitem" key={robot.serialNo} style={{ minWidth: 0 }}>
                <RobotCard robot={robot} buildingName={nameOf(robot.buildingId)} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
