import { RaisedTriggerEvents, TriggerEventType, TriggerTargetType, ruleError, type FieldError } from '@fleetdeck/model';
import { sql } from 'kysely';
import type { CheckArgs, ResourceCheck } from '../resources/resource-types.js';
import { merged } from '../rules/record-values.js';
import { notInBuildingError } from '../rules/in-building.js';

/** Referenced ids of a rule and the tables they name; each must be of the rule's organization. */
const REFERENCES = [
  ['scheduleId', 'schedules'],
  ['robotId', 'robots'],
  ['thresholdRuleId', 'threshold_rules'],
  ['targetRobotId', 'robots'],
  ['flowId', 'flows'],
  ['webhookId', 'webhooks'],
] as const;

const present = (value: unknown) => value !== null && value !== undefined;

/** What the event and target kinds need: a robot status to wait for, a robot and flow to start, a webhook to call. */
export const triggerShapeCheck: ResourceCheck = {
  name: 'triggerShape',
  on: ['create', 'update'],
  run(args) {
    const rule = merged(args);
    const errors: FieldError[] = [];
    if (!RaisedTriggerEvents.includes(rule.eventType as TriggerEventType)) errors.push(ruleError('eventType', 'eventNotRaised'));
    if (rule.eventType === TriggerEventType.robotStatus && !present(rule.robotStatus)) errors.push(ruleError('robotStatus', 'required'));
    if (rule.targetType === TriggerTargetType.flow) {
      if (!present(rule.targetRobotId)) errors.push(ruleError('targetRobotId', 'required'));
      if (!present(rule.flowId)) errors.push(ruleError('flowId', 'required'));
    }
    if (rule.targetType === TriggerTargetType.webApi && !present(rule.webhookId)) errors.push(ruleError('webhookId', 'required'));
    return errors;
  },
};

/** Every entry, robot, threshold rule, flow and webhook a rule names is of the rule's organization; the flow is of the target robot's building. */
export const triggerReferencesCheck: ResourceCheck = {
  name: 'triggerReferences',
  on: ['create', 'update'],
  async run(args: CheckArgs) {
    const rule = merged(args);
    const organizationId = Number(rule.organizationId);
    const errors: FieldError[] = [];
    const buildings = new Map<string, number>();
    for (const [path, table] of REFERENCES) {
      const id = rule[path];
      if (!present(id)) continue;
      const row = await args.ctx.db
        .selectFrom(table)
        .select([sql.ref<number>('organization_id').as('organizationId'), sql.ref<number | null>(table === 'threshold_rules' || table === 'webhooks' ? 'organization_id' : 'building_id').as('buildingId')])
        .where(sql.ref('id'), '=', Number(id))
        .executeTakeFirst();
      if (!row || Number(row.organizationId) !== organizationId) errors.push(ruleError(path, 'notSameOrganization'));
      else buildings.set(path, Number(row.buildingId));
    }
    const robotBuilding = buildings.get('targetRobotId');
    const flowBuilding = buildings.get('flowId');
    if (robotBuilding !== undefined && flowBuilding !== undefined && robotBuilding !== flowBuilding) errors.push(notInBuildingError('flowId', 'a flow'));
    return errors;
  },
};
