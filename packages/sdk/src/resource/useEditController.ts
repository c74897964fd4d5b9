import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '../data/apiClient.js';
import type { HttpError } from '../data/HttpError.js';
import { resolvePath } from './resourcePath.js';
import type { ResourceDefinition, ResourceRecord } from './resourceDefinition.js';

/** Options of an edit controller: the record id (none to create) and path params. */
export interface EditControllerOptions {
  id?: string | number;
  params?: Record<string, string | number | undefined>;
}

/** Loading, saving and deleting one record, without drawing anything. */
export interface EditController<T extends ResourceRecord = ResourceRecord> {
  resource: ResourceDefinition<T>;
  mode: 'create' | 'edit';
  record: T | undefined;
  loading: boolean;
  loadError: HttpError | undefined;
  /** Creates (POST) or changes (PATCH) and answers the saved record; throws HttpError. */
  save: (body: object) => Promise<T>;
  /** Deletes the record; throws HttpError. */
  remove: () => Promise<void>;
  reload: () => void;
  params: Record<string, string | number | undefined>;
}

/** One record of a resource: read with an AbortSignal, then save or delete it through the API. */
export function useEditController<T extends ResourceRecord = ResourceRecord>(resource: ResourceDefinition<T>, options: EditControllerOptions = {}): EditController<T> {
  const mode = options.id === undefined ? 'create' : 'edit';
  const paramsKey = JSON.stringify(options.params ?? {});
  const params = useMemo(() => JSON.parse(paramsKey) as Record<string, string | number | undefined>, [paramsKey]);
  const collection = useMemo(() => resolvePath(resource.path, params), [resource.path, params]);
  const itemPath = options.id === undefined ? undefined : `${collection}/${encodeURIComponent(String(options.id))}`;
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<{ record?: T; loading: boolean; error?: HttpError }>({ loading: mode === 'edit' });

  useEffect(() => {
    if (!itemPath) {
      setState({ loading: false });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined }));
    api
      .get<T>(itemPath, { signal: controller.signal })
      .then((record) => setState({ record, loading: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ loading: false, error: error as HttpError });
      });
    return () => controller.abort();
  }, [itemPath, generation]);

  const save = useCallback(
    async (body: object) => {
      const saved = itemPath ? await api.patch<T>(itemPath, body) : await api.post<T>(collection, body);
      setState({ record: saved, loading: false });
      return saved;
    },
    [itemPath, collection],
  );
  const remove = useCallback(async () => {
    if (!itemPath) throw new Error('useEditController: nothing to delete while creating');
    await api.delete(itemPath);
  }, [itemPath]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  return { resource, mode, record: state.record, loading: state.loading, loadError: state.error, save, remove, reload, params };
}
