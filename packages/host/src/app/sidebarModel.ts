import { matchPath } from 'react-router-dom';
import { canAccess, sidebarItemLevel, type AccessLevel, type ContractOption, type PluginManifest, type Session } from '@fleetdeck/sdk';
import type { CustomSidebarItem, CustomView } from '../custom/customManifest.js';
import { customViewPath } from '../custom/customViewPath.js';

/** The side menu groups of spec §2, in display order; unknown groups come after them. */
export const MENU_GROUPS: readonly string[] = [
  'operation', 'building', 'organization', 'operator', 'robot', 'device', 'report', 'schedule',
  'checkItem', 'command', 'flow', 'workplan', 'data', 'system', 'knowledge', 'chats', 'archive',
  'threshold', 'asilla', 'custom',
];

/**
 * How a side-bar label is found: a plugin key (with its namespace, and plugin.json's `name` for when
 * neither plugin.json's i18n nor the loaded code has the key) or literal text per language.
 */
export type SidebarLabel = { namespace: string; key: string; fallback: string } | { text: Record<string, string> };

/** One side-bar link. */
export interface SidebarEntry {
  id: string;
  path: string;
  icon: string;
  label: SidebarLabel;
  labs: boolean;
  /** What the labs confirmation remembers "do not ask again" for: the labs page's route, else the item's path. */
  labsTarget: string;
  menuGroup: string;
}

/** A menu group with its visible entries. */
export interface SidebarGroup {
  id: string;
  entries: SidebarEntry[];
}

/** The labs route a side-bar item opens, if the plugin marks the page itself as labs. */
function labsRoute(manifest: PluginManifest, path: string): string | undefined {
  return manifest.routes.find((route) => route.labs === true && matchPath(route.path, path) !== null)?.path;
}

/** Moves the landing page's entry to the top: its group first, and the entry first in that group. */
function landingFirst(groups: SidebarGroup[], landingPath: string | undefined): SidebarGroup[] {
  const home = groups.find((group) => group.entries.some((entry) => entry.path === landingPath));
  if (!home) return groups;
  const entries = [...home.entries.filter((e) => e.path === landingPath), ...home.entries.filter((e) => e.path !== landingPath)];
  return [{ ...home, entries }, ...groups.filter((group) => group !== home)];
}

/** The contract options of the user's organization (GET /api/my/contract), null while unknown. */
export type ContractOptions = Partial<Record<ContractOption, boolean>> | null;

/**
 * The side bar for a session: plugin items, custom views shown in the side bar and manifest
 * items, without entries the user's role may not open, without entries whose contract option the
 * organization lacks (hidden too while the contract is unknown) and without labs items unless the
 * session has labs enabled, grouped in §2 order; the landing page (robot control) comes first. An
 * item is labs when it says so or when the page it opens is a labs route.
 */
export function buildSidebar(
  plugins: PluginManifest[],
  views: CustomView[],
  extraItems: CustomSidebarItem[],
  session: Pick<Session, 'type' | 'labsEnabled'> | null,
  landingPath?: string,
  contract: ContractOptions = null,
): SidebarGroup[] {
  const entries: (SidebarEntry & { access: AccessLevel; contract?: ContractOption })[] = [];
  for (const manifest of plugins) {
    for (const item of manifest.sidebar ?? []) {
      const route = labsRoute(manifest, item.path);
      entries.push({
        id: `${manifest.id}:${item.id}`,
        path: item.path,
        icon: item.icon ?? 'puzzle',
        label: { namespace: manifest.id, key: item.labelKey, fallback: manifest.name || manifest.id },
        labs: item.labs === true || route !== undefined,
        labsTarget: route ?? item.path,
        menuGroup: item.menuGroup,
        access: sidebarItemLevel(manifest, item),
        ...(item.contract ? { contract: item.contract } : {}),
      });
    }
  }
  for (const view of views) {
    if (!view.showInSidebar) continue;
    const title = view.meta.title && typeof view.meta.title === 'object' ? view.meta.title : { en: view.id, ja: view.id };
    entries.push({
      id: `custom:${view.id}`,
      path: customViewPath(view),
      icon: view.icon,
      label: { text: title },
      labs: false,
      labsTarget: customViewPath(view),
      menuGroup: view.menuGroup,
      access: view.requiresAuth ? (view.meta.access ?? 'any') : 'public',
    });
  }
  for (const item of extraItems) {
    entries.push({ id: `item:${item.id}`, path: item.path, icon: item.icon, label: { text: item.label }, labs: false, labsTarget: item.path, menuGroup: item.menuGroup, access: 'any' });
  }
  const visible = entries.filter((entry) => canAccess(session, entry.access).can && (!entry.labs || session?.labsEnabled === true)
    && (entry.contract === undefined || contract?.[entry.contract] === true));
  const groupIds = [...MENU_GROUPS, ...new Set(visible.map((e) => e.menuGroup).filter((g) => !MENU_GROUPS.includes(g)))];
  const groups = groupIds
    .map((id) => ({ id, entries: visible.filter((e) => e.menuGroup === id).map(({ access: _access, contract: _contract, ...rest }) => rest) }))
    .filter((group) => group.entries.length > 0);
  return landingFirst(groups, landingPath);
}
