import type { AccessLevel } from './accessLevel.js';

/**
 * A page a plugin provides; the host builds its routes from these before loading any plugin code.
 * @group Routing and side bar
 * @example
 * ```ts
 * const routes: PluginRouteManifest[] = [
 *   { id: 'list', path: '/building/list', titleKey: 'title.list' }, // a console screen: the policy's level
 *   { id: 'notes', path: '/custom/floor-notes/:id', access: 'admin', titleKey: 'title.notes' },
 * ];
 * ```
 */
export interface PluginRouteManifest {
  id: string;
  path: string;
  /**
   * Who opens the page. Leave it out for a console screen (spec §2): the access policy's level is
   * used and written into the built plugin.json. Required for a page the policy does not know.
   */
  access?: AccessLevel;
  layout?: 'shell' | 'bare';
  titleKey?: string;
  /**
   * An experimental (labs) page: shown only when the organization has labs on, marked in the side
   * bar, and opened after the user confirms (unless they chose not to be asked again for it).
   */
  labs?: boolean;
}

/**
 * A side-bar entry a plugin contributes.
 * @group Routing and side bar
 * @example
 * ```ts
 * const item: PluginSidebarItem = { id: 'buildings', path: '/building/list', menuGroup: 'building', icon: 'building', labelKey: 'menu.building' };
 * ```
 */
export interface PluginSidebarItem {
  id: string;
  path: string;
  menuGroup: string;
  icon?: string;
  labelKey: string;
  labs?: boolean;
  access?: AccessLevel;
  /** A §3 contract option the user's organization needs for the entry to show (`isArchive`: the archive). */
  contract?: ContractOption;
}

/**
 * The §3 contract options a side-bar entry can depend on: the flags of GET /api/my/contract.
 * @group Routing and side bar
 * @example
 * ```ts
 * const needs: ContractOption = 'isArchive';
 * ```
 */
export type ContractOption = 'isArchive' | 'isMiniAsilla' | 'isLilz' | 'isHakaruAi' | 'isKanriroid' | 'isAutoGuide';
/** Every contract option, for validating plugin.json. */
export const contractOptions: readonly ContractOption[] = ['isArchive', 'isMiniAsilla', 'isLilz', 'isHakaruAi', 'isKanriroid', 'isAutoGuide'];

/**
 * One file of a code-split plugin bundle, as plugin.json `chunks` lists it.
 * @group Routing and side bar
 * @example
 * ```ts
 * // plugin.json "chunks", written by the plugin build
 * const chunk: PluginChunk = { integrity: 'sha384-…', sharedImports: { '@fleetdeck/sdk': ['useQuery', 'PageLayout'] } };
 * ```
 */
export interface PluginChunk {
  integrity: string;
  sharedImports: Record<string, string[]>;
}

/**
 * The contents of a plugin's plugin.json (see docs/contracts.md).
 * @group Routing and side bar
 * @example
 * ```ts
 * const manifest: PluginManifest = {
 *   id: 'floor-notes', name: 'Floor notes', version: '0.1.0', sdk: '^0.1.0', entry: 'index.js',
 *   routes: [{ id: 'list', path: '/custom/floor-notes', access: 'any' }],
 *   sidebar: [{ id: 'notes', path: '/custom/floor-notes', menuGroup: 'building', labelKey: 'menu.notes' }],
 * };
 * ```
 */
export interface PluginManifest {
  id: string;
  name: string;
  version: string;
  sdk: string;
  entry: string;
  css?: string[];
  integrity?: string;
  /**
   * Names the bundle imports from each shared module (written by the plugin build). The host
   * serves a plugin only those names; a module not listed gets its whole namespace.
   */
  sharedImports?: Record<string, string[]>;
  /**
   * A code-split bundle's files (paths under the plugin folder, the entry included), each with its
   * sha384 integrity and the names it imports; the host checks each chunk it loads and serves it
   * just those names. Written by the plugin build; absent for a one-file bundle.
   */
  chunks?: Record<string, PluginChunk>;
  description?: string;
  routes: PluginRouteManifest[];
  sidebar?: PluginSidebarItem[];
  /** Strings needed before the code loads (side-bar labels, titles), merged into the plugin's namespace. */
  i18n?: { ja?: Record<string, unknown>; en?: Record<string, unknown> };
}
