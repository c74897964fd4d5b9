import { Organization } from '@fleetdeck/model';
import { callerMay } from '../../access/caller-may.js';
import { invalidateScopeCache } from '../../access/scope-load.js';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { accountTagsChild, notificationTargetsChild } from './organization-children.js';
import { relevelOnMove, withLevel } from './organization-levels.js';
import {
  accountTagsComplete, notificationTargetsComplete, notOwnOrganization, organizationEmpty, parentOrganizationChosen,
  parentSideOnly, uniqueOrganizationName,
} from './organization-checks.js';

/** Organizations: §7 list shape `{id, name, type}` by default; detail with notification targets and account tags. */
export const organizationResource: ResourceDefinition = entityResource(Organization, {
  children: [notificationTargetsChild, accountTagsChild],
  checks: [uniqueOrganizationName, parentOrganizationChosen, parentSideOnly, notificationTargetsComplete, accountTagsComplete, notOwnOrganization, organizationEmpty],
  // §2 shows notification targets (organization/{id}/notif-target/*) and account tags
  // (organization/{organizationId}/child-org-and-tag) on admin screens only: a general operator
  // reads the organization (§7 organization choice) without who manages what or where alerts go.
  present: (record, ctx) => {
    if (callerMay(ctx.caller, 'organizations', 'readMembers')) return record;
    const { notificationTargets: _targets, accountTags: _tags, ...rest } = record;
    return rest;
  },
  toRow: withLevel,
  inTransaction: relevelOnMove,
  afterCommit: (ctx) => invalidateScopeCache(ctx.request.server.db),
});
