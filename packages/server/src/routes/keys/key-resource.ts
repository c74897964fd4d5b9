import { ApiKey, maskKey } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';

/**
 * API keys by §9 key manager type. Values stay server-side and are answered masked; a key stored
 * without a name is called after its id. The newest SkyWay key is the one `GET /api/keys/skyway`
 * and the session hand out.
 */
export const apiKeyResource: ResourceDefinition = entityResource(ApiKey, {
  toRecord: (row, record) => ({ ...record, name: row.name || `key ${String(row.id)}`, maskedValue: maskKey(String(row.value)) }),
});
