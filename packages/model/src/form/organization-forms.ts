import { AccountTag } from '../account-tag.js';
import { NotificationTargetType } from '../business-constants.js';
import { Email } from '../common.js';
import { NotificationTarget } from '../notification-target.js';

// An e-mail target's address is an e-mail address (§5 "notification target required"): checked in
// the form, before any request, with the same format the operator's login ID is checked with.
const emailAddress = {
  if: { type: 'object', required: ['type'], properties: { type: { const: NotificationTargetType.email } } },
  then: { required: ['address'], properties: { address: Email } },
};

/**
 * The notification target form: "all buildings" (no building) allowed, the answered "password
 * saved" flag, and an e-mail target's address required and in e-mail format.
 */
export const NotificationTargetForm: { required: string[]; properties: Record<string, unknown>; allOf: object[] } = {
  ...NotificationTarget,
  properties: { ...NotificationTarget.properties, passwordSet: { type: 'boolean' } },
  required: NotificationTarget.required.filter((key: string) => key !== 'buildingId'),
  allOf: [emailAddress],
};

const manager = AccountTag.properties.managers.items.properties;
const target = AccountTag.properties.targets.items.properties;

/** The "add account tag" form, §5 "account tag required, tag name required, all fields selected": a name, one manager and one target. */
export const AccountTagForm = {
  type: 'object',
  required: ['name', 'operatorId', 'managerRole', 'targetType', 'targetId', 'targetRole'],
  properties: {
    name: AccountTag.properties.name, operatorId: manager.operatorId, managerRole: manager.role,
    targetType: target.targetType, targetId: target.targetId, targetRole: target.role,
  },
};
