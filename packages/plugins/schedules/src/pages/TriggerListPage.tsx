import { Link, ResourceList, useT } from '@fleetdeck/sdk';
import { triggerResource } from '../resources/triggerResource.js';

/** /system/triggers/list: the trigger rules of the organizations the user manages, with a link to their log. */
export function TriggerListPage() {
  const t = useT();
  return (
    <>
      <Link to="/system/trigger-log/1">{t('menu.triggerLog')}</Link>
      <ResourceList resource={triggerResource} />
    </>
  );
}
