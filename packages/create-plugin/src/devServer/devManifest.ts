/** A view entry exactly as /custom/manifest.json lists it (spec §2 "Custom routes"). */
export interface CustomViewEntry {
  id: string;
  path: string;
  scriptUrl: string;
  /** The view's stylesheet, when its build has one. */
  styleUrl?: string;
  component: string;
  meta?: Record<string, unknown>;
  requiresAuth?: boolean;
  menuGroup?: string;
  icon?: string;
  showInSidebar?: boolean;
}

/** The parts of a built dist/plugin.json the dev manifest rewrites. */
export interface BuiltPluginJson {
  id: string;
  entry: string;
  css?: string[];
  integrity?: string;
  chunks?: Record<string, { integrity: string }>;
  [field: string]: unknown;
}

/**
 * What the dev server answers at /dev-manifest.json and the host's dev-plugins module reads
 * (docs/contracts.md, "Development overrides"): entries that replace or add to the console's own.
 */
export interface DevManifest {
  fleetdeckDev: 1;
  buildId: string;
  events: string;
  views: CustomViewEntry[];
  plugins: BuiltPluginJson[];
  /**
   * Each script of the build by its address without the build id, with its content hash: a console
   * that can hot-swap components re-imports only the modules whose hash changed (React Fast Refresh).
   */
  modules: Record<string, string>;
}

function withVersion(url: string, buildId: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(buildId)}`;
}

/**
 * Builds the dev manifest for one project: a view project contributes its custom-view.json with
 * the script pointed at this server; a plugin project contributes its built plugin.json.
 * Every URL carries the build id, so SystemJS fetches the new bundle instead of its cached one.
 */
export function buildDevManifest(input: {
  origin: string;
  buildId: string;
  pluginJson: BuiltPluginJson;
  customView: CustomViewEntry | null;
}): DevManifest {
  const { origin, buildId, pluginJson, customView } = input;
  const address = (file: string) => new URL(file, `${origin}/`).href;
  const absolute = (file: string) => withVersion(address(file), buildId);
  const hashes = pluginJson.chunks
    ? Object.entries(pluginJson.chunks).map(([file, chunk]) => [address(file), chunk.integrity] as const)
    : [[address(pluginJson.entry), pluginJson.integrity ?? ''] as const];
  // The integrity hash is left out: a rebuild can land between reading the manifest and the bundle.
  const { integrity: _integrity, ...rest } = pluginJson;
  const plugin: BuiltPluginJson = {
    ...rest,
    entry: absolute(pluginJson.entry),
    css: (pluginJson.css ?? []).map(absolute),
  };
  return {
    fleetdeckDev: 1,
    buildId,
    events: `${origin}/events`,
    views: customView ? [{ ...customView, scriptUrl: absolute(pluginJson.entry), ...(plugin.css?.[0] ? { styleUrl: plugin.css[0] } : {}) }] : [],
    plugins: customView ? [] : [plugin],
    modules: Object.fromEntries(hashes),
  };
}
