import { useCallback, useEffect, useState } from 'react';
import { api, type QueryParams } from './apiClient.js';
import type { HttpError } from './HttpError.js';

/** State of a read: the data, the error, whether it is loading, and a way to read again. */
export interface QueryResult<T> {
  data: T | undefined;
  error: HttpError | undefined;
  loading: boolean;
  reload: () => void;
}

/** Reads `path` when mounted and whenever path or query change; cancels stale reads. */
export function useQuery<T = unknown>(
  path: string,
  options: { query?: QueryParams; enabled?: boolean } = {},
): QueryResult<T> {
  const enabled = options.enabled ?? true;
  const queryKey = JSON.stringify(options.query ?? null);
  const [state, setState] = useState<{ data?: T; error?: HttpError; loading: boolean }>({ loading: enabled });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    if (!enabled) {
      setState((s) => ({ ...s, loading: false }));
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const query = JSON.parse(queryKey) as QueryParams | null;
    api
      .get<T>(path, { query: query ?? undefined, signal: controller.signal })
      .then((data) => setState({ data, loading: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ error: error as HttpError, loading: false });
      });
    return () => controller.abort();
  }, [path, queryKey, enabled, generation]);

  return { data: state.data, error: state.error, loading: state.loading, reload };
}
