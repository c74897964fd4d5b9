import { ruleError, type BuildingLinkage, type FieldError, type IpAllowEntry } from '@fleetdeck/model';
import { isIP } from 'node:net';
import { sql } from 'kysely';
import type { ResourceCheck } from '../../resources/resource-types.js';
import { findScoped } from '../../resources/resource-reader.js';
import { isSecretSet } from '../../resources/write-only-secret.js';
import { linkSecret, linkSecrets, type SecretLink } from './building-linkage.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { isKnownTimeZone } from '../../schedules/zoned-time.js';

/** Whether text is an IPv4/IPv6 address, optionally with a CIDR prefix that fits its family. */
export function isIpOrCidr(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  if (rest.length > 0) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** IP allow-list addresses must be real IPv4/IPv6 addresses or CIDR blocks (the schema pattern is only a first pass). */
export function ipListErrors(entries: readonly IpAllowEntry[] | undefined, prefix: string): FieldError[] {
  return (entries ?? []).flatMap((entry, index) =>
    isIpOrCidr(entry.ipAddress.trim())
      ? []
      : [{ path: `${prefix}${index}.ipAddress`, code: 'ipAddress', message: 'must be a valid IPv4 or IPv6 address or CIDR block' }],
  );
}

export const buildingIpCheck: ResourceCheck = {
  name: 'ipAllowListAddresses',
  on: ['create', 'update'],
  run: ({ input }) => ipListErrors(input.ipAllowList as IpAllowEntry[] | undefined, 'ipAllowList.'),
};

export const buildingOrganizationCheck: ResourceCheck = {
  name: 'organizationExists',
  on: ['create', 'update'],
  async run({ ctx, input }) {
    if (input.organizationId === undefined) return [];
    const found = await ctx.db.selectFrom('organizations').select(sql.ref('id').as('id')).where(sql.ref('id'), '=', Number(input.organizationId)).executeTakeFirst();
    return found ? [] : [{ path: 'organizationId', code: 'notFound', message: 'is not an existing organization' }];
  },
};

/** §5 "linked building chosen": a daily-report link that is on names a building the caller can see. */
export function dailyReportCheck(buildings: () => ResourceDefinition): ResourceCheck {
  return {
    name: 'linkedBuildingChosen',
    on: ['create', 'update'],
    async run({ ctx, input }) {
      const link = (input.linkage as Partial<BuildingLinkage> | undefined)?.dailyReport;
      if (!link || !link.enabled) return [];
      const path = 'linkage.dailyReport.linkedBuildingId';
      if (link.linkedBuildingId === null) return [{ path, code: 'required', message: 'choose the linked building' }];
      const found = await findScoped(ctx, buildings(), link.linkedBuildingId);
      return found ? [] : [{ path, code: 'notFound', message: 'is not a building you can see' }];
    },
  };
}

/**
 * §5 "user ID and password required for linkage", "LiLz access token required": a new link needs
 * its secret; on a link already saved an empty secret keeps the saved one (write-only).
 */
export const linkageSecretsCheck: ResourceCheck = {
  name: 'linkageSecrets',
  on: ['create', 'update'],
  run({ input, existing }) {
    const change = input.linkage as Partial<BuildingLinkage> | undefined;
    const stored = existing?.linkage as BuildingLinkage | undefined;
    const errors: FieldError[] = [];
    for (const key of Object.keys(linkSecrets) as SecretLink[]) {
      if (!change?.[key]) continue;
      const sent = linkSecret(change, key);
      const blank = sent.trim() === '';
      if (blank && (sent !== '' || !isSecretSet(linkSecret(stored, key)))) errors.push(ruleError(`linkage.${key}.${linkSecrets[key]}`, 'required'));
    }
    return errors;
  },
};

/** A building's time zone must be one the server's clock rules know, since its schedules run on it. */
export const buildingTimeZoneCheck: ResourceCheck = {
  name: 'timeZoneKnown',
  on: ['create', 'update'],
  run({ input }) {
    const zone = input.timeZone;
    if (typeof zone !== 'string' || isKnownTimeZone(zone)) return [];
    return [ruleError('timeZone', 'timeZoneUnknown')];
  },
};
