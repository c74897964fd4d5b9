import { Schedule, ScheduleLog } from '@fleetdeck/model';
import { entityDefinition, entityResource } from '../../resources/entity-resource.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';
import { belongsToBuildingCheck } from '../../rules/in-building.js';
import { scheduleOverlapCheck, scheduleTimingCheck } from '../../schedules/schedule-checks.js';

/**
 * Schedule entries: the robot and flow of the entry's building (so of its organization), times in
 * order, no overlap for one robot unless one side is priority; every write replans the scheduler.
 */
export function scheduleResource(replan: () => void): ResourceDefinition {
  return entityResource(Schedule, {
    checks: [
      belongsToBuildingCheck('robotId', 'robots', 'a robot'),
      belongsToBuildingCheck('flowId', 'flows', 'a flow'),
      scheduleTimingCheck,
      scheduleOverlapCheck,
    ],
    afterCommit: () => replan(),
  });
}

/** The schedule log at /api/schedule-logs: written by the scheduler only, so read-only routes. */
export const scheduleLogResource: ResourceDefinition = entityDefinition(ScheduleLog);
