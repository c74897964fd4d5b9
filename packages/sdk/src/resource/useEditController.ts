import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../data/apiClient.js';
import { apiQueryKey } from '../data/apiQueryKey.js';
import type { HttpError } from '../data/HttpError.js';
import { resolvePath } from './resourcePath.js';
import type { ResourceDefinition, ResourceRecord } from './resourceDefinition.js';

/**
 * Options of an edit controller: the record id (none to create) and path params.
 * @group Forms and resources
 * @example
 * ```ts
 * const { buildingId = '', id } = useParams();
 * const options: EditControllerOptions = { id, params: { buildingId } };
 * const edit = useEditController(floorResource, options);
 * ```
 */
export interface EditControllerOptions {
  id?: string | number;
  params?: Record<string, string | number | undefined>;
}

/**
 * Loading, saving and deleting one record, without drawing anything.
 * @group Forms and resources
 * @example
 * ```tsx
 * function SaveName() {
 *   const edit: EditController = useEditContext();
 *   return <Button onClick={() => void edit.save({ name: 'Aozora Tower' })}>{t('save')}</Button>;
 * }
 * ```
 */
export interface EditController<T extends ResourceRecord = ResourceRecord> {
  resource: ResourceDefinition<T>;
  mode: 'create' | 'edit';
  record: T | undefined;
  loading: boolean;
  loadError: HttpError | undefined;
  /** Creates (POST) or changes (PATCH) and answers the saved record; throws HttpError. Lists showing it read again. */
  save: (body: object) => Promise<T>;
  /** Deletes the record; throws HttpError. Lists showing it read again. */
  remove: () => Promise<void>;
  reload: () => void;
  params: Record<string, string | number | undefined>;
}

/**
 * One record of a resource, read through the shared cache; saving or deleting it refreshes every read of its area (see `createQueryClient`).
 * @group Forms and resources
 * @example
 * ```tsx
 * const edit = useEditController(buildings, { id });
 * if (edit.loading) return <Spinner />;
 * return (
 *   <EditContextProvider value={edit}>
 *     <ResourceForm defaultValues={{ name: '' }}>{(form) => <FormTextField form={form} name="name" label={t('name')} />}</ResourceForm>
 *   </EditContextProvider>
 * );
 * ```
 */
export function useEditController<T extends ResourceRecord = ResourceRecord>(resource: ResourceDefinition<T>, options: EditControllerOptions = {}): EditController<T> {
  const mode = options.id === undefined ? 'create' : 'edit';
  const paramsKey = JSON.stringify(options.params ?? {});
  const params = useMemo(() => JSON.parse(paramsKey) as Record<string, string | number | undefined>, [paramsKey]);
  const collection = useMemo(() => resolvePath(resource.path, params), [resource.path, params]);
  const itemPath = options.id === undefined ? undefined : `${collection}/${encodeURIComponent(String(options.id))}`;
  const client = useQueryClient();
  const [created, setCreated] = useState<T | undefined>();

  const result = useQuery<T, HttpError>({
    queryKey: apiQueryKey(itemPath ?? collection),
    queryFn: ({ signal }) => api.get<T>(itemPath ?? collection, { signal }),
    enabled: itemPath !== undefined,
  });

  const save = useCallback(
    async (body: object) => {
      const saved = itemPath ? await api.patch<T>(itemPath, body) : await api.post<T>(collection, body);
      if (itemPath) client.setQueryData(apiQueryKey(itemPath), saved);
      else setCreated(saved);
      return saved;
    },
    [client, itemPath, collection],
  );
  const remove = useCallback(async () => {
    if (!itemPath) throw new Error('useEditController: nothing to delete while creating');
    await api.delete(itemPath);
    client.removeQueries({ queryKey: apiQueryKey(itemPath) });
  }, [client, itemPath]);
  const { refetch } = result;
  const reload = useCallback(() => void refetch(), [refetch]);

  return {
    resource,
    mode,
    record: itemPath ? result.data : created,
    loading: itemPath !== undefined && result.isPending,
    loadError: result.error ?? undefined,
    save,
    remove,
    reload,
    params,
  };
}
