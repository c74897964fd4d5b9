import { ResourceList } from '@fleetdeck/sdk';
import { operatorResource } from '../resources/operatorResource.js';

/** /operator/list */
export function OperatorListPage() {
  return <ResourceList resource={operatorResource} />;
}
