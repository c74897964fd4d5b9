import { Announcement } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { announcementPeriodCheck } from './system-checks.js';

/** Announcements (ja/en, §9 level, publish period); installation-wide, system admins only. */
export const announcementResource: ResourceDefinition = entityResource(Announcement, {
  checks: [announcementPeriodCheck],
});
