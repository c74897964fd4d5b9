import { AccountTag } from '../account-tag.js';
import { NotificationTarget } from '../notification-target.js';

/** The notification target form: "all buildings" (no building) allowed, and the answered "password saved" flag. */
export const NotificationTargetForm: { required: string[]; properties: Record<string, unknown> } = {
  ...NotificationTarget,
  properties: { ...NotificationTarget.properties, passwordSet: { type: 'boolean' } },
  required: NotificationTarget.required.filter((key: string) => key !== 'buildingId'),
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
