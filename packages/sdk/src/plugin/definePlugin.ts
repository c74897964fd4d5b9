import type { ComponentType } from 'react';

/** Translation resources of one language: nested objects of strings. */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/** What a plugin bundle's default export holds: its id, a component per route id, its strings. */
export interface PluginDefinition {
  id: string;
  routes: Record<string, ComponentType>;
  i18n?: { ja: TranslationTree; en: TranslationTree };
}

/** Declares a plugin; the host mounts `routes[routeId]` for each route in plugin.json. */
export function definePlugin(definition: PluginDefinition): PluginDefinition {
  if (!definition.id) throw new Error('definePlugin: id is required');
  for (const [routeId, component] of Object.entries(definition.routes)) {
    if (typeof component !== 'function' && typeof component !== 'object') {
      throw new Error(`definePlugin(${definition.id}): route "${routeId}" is not a component`);
    }
  }
  return Object.freeze({ ...definition });
}
