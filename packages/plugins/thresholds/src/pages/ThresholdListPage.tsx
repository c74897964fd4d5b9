import { ResourceList, ViewRowLink, useT } from '@fleetdeck/sdk';
import { thresholdRuleResource } from '../resources/thresholdRuleResource.js';

/** /threshold/list */
export function ThresholdListPage() {
  const t = useT();
  return <ResourceList resource={thresholdRuleResource} rowActions={(row) => <ViewRowLink row={row} label={t('list.view')} />} />;
}
