import { Suspense, lazy, useCallback, useMemo, useRef } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useLiveRobots, useT } from '@fleetdeck/sdk';
import { StreamBanner } from '../shared/StreamBanner.js';
import { useBuildingNames } from '../shared/useBuildingNames.js';
import { ControlToolbar, type BuildingChoice } from './ControlToolbar.js';
import { RobotGrid } from './RobotGrid.js';
import { RobotTable } from './RobotTable.js';
import { filterAndSortRobots, type ControlFilters, type SortKey } from './robotFilters.js';
import { useFillHeight } from './useFillHeight.js';
import type { ControlView } from './viewPreference.js';

// The map view (floor plans, the robot dialog) loads when chosen: grid is the default, and the
// map's code (Fluent's dialog and focus trap, the SDK's floor map) is ~20 KiB brotli of robot/control's first load.
const RobotMapView = lazy(() => import('./RobotMapView.js').then((m) => ({ default: m.RobotMapView })));

const useStyles = makeStyles({
  // As tall as the screen allows: the grid or list below the toolbar takes what is left.
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minHeight: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** Props of `ControlBody`: the operator's choices, held by the page. */
export interface ControlBodyProps {
  building: BuildingChoice;
  onBuilding: (choice: BuildingChoice) => void;
  filters: ControlFilters;
  onFilters: (filters: ControlFilters) => void;
  sort: SortKey;
  onSort: (sort: SortKey) => void;
  view: ControlView;
}

/**
 * The part of robot/control that follows the live robots: it re-renders on every live update,
 * so the page frame around it (title, view toggle) does not.
 */
export function ControlBody({ building, onBuilding, filters, onFilters, sort, onSort, view }: ControlBodyProps) {
  const t = useT();
  const styles = useStyles();
  const bodyRef = useRef<HTMLDivElement>(null);
  const height = useFillHeight(bodyRef);
  const { buildings, nameOf } = useBuildingNames();
  const buildingIds = useMemo(() => (building === 'all' ? null : [building]), [building]);
  const { robots, status } = useLiveRobots(buildingIds);
  const shown = useMemo(() => filterAndSortRobots(robots, filters, sort), [robots, filters, sort]);
  const buildingName = useCallback((id: number) => nameOf(id) ?? t('robot.unknownBuilding', { id }), [nameOf, t]);

  let content;
  if (view === 'map') content = <Suspense fallback={null}><RobotMapView robots={shown} building={building} nameOf={buildingName} /></Suspense>;
  else if (shown.length > 0) content = view === 'grid' ? <RobotGrid robots={shown} nameOf={buildingName} /> : <RobotTable robots={shown} nameOf={buildingName} />;
  else if (status === 'open') content = <Text data-testid="robot-empty">{t(robots.length === 0 ? 'control.noRobots' : 'control.empty')}</Text>;
  else content = null;

  return (
    <div ref={bodyRef} className={styles.body} style={{ height }}>
      <ControlToolbar
        buildings={buildings}
        building={building}
        onBuilding={onBuilding}
        filters={filters}
        onFilters={onFilters}
        sort={sort}
        onSort={onSort}
        shown={shown.length}
        total={robots.length}
      />
      {filters.availableOnly ? <Text size={200} className={styles.hint}>{t('control.availableHint')}</Text> : null}
      <StreamBanner status={status} />
      {content}
    </div>
  );
}
