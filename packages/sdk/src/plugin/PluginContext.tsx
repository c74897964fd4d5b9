import { createContext, useContext, type ReactNode } from 'react';

const PluginContext = createContext<string | null>(null);

/**
 * Marks the subtree as rendered by one plugin, so `useT` and `usePlugin` know whose it is.
 * @group Routing and side bar
 * @example
 * ```tsx
 * export function MyViewView() {
 *   return (
 *     <PluginProvider id="my-view">
 *       <MyViewPage />
 *     </PluginProvider>
 *   );
 * }
 * ```
 */
export function PluginProvider({ id, children }: { id: string; children: ReactNode }) {
  return <PluginContext.Provider value={id}>{children}</PluginContext.Provider>;
}

/**
 * The id of the plugin rendering the calling component, or null inside the shell.
 * @group Routing and side bar
 * @example
 * ```tsx
 * const pluginId = usePlugin(); // 'my-view' inside <PluginProvider id="my-view">
 * ```
 */
export function usePlugin(): string | null {
  return useContext(PluginContext);
}
