import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';
import { SPLIT_PARTS_FILE, type HostSplitPart, type HostSplitParts } from '@fleetdeck/sdk/plugin-schema';
import { exportGroups } from '../src/boot/split/exportGroups.js';
import { firstScreenFiles, type LazyFirstScreen } from './firstScreenFiles.js';
import { rewritePartImports, type Bundle } from './partImports.js';

const PREFIX = 'virtual:fleetdeck-split/';
const PART_CHUNK = 'split-part-';
const PART = '/~part/';
const RESOLVED = '\0fleetdeck-split:';

/** File-name prefix of a split module's map chunk (the one that imports its parts). */
export const SPLIT_MAP_CHUNK = 'split-map-';

/** Chunk file names that mark split maps and parts, so the build can treat them apart. */
export function splitChunkFileNames(chunk: { facadeModuleId: string | null }): string {
  const facade = chunk.facadeModuleId ?? '';
  if (!facade.startsWith(RESOLVED)) return 'assets/[name]-[hash].js';
  return facade.includes(PART) ? `assets/${PART_CHUNK}[hash].js` : `assets/${SPLIT_MAP_CHUNK}[hash].js`;
}

/**
 * Serves `virtual:fleetdeck-split/<module>`: for a shared module whose entry only re-exports
 * (Fluent, the SDK), a list of parts, one per providing sub-module (or per group the module's
 * `groupOf` names), each a dynamic import of a module re-exporting just that part's names from
 * the same entry file. Plugins then load only the parts they use, as separate chunks that share
 * one instance of every component.
 */
export function sharedSplitPlugin(
  modules: Record<string, ((source: string, name: string) => string) | null>,
  root: string,
  lazyFirstScreen: LazyFirstScreen,
): Plugin {
  const groupsOf = new Map<string, Promise<{ file: string; groups: { names: string[] }[] }>>();
  let serving = false;
  let base = '/';

  return {
    name: 'fleetdeck-shared-split',
    configResolved(config) {
      serving = config.command === 'serve';
      base = config.base;
    },
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const rest = id.slice(PREFIX.length);
      const moduleId = rest.split(PART)[0] ?? '';
      if (!(moduleId in modules)) this.error(`${moduleId} is not configured for splitting`);
      return `${RESOLVED}${rest}`;
    },
    async generateBundle(_options, bundle) {
      const partNames = async (facadeModuleId: string): Promise<string[] | undefined> => {
        if (!facadeModuleId.startsWith(RESOLVED)) return undefined;
        const [moduleId = '', part] = facadeModuleId.slice(RESOLVED.length).split(PART);
        return part === undefined ? undefined : (await groupsOf.get(moduleId))?.groups[Number(part)]?.names;
      };
      const resolved = await rewritePartImports(bundle as unknown as Bundle, {
        isMap: (fileName) => path.basename(fileName).startsWith(SPLIT_MAP_CHUNK),
        isPart: (fileName) => path.basename(fileName).startsWith(PART_CHUNK),
        partNames,
      });
      const modules: Record<string, HostSplitPart[]> = {};
      for (const [moduleId, pending] of groupsOf) {
        const { groups } = await pending;
        const parts = groups.map((_group, index) => resolved.get(`${RESOLVED}${moduleId}${PART}${index}`));
        // A part the bundle dropped (nothing imports it) leaves the module to its map in the browser.
        if (parts.every((part) => part !== undefined)) modules[moduleId] = parts;
      }
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry)?.fileName ?? '';
      const answer: HostSplitParts = { entry, base, modules, firstScreen: firstScreenFiles(bundle as unknown as Bundle, lazyFirstScreen) };
      this.emitFile({ type: 'asset', fileName: SPLIT_PARTS_FILE, source: JSON.stringify(answer) });
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [moduleId = '', part] = id.slice(RESOLVED.length).split(PART);
      // The dev server pre-bundles dependencies into files of its own: no parts there, so every
      // plugin gets the whole namespace (bytes do not matter in development).
      if (serving) return 'export const parts = [];\nexport const names = [];';
      let pending = groupsOf.get(moduleId);
      if (!pending) {
        pending = (async () => {
          const resolved = await this.resolve(moduleId, path.join(root, 'src/main.tsx'));
          if (!resolved) throw new Error(`cannot resolve ${moduleId}`);
          const file = resolved.id.split('?')[0] ?? resolved.id;
          const program = parseAst(await readFile(file, 'utf8'), { lang: file.endsWith('.ts') ? 'ts' : 'js' });
          const groups = exportGroups(program, modules[moduleId] ?? undefined);
          return { file, groups };
        })();
        groupsOf.set(moduleId, pending);
      }
      const { file, groups } = await pending;
      if (part === undefined) {
        const loaders = groups.map((_group, index) => `() => import(${JSON.stringify(`${PREFIX}${moduleId}${PART}${index}`)})`);
        return [
          `export const parts = [${loaders.join(',\n')}];`,
          `export const names = ${JSON.stringify(groups.map((group) => group.names.join(',')))};`,
        ].join('\n');
      }
      const group = groups[Number(part)];
      if (!group) this.error(`no part ${part} in ${moduleId}`);
      return `export { ${group.names.join(', ')} } from ${JSON.stringify(file)};`;
    },
  };
}
