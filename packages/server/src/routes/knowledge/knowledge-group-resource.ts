import { KnowledgeGroup } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { buildingInOrganization } from '../../rules/building-in-organization.js';
import { attachmentsReadable } from './knowledge-checks.js';
import { knowledgeQasChild } from './knowledge-qas-child.js';

/** Knowledge groups: the building must be the organization's, every attachment a file the caller may read; the Q&A live in their own table. */
export const knowledgeGroupResource: ResourceDefinition = entityResource(KnowledgeGroup, {
  children: [knowledgeQasChild],
  checks: [buildingInOrganization, attachmentsReadable],
});
