import { Building, type BuildingLinkage } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { buildingIpCheck, buildingOrganizationCheck, buildingTimeZoneCheck, linkageSecretsCheck, dailyReportCheck } from './building-checks.js';
import { ipAllowListChild, speechTextsChild } from './building-children.js';
import { mergeLinkage, parseLinkage, presentLinkage } from './building-linkage.js';

/**
 * Buildings: the organization must exist, IP addresses be real, a link carry its secret and a daily
 * report name a visible building. Linkage secrets are stored whole (a write merges onto them) and
 * answered masked; the IP allow-list and speech texts are kept by their child hooks.
 */
export const buildingResource: ResourceDefinition = entityResource(Building, {
  detailRelations: ['groups', 'flowGroups'],
  children: [ipAllowListChild, speechTextsChild],
  checks: [buildingOrganizationCheck, buildingIpCheck, buildingTimeZoneCheck, linkageSecretsCheck, dailyReportCheck(() => buildingResource)],
  present: (record) =>
    record.linkage === undefined ? record : { ...record, linkage: presentLinkage(record.linkage as BuildingLinkage) },
  toRecord: (row, record) => ({ ...record, linkage: parseLinkage(row.linkage) }),
  toRow(input, mode, _ctx, existing, row) {
    if (mode === 'update' && input.linkage === undefined) return row;
    const stored = existing ? (existing.linkage as BuildingLinkage) : parseLinkage('{}');
    return { ...row, linkage: JSON.stringify(mergeLinkage(stored, input.linkage as Partial<BuildingLinkage> | undefined)) };
  },
});
