import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';
import { exportGroups } from '../src/boot/split/exportGroups.js';
import { facadeImport, readFacade } from './facadeParts.js';

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
export function sharedSplitPlugin(modules: Record<string, ((source: string, name: string) => string) | null>, root: string): Plugin {
  const groupsOf = new Map<string, Promise<{ file: string; groups: { names: string[] }[] }>>();
  let serving = false;

  return {
    name: 'fleetdeck-shared-split',
    configResolved(config) {
      serving = config.command === 'serve';
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
      await inlineFacadeParts(bundle as unknown as Bundle, partNames);
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

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  code: string;
  imports: string[];
  dynamicImports: string[];
}

type Bundle = Record<string, { type: string; fileName: string } | BundleChunk>;

/**
 * Replaces each part chunk that only re-exports (see facadeParts.ts) by a direct import of the
 * chunks it names, in the map chunks that load it, and drops it (and its source map) from the
 * bundle. A part that anything else imports, or that holds code of its own, stays.
 */
async function inlineFacadeParts(bundle: Bundle, partNames: (facadeModuleId: string) => Promise<string[] | undefined>): Promise<void> {
  const chunks = Object.values(bundle).filter((file): file is BundleChunk => file.type === 'chunk');
  const maps = chunks.filter((chunk) => path.basename(chunk.fileName).startsWith(SPLIT_MAP_CHUNK));
  for (const part of chunks) {
    const name = path.basename(part.fileName);
    if (!name.startsWith(PART_CHUNK)) continue;
    const users = chunks.filter((chunk) => chunk !== part && (chunk.imports.includes(part.fileName) || chunk.dynamicImports.includes(part.fileName)));
    if (users.some((chunk) => !maps.includes(chunk))) continue;
    const facade = readFacade(parseAst(part.code));
    const names = await partNames(part.facadeModuleId ?? '');
    const replacement = facade && names ? facadeImport(facade, names) : undefined;
    if (!replacement) continue;
    const specifier = new RegExp(`import\\((["'\`])\\./${name.replaceAll('.', '\\.')}\\1\\)`, 'g');
    for (const map of users) map.code = map.code.replace(specifier, () => replacement);
    delete bundle[part.fileName];
    delete bundle[`${part.fileName}.map`];
  }
}
