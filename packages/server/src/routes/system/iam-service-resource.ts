import { IamService } from '@fleetdeck/model';
import { hashPassword } from '../../auth/password-hash.js';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { isSecretSet } from '../../resources/write-only-secret.js';
import { uniqueCheck } from './system-checks.js';

/** IAM services of an organization: client id unique; the secret is stored hashed (like passwords), answered only as whether one is stored. */
export const iamServiceResource: ResourceDefinition = entityResource(IamService, {
  checks: [uniqueCheck(IamService, 'clientId')],
  toRecord: (row, record) => ({ ...record, hasClientSecret: isSecretSet(row.client_secret_hash) }),
  async toRow(input, _mode, _ctx, _existing, row) {
    return typeof input.clientSecret === 'string' ? { ...row, client_secret_hash: await hashPassword(input.clientSecret) } : row;
  },
});
