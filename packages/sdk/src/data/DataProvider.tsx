import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

/**
 * Props of `DataProvider`.
 * @group Data
 * @example
 * ```tsx
 * const props: DataProviderProps = { client: createQueryClient(), children: <BuildingListPage /> };
 * return <DataProvider {...props} />;
 * ```
 */
export interface DataProviderProps {
  /** The host's one client (`createQueryClient()`); tests pass a fresh one each. */
  client: QueryClient;
  children: ReactNode;
}

/**
 * Makes the host's query client the one every SDK read and write below it uses.
 * @group Data
 * @example
 * ```tsx
 * <DataProvider client={createQueryClient()}>
 *   <BuildingListPage />
 * </DataProvider>
 * ```
 */
export function DataProvider({ client, children }: DataProviderProps) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
