import { Badge, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { formatDateTime, useLanguage, useT } from '@fleetdeck/sdk';
import { eventDescription } from '../shared/eventDescription.js';
import type { ActivityEvent } from './activityTypes.js';

const levelColor = { 0: 'informative', 5: 'warning', 9: 'danger' } as const;

/** Events newest first: time, kind, §8 code, level, what it means, raised or cleared. */
export function EventsTable({ events }: { events: ActivityEvent[] }) {
  const t = useT();
  const language = useLanguage();
  const translate = (key: string, values?: Record<string, unknown>) => t(key, values ?? {});
  if (events.length === 0) return <Text data-testid="events-empty">{t('activity.noEvents')}</Text>;
  return (
    <Table aria-label={t('activity.events')} data-testid="robot-events" size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('activity.time')}</TableHeaderCell>
          <TableHeaderCell>{t('activity.kind')}</TableHeaderCell>
          <TableHeaderCell>{t('activity.code')}</TableHeaderCell>
          <TableHeaderCell>{t('activity.level')}</TableHeaderCell>
          <TableHeaderCell>{t('activity.description')}</TableHeaderCell>
          <TableHeaderCell>{t('activity.state')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {events.map((event) => (
          <TableRow key={event.key} data-testid="robot-event" data-kind={event.kind} data-code={event.code}>
            <TableCell>{formatDateTime(event.at, language, { seconds: true })}</TableCell>
            <TableCell>{t(`activity.kinds.${event.kind}`, { defaultValue: event.kind })}</TableCell>
            <TableCell>{event.code}</TableCell>
            <TableCell>
              <Badge appearance="tint" color={levelColor[event.level as 0 | 5 | 9] ?? 'informative'}>
                {t(`activity.levels.${event.level}`, { defaultValue: String(event.level) })}
              </Badge>
            </TableCell>
            <TableCell>{eventDescription(event, language, translate)}</TableCell>
            <TableCell>{event.active === null ? '' : t(event.active ? 'activity.raised' : 'activity.cleared')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
