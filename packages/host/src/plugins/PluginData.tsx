import type { ReactNode } from 'react';
import { createQueryClient, DataProvider } from '@fleetdeck/sdk';

// The console's one query client: created when the first plugin mounts and kept for the page's
// life, so every plugin (and every visit of a plugin) reads through the same cache.
const client = createQueryClient();

/** Gives a mounted plugin the host's query client. */
export function PluginData({ children }: { children: ReactNode }) {
  return <DataProvider client={client}>{children}</DataProvider>;
}
