import { ResourceList } from '@fleetdeck/sdk';
import {
  announcementResource, configResource, iamServiceResource, servicePackageResource, versionResource, webhookResource,
} from '../resources/systemResources.js';

/** /system/versions/list */
export function VersionListPage() {
  return <ResourceList resource={versionResource} />;
}

/** /system/config/list */
export function ConfigListPage() {
  return <ResourceList resource={configResource} />;
}

/** /system/announcements/list */
export function AnnouncementListPage() {
  return <ResourceList resource={announcementResource} />;
}

/** /system/webhooks/list */
export function WebhookListPage() {
  return <ResourceList resource={webhookResource} />;
}

/** /system/iam/service/list */
export function IamServiceListPage() {
  return <ResourceList resource={iamServiceResource} />;
}

/** /system/service-package/list */
export function ServicePackageListPage() {
  return <ResourceList resource={servicePackageResource} />;
}
