import { memo } from 'react';
import { Checkbox, Field, SearchBox, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { RobotModel } from '@fleetdeck/model';
import { useT } from '@fleetdeck/sdk';
import { SORT_KEYS, type ControlFilters, type SortKey } from './robotFilters.js';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  checks: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Value of the building filter: a building id, or 'all'. */
export type BuildingChoice = number | 'all';

/** Props of `ControlToolbar`: every filter's value and its setter. */
export interface ControlToolbarProps {
  buildings: Array<{ id: number; name: string }>;
  building: BuildingChoice;
  onBuilding: (choice: BuildingChoice) => void;
  filters: ControlFilters;
  onFilters: (filters: ControlFilters) => void;
  sort: SortKey;
  onSort: (sort: SortKey) => void;
  shown: number;
  total: number;
}

/** Building, model, sort, online-only, available-only and search controls of robot/control; redrawn only when a prop changes, not on every live update. */
export const ControlToolbar = memo(function ControlToolbar({ buildings, building, onBuilding, filters, onFilters, sort, onSort, shown, total }: ControlToolbarProps) {
  const t = useT();
  const styles = useStyles();
  return (
    <div className={styles.bar} role="search">
      <Field label={t('control.building')}>
        <Select value={String(building)} onChange={(_e, data) => onBuilding(data.value === 'all' ? 'all' : Number(data.value))}>
          <option value="all">{t('control.allBuildings')}</option>
          {buildings.map((b) => <option key={b.id} value={String(b.id)}>{b.name}</option>)}
          {building !== 'all' && !buildings.some((b) => b.id === building) ? (
            <option value={String(building)}>{t('robot.unknownBuilding', { id: building })}</option>
          ) : null}
        </Select>
      </Field>
      <Field label={t('control.model')}>
        <Select value={filters.model ?? ''} onChange={(_e, data) => onFilters({ ...filters, model: data.value || null })}>
          <option value="">{t('control.allModels')}</option>
          {RobotModel.map((model) => <option key={model} value={model}>{model}</option>)}
        </Select>
      </Field>
      <Field label={t('control.sort')}>
        <Select value={sort} onChange={(_e, data) => onSort(data.value as SortKey)}>
          {SORT_KEYS.map((key) => <option key={key} value={key}>{t(`control.sortBy.${key}`)}</option>)}
        </Select>
      </Field>
      <SearchBox
        aria-label={t('control.search')}
        placeholder={t('control.search')}
        value={filters.search}
        onChange={(_e, data) => onFilters({ ...filters, search: data.value })}
      />
      <span className={styles.checks}>
        <Checkbox label={t('control.onlineOnly')} checked={filters.onlineOnly} onChange={(_e, data) => onFilters({ ...filters, onlineOnly: data.checked === true })} />
        <Checkbox
          label={t('control.availableOnly')}
          title={t('control.availableHint')}
          checked={filters.availableOnly}
          onChange={(_e, data) => onFilters({ ...filters, availableOnly: data.checked === true })}
        />
      </span>
      <Text aria-live="polite" data-testid="robot-count">{t('control.count', { shown, total })}</Text>
    </div>
  );
});
