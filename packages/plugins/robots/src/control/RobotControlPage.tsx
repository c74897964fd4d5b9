import { useCallback, useEffect, useState } from 'react';
import { PageLayout, useCurrentBuilding, useT } from '@fleetdeck/sdk';
import { ControlBody } from './ControlBody.js';
import type { BuildingChoice } from './ControlToolbar.js';
import type { ControlFilters, SortKey } from './robotFilters.js';
import { ViewToggle } from './ViewToggle.js';
import { loadView, saveView, type ControlView } from './viewPreference.js';

const noFilters: ControlFilters = { model: null, onlineOnly: false, availableOnly: false, search: '' };

/** /robot/control: the operators' home, every robot of the chosen buildings with live state. */
export function RobotControlPage() {
  const t = useT();
  const current = useCurrentBuilding().id;
  const headerChoice: BuildingChoice = current === null ? 'all' : Number(current);
  const [building, setBuilding] = useState<BuildingChoice>(headerChoice);
  // The header's building choice leads; the filter here can still widen to all buildings.
  useEffect(() => setBuilding(headerChoice), [headerChoice]);
  const [filters, setFilters] = useState<ControlFilters>(noFilters);
  const [sort, setSort] = useState<SortKey>('condition');
  const [view, setView] = useState<ControlView>(loadView);
  const chooseView = useCallback((next: ControlView) => {
    setView(next);
    saveView(next);
  }, []);

  return (
    <PageLayout title={t('title.control')} actions={<ViewToggle view={view} onView={chooseView} />}>
      <ControlBody
        building={building}
        onBuilding={setBuilding}
        filters={filters}
        onFilters={setFilters}
        sort={sort}
        onSort={setSort}
        view={view}
      />
    </PageLayout>
  );
}
