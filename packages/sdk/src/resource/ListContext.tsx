import { createContext, useContext, type ReactNode } from 'react';
import type { ListController } from './useListController.js';
import type { ResourceRecord } from './resourceDefinition.js';

const ListContext = createContext<ListController | null>(null);

/**
 * Shares one list controller with the views under it (table, pager, search, column picker).
 * @group Forms and resources
 * @example
 * ```tsx
 * const list = useListController(buildingResource);
 * return (
 *   <ListContextProvider value={list}>
 *     <ResourceTable />
 *     <Pager />
 *   </ListContextProvider>
 * );
 * ```
 */
export function ListContextProvider<T extends ResourceRecord>({ value, children }: { value: ListController<T>; children: ReactNode }) {
  return <ListContext.Provider value={value as unknown as ListController}>{children}</ListContext.Provider>;
}

/**
 * The list controller of the nearest `ListContextProvider`.
 * @group Forms and resources
 * @example
 * ```tsx
 * function RowCount() {
 *   const { total, loading } = useListContext();
 *   return loading ? null : <Text>{total}</Text>;
 * }
 * ```
 */
export function useListContext<T extends ResourceRecord = ResourceRecord>(): ListController<T> {
  const value = useContext(ListContext);
  if (!value) throw new Error('useListContext: no list above this component (wrap it in <ResourceList> or <ListContextProvider>)');
  return value as unknown as ListController<T>;
}
