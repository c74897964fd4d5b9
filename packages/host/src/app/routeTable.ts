import type { ComponentType } from 'react';
import { routeLevel, type AccessLevel, type PluginManifest } from '@fleetdeck/sdk';
import type { CustomView } from '../custom/customManifest.js';
import { customViewPath } from '../custom/customViewPath.js';
import { forgetCustomView, loadCustomView } from '../custom/loadCustomView.js';
import { forgetPlugin, loadPlugin } from '../plugins/loadPlugin.js';
import { PluginLoadError } from '../plugins/PluginLoadError.js';

/** One mounted page: where, who may see it, in which layout, and how to get its component. */
export interface RouteEntry {
  key: string;
  path: string;
  access: AccessLevel;
  layout: 'shell' | 'bare';
  titleKey?: string;
  /** An experimental page: the user confirms before it opens (LabsGate). */
  labs: boolean;
  pluginId: string;
  resolve: () => Promise<ComponentType>;
  forget: () => void;
}

function pluginRoutes(manifest: PluginManifest): RouteEntry[] {
  const forget = () => forgetPlugin(manifest.id);
  return manifest.routes.map((route) => ({
    key: `${manifest.id}:${route.id}`,
    path: route.path,
    // The access policy's level for console screens; plugin.json's for a customer plugin's own pages.
    access: routeLevel(route),
    layout: route.layout ?? 'shell',
    titleKey: route.titleKey,
    labs: route.labs === true,
    pluginId: manifest.id,
    forget,
    resolve: () =>
      loadPlugin(manifest).then((definition) => {
        const component = definition.routes[route.id];
        if (!component) throw new PluginLoadError('missingRoute', { id: manifest.id, route: route.id });
        return component;
      }),
  }));
}

function customRoute(view: CustomView): RouteEntry {
  return {
    key: `custom:${view.id}`,
    path: customViewPath(view),
    access: view.requiresAuth ? (view.meta.access ?? 'any') : 'public',
    layout: 'shell',
    labs: false,
    pluginId: view.id,
    resolve: () => loadCustomView(view),
    forget: () => forgetCustomView(view.id),
  };
}

/** Every route the console mounts, read from plugin metadata and custom views (no plugin code loaded). */
export function buildRouteTable(plugins: PluginManifest[], views: CustomView[]): RouteEntry[] {
  const entries = [...plugins.flatMap(pluginRoutes), ...views.map(customRoute)];
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.path)) {
      console.warn(`[fleetdeck] ${entry.key} ignored: ${entry.path} is already mounted`);
      return false;
    }
    seen.add(entry.path);
    return true;
  });
}
