import { Type, type Static } from '@sinclair/typebox';

/** One plugin the console has installed, with the SDK range it declares and whether this console's SDK meets it. */
export const InstalledPluginInfo = Type.Object({
  id: Type.String(),
  name: Type.String(),
  version: Type.String(),
  /** The semver range of `@fleetdeck/sdk` its plugin.json declares. */
  sdk: Type.String(),
  /** True when the console's SDK version is in `sdk`; an incompatible plugin is listed, not loaded blind. */
  compatible: Type.Boolean(),
});
export type InstalledPluginInfo = Static<typeof InstalledPluginInfo>;

/** `GET /api/system/plugins`: the console's SDK version and every installed plugin, by id. */
export const InstalledPluginList = Type.Object({
  sdkVersion: Type.String(),
  plugins: Type.Array(InstalledPluginInfo),
});
export type InstalledPluginList = Static<typeof InstalledPluginList>;
