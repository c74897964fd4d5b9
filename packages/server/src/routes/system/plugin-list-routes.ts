import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiErrorBody, InstalledPluginList, type InstalledPluginInfo } from '@fleetdeck/model';
import { SDK_VERSION, sdkRangeSatisfied } from '@fleetdeck/sdk/plugin-schema';
import { serverPackageDir } from '../../config.js';
import { findPlugins } from '../../static/plugin-index.js';

const errors = { 401: ApiErrorBody, 403: ApiErrorBody };

/**
 * The installed plugins (first-party and `--plugins` folders, as /plugins/index.json finds them)
 * with their versions and SDK ranges, and whether this console's SDK meets each range, for the
 * system area. Read anew on each call, like the plugin index.
 */
export async function pluginListRoutes(app: FastifyInstance): Promise<void> {
  const firstParty = join(resolve(serverPackageDir, '..'), 'plugins');
  app.get(
    '/api/system/plugins',
    { config: { access: 'system.plugins' }, schema: { tags: ['system'], response: { 200: InstalledPluginList, ...errors } } },
    async (): Promise<InstalledPluginList> => {
      const installed = await findPlugins(firstParty, app.config.pluginDirs);
      const plugins: InstalledPluginInfo[] = [];
      for (const { manifest } of [...installed.values()].sort((a, b) => a.id.localeCompare(b.id))) {
        const { id, name, version, sdk } = manifest as { id: string; name: string; version: string; sdk: string };
        plugins.push({ id, name, version, sdk, compatible: await sdkRangeSatisfied(sdk, SDK_VERSION) });
      }
      return { sdkVersion: SDK_VERSION, plugins };
    },
  );
}
