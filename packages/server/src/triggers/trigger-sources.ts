import { TriggerEventType } from '@fleetdeck/model';
import type { ThresholdBreach } from '../reports/report-recorder.js';
import type { Occurrence } from '../schedules/occurrences.js';
import type { StoredEntry } from '../schedules/schedule-store.js';
import type { TriggerEvent } from './trigger-event.js';

/** A schedule occurrence the scheduler claimed to dispatch, as a trigger event. */
export function scheduleEvent(entry: StoredEntry, occurrence: Occurrence): TriggerEvent {
  const start = new Date(occurrence.start).toISOString();
  return {
    type: TriggerEventType.schedule,
    organizationId: entry.organizationId,
    key: `schedule:${entry.id}@${start}`,
    summary: `${entry.title} (${start})`,
    robotId: entry.robotId,
    buildingId: entry.buildingId,
    at: occurrence.start,
    abnormal: false,
    scheduleId: entry.id,
    data: { scheduleId: entry.id, title: entry.title, flowId: entry.flowId, plannedStart: start, plannedEnd: new Date(occurrence.end).toISOString() },
  };
}

/** A reading that breached a threshold rule (one line of the threshold log), as a trigger event. */
export function breachEvent(breach: ThresholdBreach): TriggerEvent {
  return {
    type: TriggerEventType.dataThreshold,
    organizationId: breach.robot.meta.organizationId,
    key: `threshold:${breach.logId}`,
    summary: `${breach.ruleName}: ${breach.message}`,
    robotId: breach.robot.meta.id,
    buildingId: breach.robot.meta.buildingId,
    at: Number.isFinite(breach.at) ? breach.at : Date.now(),
    abnormal: true,
    thresholdRuleId: breach.thresholdRuleId,
    data: {
      thresholdRuleId: breach.thresholdRuleId, thresholdLogId: breach.logId, checkItemId: breach.checkItemId, level: breach.level,
      reading: breach.reading, value: breach.value, unit: breach.unit,
    },
  };
}
