import { useCallback, useEffect, useMemo, useState } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { PageLayout, useCurrentBuilding, useLiveRobots, useT } from '@fleetdeck/sdk';
import { StreamBanner } from '../shared/StreamBanner.js';
import { useBuildingNames } from '../shared/useBuildingNames.js';
import { ControlToolbar, type BuildingChoice } from './ControlToolbar.js';
import { RobotGrid } from './RobotGrid.js';
import { RobotTable } from './RobotTable.js';
import { filterAndSortRobots, type ControlFilters, type SortKey } from './robotFilters.js';
import { ViewToggle } from './ViewToggle.js';
import { loadView, saveView, type ControlView } from './viewPreference.js';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
});

const noFilters: ControlFilters = { model: null, onlineOnly: false, availableOnly: false, search: '' };

/** /robot/control: the operators' home, every robot of the chosen buildings with live state. */
export function RobotControlPage() {
  const t = useT();
  const styles = useStyles();
  const current = useCurrentBuilding().id;
  const [building, setBuilding] = useState<BuildingChoice>(typeof current === 'number' ? current : 'all');
  // The header's building choice leads; the filter here can still widen to all buildings.
  useEffect(() => setBuilding(typeof current === 'number' ? current : 'all'), [current]);
  const [filters, setFilters] = useState<ControlFilters>(noFilters);
  const [sort, setSort] = useState<SortKey>('name');
  const [view, setView] = useState<ControlView>(loadView);
  const chooseView = useCallback((next: ControlView) => {
    setView(next);
    saveView(next);
  }, []);
  const { buildings, nameOf } = useBuildingNames();
  const buildingIds = useMemo(() => (building === 'all' ? null : [building]), [building]);
  const { robots, status } = useLiveRobots(buildingIds);
  const shown = useMemo(() => filterAndSortRobots(robots, filters, sort), [robots, filters, sort]);
  const buildingName = useCallback((id: number) => nameOf(id) ?? t('robot.unknownBuilding', { id }), [nameOf, t]);

  let content;
  if (shown.length > 0) content = view === 'grid' ? <RobotGrid robots={shown} nameOf={buildingName} /> : <RobotTable robots={shown} nameOf={buildingName} />;
  else if (status === 'open') content = <Text data-testid="robot-empty">{t(robots.length === 0 ? 'control.noRobots' : 'control.empty')}</Text>;
  else content = null;

  return (
    <PageLayout title={t('title.control')} actions={<ViewToggle view={view} onView={chooseView} />}>
      <div className={styles.body}>
        <ControlToolbar
          buildings={buildings}
          building={building}
          onBuilding={setBuilding}
          filters={filters}
          onFilters={setFilters}
          sort={sort}
          onSort={setSort}
          shown={shown.length}
          total={robots.length}
        />
        {filters.availableOnly ? <Text size={200} className={styles.hint}>{t('control.availableHint')}</Text> : null}
        <StreamBanner status={status} />
        {content}
      </div>
    </PageLayout>
  );
}
