import { ResourceList } from '@fleetdeck/sdk';
import { mediaResource } from '../resources/mediaResource.js';

/** /resource/list */
export function MediaListPage() {
  return <ResourceList resource={mediaResource} />;
}
