import { basename } from 'node:path';

/** A custom view registered in /custom/manifest.json, or a full plugin with its own routes. */
export type PluginKind = 'view' | 'plugin';

/** Everything the scaffold needs to write a project. */
export interface ProjectOptions {
  dir: string;
  id: string;
  name: string;
  kind: PluginKind;
}

// Same rule as plugin.json's id in @fleetdeck/sdk/plugin-schema, so a scaffold always validates.
const idPattern = /^[a-z][a-z0-9-]{0,62}$/;

/** True when the id is valid in plugin.json. */
export function isValidId(id: string): boolean {
  return idPattern.test(id);
}

/** True when the name fits plugin.json's 1 to 80 characters. */
export function isValidName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length >= 1 && trimmed.length <= 80;
}

/** Narrows a string to a plugin kind. */
export function isPluginKind(kind: string): kind is PluginKind {
  return kind === 'view' || kind === 'plugin';
}

/** A valid plugin id derived from a folder name (`./My Battery_View` → `my-battery-view`). */
export function idFromDir(dir: string): string {
  const slug = basename(dir)
    .toLowerCase()
    .replace(/^@[^/]+\//, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .replace(/-+$/, '')
    .slice(0, 63)
    .replace(/-+$/, '');
  return slug || 'my-plugin';
}

/** A readable name from an id (`battery-overview` → `Battery Overview`). */
export function nameFromId(id: string): string {
  return id
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

function pascalFromId(id: string): string {
  return nameFromId(id).replace(/[^A-Za-z0-9]/g, '');
}

/** The exported component name of a custom view (`battery-overview` → `BatteryOverviewView`). */
export function componentNameFromId(id: string): string {
  return `${pascalFromId(id)}View`;
}

/** The page component's name (`battery-overview` → `BatteryOverviewPage`). */
export function pageNameFromId(id: string): string {
  return `${pascalFromId(id)}Page`;
}
