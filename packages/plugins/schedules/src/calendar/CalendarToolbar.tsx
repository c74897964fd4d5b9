import { Field, Radio, RadioGroup, Select, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useChoices, useNavigate, useT } from '@fleetdeck/sdk';
import { calendarLabelKeys, calendarViews, type CalendarType } from './calendarViews.js';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS },
});

/** What the toolbar filters and shows. */
export interface CalendarFilters {
  buildingId: number | null;
  robotId: number | null;
  colourBy: 'robot' | 'result';
}

/** Views (as links to schedule/cal/{type}), building and robot filters, and the colour choice. */
export function CalendarToolbar({ type, filters, onChange }: { type: CalendarType; filters: CalendarFilters; onChange: (next: CalendarFilters) => void }) {
  const t = useT();
  const styles = useStyles();
  const navigate = useNavigate();
  const buildings = useChoices('/buildings');
  const robots = useChoices('/robots', { where: filters.buildingId === null ? undefined : { buildingId: filters.buildingId } });
  const number = (value: string) => (value === '' ? null : Number(value));
  return (
    <div className={styles.bar}>
      <TabList aria-label={t('calendar.views')} selectedValue={type} onTabSelect={(_, data) => navigate(`/schedule/cal/${String(data.value)}`)}>
        {(Object.keys(calendarViews) as CalendarType[]).map((view) => <Tab key={view} value={view}>{t(calendarLabelKeys[view])}</Tab>)}
      </TabList>
      <Field label={t('calendar.building')}>
        <Select value={filters.buildingId === null ? '' : String(filters.buildingId)} onChange={(_, data) => onChange({ ...filters, buildingId: number(data.value), robotId: null })}>
          <option value="">{t('calendar.allBuildings')}</option>
          {buildings.map((choice) => <option key={String(choice.value)} value={String(choice.value)}>{choice.label}</option>)}
        </Select>
      </Field>
      <Field label={t('calendar.robot')}>
        <Select value={filters.robotId === null ? '' : String(filters.robotId)} onChange={(_, data) => onChange({ ...filters, robotId: number(data.value) })}>
          <option value="">{t('calendar.allRobots')}</option>
          {robots.map((choice) => <option key={String(choice.value)} value={String(choice.value)}>{choice.label}</option>)}
        </Select>
      </Field>
      <Field label={t('calendar.colourBy')}>
        <RadioGroup layout="horizontal" value={filters.colourBy} onChange={(_, data) => onChange({ ...filters, colourBy: data.value === 'result' ? 'result' : 'robot' })}>
          <Radio value="robot" label={t('calendar.byRobot')} />
          <Radio value="result" label={t('calendar.byResult')} />
        </RadioGroup>
      </Field>
    </div>
  );
}
