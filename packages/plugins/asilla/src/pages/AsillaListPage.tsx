import { ResourceList, ViewRowLink, useT } from '@fleetdeck/sdk';
import { asillaResource } from '../resources/asillaResource.js';

/** /asilla/setting/list */
export function AsillaListPage() {
  const t = useT();
  return <ResourceList resource={asillaResource} rowActions={(row) => <ViewRowLink row={row} label={t('list.view')} />} />;
}
