import { useCallback, useMemo } from 'react';
import type { FieldError } from '@fleetdeck/model';
import {
  serverFieldMessage, useLanguage, useResourceT, useSchemaForm, type EditController, type FieldValues, type ResourceDefinition, type ResourceRecord,
} from '@fleetdeck/sdk';

/**
 * The form of a record of the map being drawn (a waypoint, an area): the resource's own edit schema
 * and rule checks, and an edit context whose save and delete change the map, not the server, until
 * the map is saved. Shared by the editor's side panels.
 */
export function useDraftRecordForm<Values extends FieldValues>(
  resource: ResourceDefinition,
  schema: object,
  record: { id: number; [field: string]: unknown },
  floorId: number,
  issues: (values: Values) => FieldError[],
) {
  const rt = useResourceT();
  const language = useLanguage();
  const controller = useMemo<EditController>(
    () => ({
      resource: resource as never,
      mode: 'edit',
      record: record as unknown as ResourceRecord,
      loading: false,
      loadError: undefined,
      save: (body) => Promise.resolve({ ...record, ...body } as unknown as ResourceRecord),
      remove: () => Promise.resolve(),
      reload: () => undefined,
      params: { mapId: floorId },
    }),
    [resource, record, floorId],
  );
  const checks = useCallback(
    (values: Values) => issues(values).map((issue) => ({ path: issue.path, type: issue.code, message: serverFieldMessage(issue, language, rt) })),
    [issues, language, rt],
  );
  const form = useSchemaForm<Values>(schema, { defaultValues: record as never }, checks);
  return { controller, form };
}
