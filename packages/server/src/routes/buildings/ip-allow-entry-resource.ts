import { IpAllowListEntry } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { ipListErrors } from './building-checks.js';
import { buildingResource } from './building-resource.js';

/** IP allow-list entries of a building: the building decides scope; the address must be a real IPv4/IPv6 address or CIDR block. */
export const ipAllowEntryResource: ResourceDefinition = entityResource(IpAllowListEntry, {
  parent: { resource: buildingResource, param: 'buildingId', column: 'building_id', field: 'buildingId' },
  checks: [
    {
      name: 'ipAddressValid',
      on: ['create', 'update'],
      run: ({ input }) => (typeof input.ipAddress === 'string' ? ipListErrors([{ ipAddress: input.ipAddress, description: '', restricted: false }], '').map((e) => ({ ...e, path: 'ipAddress' })) : []),
    },
  ],
});
