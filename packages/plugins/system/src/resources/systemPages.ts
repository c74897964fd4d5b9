import { resourcePages } from '@fleetdeck/sdk';
import {
  announcementResource, configResource, iamServiceResource, servicePackageResource, versionResource, webhookResource,
} from './systemResources.js';

/** The generic pages of the system entities: every list, and the version form (the other forms have pages of their own). */
export const systemPages = {
  versions: resourcePages(versionResource),
  configs: resourcePages(configResource),
  announcements: resourcePages(announcementResource),
  webhooks: resourcePages(webhookResource),
  iamServices: resourcePages(iamServiceResource),
  servicePackages: resourcePages(servicePackageResource),
};
