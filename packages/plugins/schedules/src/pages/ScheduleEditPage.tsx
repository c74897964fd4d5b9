import { useMemo } from 'react';
import { Schedule } from '@fleetdeck/model';
import { EntityFields, FormTextField, ResourceEdit, ResourceForm, entityFormValues, useParams, useSearchParams, useT, type FieldValues } from '@fleetdeck/sdk';
import { scheduleResource } from '../resources/scheduleResource.js';
import { weekdayOf } from '../calendar/localTime.js';
import { ExceptionsField } from './ExceptionsField.js';
import { OverlapWarning } from './OverlapWarning.js';
import { UntilField } from './UntilField.js';
import { WeekdaysField } from './WeekdaysField.js';

/**
 * /schedule/create and /schedule/:id: the entry's fields, start and end as the building's wall
 * clock; a new entry takes its start and end from the calendar slot it was opened from.
 */
export function ScheduleEditPage() {
  const { id } = useParams();
  const t = useT();
  const [search] = useSearchParams();
  const start = search.get('start');
  const end = search.get('end');
  const buildingId = search.get('buildingId');
  const defaults = useMemo<FieldValues>(() => ({
    ...entityFormValues(Schedule, 'create'),
    weekdays: start ? [weekdayOf(start)] : [],
    exceptions: [],
    until: null,
    ...(start ? { start } : {}),
    ...(end ? { end } : {}),
    ...(buildingId ? { buildingId: Number(buildingId) } : {}),
  }), [start, end, buildingId]);
  return (
    <ResourceEdit resource={scheduleResource} id={id}>
      <ResourceForm defaultValues={defaults}>
        {(form) => (
          <>
          <OverlapWarning form={form} id={id === undefined ? undefined : Number(id)} />
          <EntityFields form={form} custom={{
            start: <FormTextField form={form} name="start" label={t('field.start')} type="datetime-local" required hint={t('hint.localTime')} />,
            end: <FormTextField form={form} name="end" label={t('field.end')} type="datetime-local" required />,
            until: <UntilField form={form} />,
            weekdays: <WeekdaysField form={form} />,
            exceptions: <ExceptionsField form={form} />,
          }} />
          </>
        )}
      </ResourceForm>
    </ResourceEdit>
  );
}
