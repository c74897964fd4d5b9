/**
 * The one list of modules the host provides to every plugin at runtime. Plugin builds keep
 * these (and their subpaths) external; the host registers one instance of each with SystemJS.
 *
 * @group Routing and side bar
 * @example
 * ```ts
 * // vite.config.ts of a plugin: the console provides these, the bundle must not carry its own copy.
 * const external = (id: string) => sharedModules.some((shared) => id === shared || id.startsWith(`${shared}/`));
 * ```
 */
export const sharedModules = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-router-dom',
  '@fluentui/react-components',
  'i18next',
  'react-i18next',
  'valtio',
  '@fleetdeck/sdk',
  '@fleetdeck/model',
] as const;

/**
 * A module id from the shared list.
 * @group Routing and side bar
 * @example
 * ```ts
 * const sdk: SharedModuleId = '@fleetdeck/sdk';
 * ```
 */
export type SharedModuleId = (typeof sharedModules)[number];

/**
 * True when an import specifier is a shared module or a subpath of one (`react-dom/client`).
 * @group Routing and side bar
 * @example
 * ```ts
 * isSharedModule('react-dom/client'); // true
 * isSharedModule('date-fns'); // false: bundled into the plugin
 * ```
 */
export function isSharedModule(specifier: string): boolean {
  return sharedModules.some((id) => specifier === id || specifier.startsWith(`${id}/`));
}

/**
 * True when the console provides exactly this specifier. A subpath of a shared package
 * (`react-dom/client`) is not provided: the console has no instance of it to serve, and bundling
 * it would bring a second copy of the package's state.
 */
export function isProvidedModule(specifier: string): specifier is SharedModuleId {
  return (sharedModules as readonly string[]).includes(specifier);
}
