import type { ComponentType } from 'react';

/**
 * Translation resources of one language: nested objects of strings.
 * @group Routing and side bar
 * @example
 * ```ts
 * export const en: TranslationTree = { title: { list: 'Floor notes' }, actions: { save: 'Save' } };
 * ```
 */
export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

/**
 * What a plugin bundle's default export holds: its id, a component per route id, its strings.
 * @group Routing and side bar
 * @example
 * ```tsx
 * export default definePlugin({ id: 'floor-notes', routes: { list: NotesPage, edit: NoteEditPage }, i18n: { ja, en } });
 * ```
 */
export interface PluginDefinition {
  id: string;
  routes: Record<string, ComponentType>;
  i18n?: { ja: TranslationTree; en: TranslationTree };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// A function component or class, or what React.memo, forwardRef and lazy (lazyPage) return:
// objects React tags with $$typeof. Any other object would only fail later, while rendering.
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * Declares a plugin; the host mounts `routes[routeId]` for each route in plugin.json.
 * @group Routing and side bar
 * @example
 * ```tsx
 * export default definePlugin({
 *   id: 'my-plugin',
 *   routes: { list: lazyPage(() => import('./pages/ListPage.js').then((page) => page.ListPage)) },
 *   i18n: { ja: { title: '一覧' }, en: { title: 'List' } },
 * });
 * ```
 */
export function definePlugin(definition: PluginDefinition): PluginDefinition {
  if (typeof definition.id !== 'string' || !definition.id) throw new Error('definePlugin: id is required');
  if (!isRecord(definition.routes)) {
    throw new Error(`definePlugin(${definition.id}): routes must be an object of components by route id`);
  }
  for (const [routeId, component] of Object.entries(definition.routes)) {
    if (!isComponent(component)) {
      throw new Error(`definePlugin(${definition.id}): route "${routeId}" is not a component`);
    }
  }
  const { i18n } = definition;
  if (i18n !== undefined && !(isRecord(i18n) && isRecord(i18n.ja) && isRecord(i18n.en))) {
    throw new Error(`definePlugin(${definition.id}): i18n needs strings for both ja and en`);
  }
  return Object.freeze({ ...definition });
}
