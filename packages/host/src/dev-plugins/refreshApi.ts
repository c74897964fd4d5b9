/** The global through which plugin modules built for development reach React Refresh (plugin-tools' refreshTransform.ts). */
export const REFRESH_GLOBAL = '__fleetdeckRefresh';

/** The part of react-refresh/runtime the console's development build exposes to plugins and to hot updates. */
export interface RefreshApi {
  register(type: unknown, id: string): void;
  createSignatureFunctionForTransform(): (...args: unknown[]) => unknown;
  isLikelyComponentType(value: unknown): boolean;
  performReactRefresh(): unknown;
}

/** React Refresh when this is the console's development build, else undefined (updates reload the page). */
export function refreshApi(): RefreshApi | undefined {
  return (globalThis as Record<string, unknown>)[REFRESH_GLOBAL] as RefreshApi | undefined;
}
