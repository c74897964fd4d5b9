import { createContext, useContext, type ReactNode } from 'react';
import type { PluginManifest } from '@fleetdeck/sdk';
import type { CustomManifest } from '../custom/customManifest.js';

/** What boot loaded: the plugin index and the custom manifest. */
export interface ShellData {
  plugins: PluginManifest[];
  custom: CustomManifest;
}

const ShellDataContext = createContext<ShellData | null>(null);

/** Provides the boot data to the shell's components. */
export function ShellDataProvider({ value, children }: { value: ShellData; children: ReactNode }) {
  return <ShellDataContext.Provider value={value}>{children}</ShellDataContext.Provider>;
}

/** The boot data (plugin index, custom manifest). */
export function useShellData(): ShellData {
  const data = useContext(ShellDataContext);
  if (!data) throw new Error('useShellData outside ShellDataProvider');
  return data;
}
