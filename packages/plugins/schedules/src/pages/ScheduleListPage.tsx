import { Link, ResourceList, useCurrentBuilding, useT } from '@fleetdeck/sdk';
import { scheduleResource } from '../resources/scheduleResource.js';

/** /schedule/list: the entries of the building chosen in the header (or every one the user can see). */
export function ScheduleListPage() {
  const t = useT();
  const current = useCurrentBuilding().id;
  return (
    <>
      <Link to="/schedule/cal/week">{t('menu.calendar')}</Link>
      <ResourceList resource={scheduleResource} where={current === null ? undefined : { buildingId: Number(current) }} />
    </>
  );
}
