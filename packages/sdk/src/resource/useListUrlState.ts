import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListUrlState, writeListUrlState, type ListUrlState } from './listSearchParams.js';

/** A list's page, sort, search and filters held in the URL query, and a way to change some of them; `defaults` must keep its identity. */
export function useListUrlState(
  prefix: string,
  defaults: Pick<ListUrlState, 'pageSize' | 'sort'>,
): [ListUrlState, (patch: Partial<ListUrlState>, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListUrlState(params, prefix, defaults), [params, prefix, defaults]);
  const update = useCallback(
    (patch: Partial<ListUrlState>, options: { replace?: boolean } = {}) => {
      setParams((current) => writeListUrlState(current, prefix, { ...readListUrlState(current, prefix, defaults), ...patch }, defaults), {
        replace: options.replace ?? false,
        // The page stays where it is: a new page of the list is not a new page of the console.
        preventScrollReset: true,
      });
    },
    [setParams, prefix, defaults],
  );
  return [state, update];
}
