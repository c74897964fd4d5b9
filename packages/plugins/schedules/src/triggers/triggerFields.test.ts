import { describe, expect, it } from 'vitest';
import { triggerFormFields, triggerRequiredFields, withoutOtherKinds } from './triggerFields.js';

describe('trigger rule form fields', () => {
  it('shows only the chosen event and target kinds\' fields', () => {
    expect(triggerFormFields(1, 0)).toEqual(['organizationId', 'name', 'enabled', 'eventType', 'robotId', 'robotStatus', 'targetType', 'targetRobotId', 'flowId', 'description']);
    expect(triggerFormFields(0, 1)).toEqual(['organizationId', 'name', 'enabled', 'eventType', 'scheduleId', 'targetType', 'level', 'description']);
    expect(triggerFormFields(2, 3)).toEqual(['organizationId', 'name', 'enabled', 'eventType', 'thresholdRuleId', 'targetType', 'webhookId', 'description']);
    expect(triggerFormFields(11, 2)).toEqual(['organizationId', 'name', 'enabled', 'eventType', 'targetType', 'description']);
  });

  it('requires what the server requires of each kind', () => {
    expect(triggerRequiredFields(1, 0)).toEqual(['robotStatus', 'targetRobotId', 'flowId']);
    expect(triggerRequiredFields(0, 3)).toEqual(['webhookId']);
    expect(triggerRequiredFields(2, 1)).toEqual([]);
  });

  it('empties the fields of kinds not chosen, and keeps the chosen ones', () => {
    expect(withoutOtherKinds({ eventType: 0, targetType: 1, scheduleId: 4, robotId: 2, robotStatus: 'offline', level: 5, flowId: 3, name: 'x' }))
      .toEqual({ eventType: 0, targetType: 1, scheduleId: 4, robotId: null, robotStatus: null, level: 5, flowId: null, name: 'x' });
  });
});
