import { existsSync } from 'node:fs';
import path from 'node:path';
import { isSidebarIconName, unknownIconMessage, validateCustomView, type PluginManifest } from '@fleetdeck/sdk/plugin-schema';
import { readJsonFile } from './readManifest.js';
import { sdkRangeProblem } from './sdkRangeProblem.js';

const FILE = 'custom-view.json';

/**
 * The problems of `<dir>/custom-view.json`, the entry a custom view adds to the console's
 * manifest: its fields, its icon, and its `sdk` range against the installed SDK (as plugin.json's) and
 * plugin.json's. None when the folder has no such file (a full plugin).
 */
export async function customViewProblems(dir: string, manifest: PluginManifest, sdkVersion: string): Promise<string[]> {
  if (!existsSync(path.join(dir, FILE))) return [];
  const result = validateCustomView(await readJsonFile(dir, FILE));
  if (!result.ok) return result.errors.map((error) => `${FILE} ${error}`);
  const { view } = result;
  const problems: string[] = [];
  if (view.icon !== undefined && !isSidebarIconName(view.icon)) problems.push(unknownIconMessage(`${FILE} icon`, view.icon));
  if (view.sdk !== undefined) {
    const range = await sdkRangeProblem(FILE, view.sdk, sdkVersion);
    if (range) problems.push(range);
    else if (view.sdk !== manifest.sdk) problems.push(`${FILE} sdk: "${view.sdk}" differs from plugin.json's "${manifest.sdk}"`);
  }
  return problems;
}

/** custom-view.json's `sdk` range as a [file, range] pair, when the folder has one that declares it. */
export async function customViewRange(dir: string): Promise<[string, string][]> {
  if (!existsSync(path.join(dir, FILE))) return [];
  const result = validateCustomView(await readJsonFile(dir, FILE));
  return result.ok && result.view.sdk !== undefined ? [[FILE, result.view.sdk]] : [];
}
