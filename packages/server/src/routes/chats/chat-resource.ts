import { Chat } from '@fleetdeck/model';
import { entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { buildingInOrganization } from '../../rules/building-in-organization.js';
import { chatMessagesChild } from './chat-messages-child.js';

/** Chat records: the building must be the organization's; the conversation is read from its own table on the detail. */
export const chatResource: ResourceDefinition = entityResource(Chat, {
  children: [chatMessagesChild],
  checks: [buildingInOrganization],
});
