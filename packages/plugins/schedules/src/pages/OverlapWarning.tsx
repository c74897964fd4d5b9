import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ScheduleOccurrence } from '@fleetdeck/model';
import { useQuery, useT, type FieldValues, type UseFormReturn } from '@fleetdeck/sdk';
import { wallDate } from '../calendar/localTime.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * Warns, before saving, that the entry's first occurrence meets another entry of the same robot:
 * the server refuses that unless one of them is priority, and a priority one stops the other.
 */
export function OverlapWarning({ form, id }: { form: UseFormReturn<FieldValues>; id: number | undefined }) {
  const t = useT();
  const [robotId, start, end, priority] = form.watch(['robotId', 'start', 'end', 'priority']) as [unknown, unknown, unknown, unknown];
  const ready = typeof robotId === 'number' && typeof start === 'string' && typeof end === 'string' && LOCAL.test(start) && LOCAL.test(end) && end > start;
  const query = ready
    ? { from: new Date(wallDate(start).getTime() - DAY_MS).toISOString(), to: new Date(wallDate(end).getTime() + DAY_MS).toISOString(), robotId }
    : {};
  const found = useQuery<ScheduleOccurrence[]>('/schedules/occurrences', { query, enabled: ready });
  if (!ready) return null;
  const meets = (found.data ?? []).filter((o) => o.scheduleId !== id && o.localStart < end && o.localEnd > start);
  const first = meets[0];
  if (!first) return null;
  const key = priority === true ? 'overlap.priority' : first.priority ? 'overlap.otherPriority' : 'overlap.refused';
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{t(key, { title: first.title, start: first.localStart.replace('T', ' ') })}</MessageBarBody>
    </MessageBar>
  );
}
