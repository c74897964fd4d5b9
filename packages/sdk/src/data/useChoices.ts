import { useMemo } from 'react';
import type { SelectChoice } from '../resource/fields/FormSelectField.js';
import { useQuery } from './useQuery.js';

/**
 * The fields a choice is drawn from; `label` may read others (an operator has no name, but a login id).
 * @group Data
 * @example
 * ```ts
 * // an operator has no name: its login id labels the choice
 * const operators = useChoices<ChoiceRow & { loginId: string }>('/operators', { label: (row) => row.loginId });
 * return <FormSelectField form={form} name="operatorId" label={t('operator')} choices={operators} numeric />;
 * ```
 */
export interface ChoiceRow {
  id: number | string;
  name?: string;
}

/**
 * Options of `useChoices`.
 * @group Data
 * @example
 * ```tsx
 * const options: ChoicesOptions<BuildingRecord> = { where: { organizationId }, order: ['name ASC'] };
 * const buildings = useChoices<BuildingRecord>('/buildings', options);
 * return <FormSelectField form={form} name="buildingId" label={t('building')} choices={buildings} numeric />;
 * ```
 */
export interface ChoicesOptions<R extends ChoiceRow> {
  /** Narrows the records (by organization or building), LoopBack `where`. */
  where?: Record<string, unknown>;
  /** Order of the choices; by name unless given. */
  order?: string[];
  /** Leaves one record out (an organization cannot be its own parent). */
  exceptId?: number | string;
  /** The text of a choice; the record's name unless given. */
  label?: (row: R) => string;
  /** False while the path is not known yet (no building chosen): no request, no choices. */
  enabled?: boolean;
}

/** Choices of a select picker shown in one request. */
const CHOICE_LIMIT = 1000;

/**
 * The records of a list the user can see as select choices (value id, label name), read through the shared cache.
 *
 * @example
 * ```tsx
 * const groups = useChoices(`/buildings/${buildingId}/flow-groups`, { enabled: buildingId !== undefined });
 * return <FormSelectField form={form} name="flowGroupId" label={t('field.flowGroupId')} numeric choices={groups} />;
 * ```
 *
 * @group Data
 */
export function useChoices<R extends ChoiceRow = ChoiceRow>(path: string, options: ChoicesOptions<R> = {}): SelectChoice[] {
  const { where, order, exceptId, label, enabled = true } = options;
  const filter = { order: order ?? ['name ASC'], limit: CHOICE_LIMIT, ...(where ? { where } : {}) };
  const { data } = useQuery<R[]>(path, { query: { filter }, enabled });
  return useMemo(
    () => (enabled ? (data ?? []) : []).filter((row) => exceptId === undefined || row.id !== exceptId).map((row) => ({ value: row.id, label: label ? label(row) : (row.name ?? String(row.id)) })),
    [data, enabled, exceptId, label],
  );
}
