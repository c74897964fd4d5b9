import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

/**
 * Props of `DataProvider`.
 * @group Data
 */
export interface DataProviderProps {
  /** The host's one client (`createQueryClient()`); tests pass a fresh one each. */
  client: QueryClient;
  children: ReactNode;
}

/**
 * Makes the host's query client the one every SDK read and write below it uses.
 * @group Data
 */
export function DataProvider({ client, children }: DataProviderProps) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
