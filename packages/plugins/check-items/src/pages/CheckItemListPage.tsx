import { ResourceList, ViewRowLink, useT } from '@fleetdeck/sdk';
import { checkItemResource } from '../resources/checkItemResource.js';

/** /check-item/list */
export function CheckItemListPage() {
  const t = useT();
  return <ResourceList resource={checkItemResource} rowActions={(row) => <ViewRowLink row={row} label={t('list.view')} />} />;
}
