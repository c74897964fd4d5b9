import path from 'node:path';
import { parseAst } from 'vite';
import type { HostSplitPart } from '@fleetdeck/sdk/plugin-schema';
import { chunkGraph } from './chunkGraph.js';
import { facadePicks, facadeValues, readFacade } from './facadeParts.js';

/** A chunk of the written bundle, as far as this file reads it. */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  code: string;
  imports: string[];
  dynamicImports: string[];
  isEntry?: boolean;
}

/** The written bundle: chunks and assets by file name. */
export type Bundle = Record<string, { type: string; fileName: string } | BundleChunk>;

/** How to tell map chunks and part chunks apart, and a part's names in its map's order. */
export interface PartChunks {
  isMap(fileName: string): boolean;
  isPart(fileName: string): boolean;
  partNames(facadeModuleId: string): Promise<string[] | undefined>;
}

// The helper appended to a map chunk: its files' list, loaded by index, all at once.
const LOAD = '__fdLoad';
const FILES = '__fdFiles';

/**
 * Rewrites how map chunks load their parts, after the bundle is written:
 * - a part that only re-exports (facadeParts.ts) is loaded as the chunks it names and dropped;
 * - every part is fetched together with every chunk it needs that its map did not bring, so the
 *   browser asks for them at once instead of finding each a level deeper (the login page's
 *   longest request chain was six requests).
 * A part that anything other than a map imports is left as it is.
 * Answers each part as the server looks it up for plugins (dist/split-parts.json): its files beyond
 * what the console's first scripts load, and where each of its names is.
 */
export async function rewritePartImports(bundle: Bundle, kinds: PartChunks): Promise<Map<string, HostSplitPart>> {
  const chunks = Object.values(bundle).filter((file): file is BundleChunk => file.type === 'chunk');
  const { closure } = chunkGraph(chunks);
  const maps = chunks.filter((chunk) => kinds.isMap(chunk.fileName));
  const loadedWith = new Map(maps.map((map) => [map, closure([map.fileName])]));
  const tables = new Map<BundleChunk, string[]>();
  const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const resolved = new Map<string, HostSplitPart>();
  for (const part of chunks.filter((chunk) => kinds.isPart(chunk.fileName))) {
    const users = chunks.filter((chunk) => chunk !== part && (chunk.imports.includes(part.fileName) || chunk.dynamicImports.includes(part.fileName)));
    if (users.length === 0) continue;
    const names = await kinds.partNames(part.facadeModuleId ?? '');
    if (users.some((chunk) => !maps.includes(chunk))) {
      const files = [part.fileName, ...[...closure([part.fileName])].filter((file) => file !== part.fileName && !initial.has(file))];
      if (names) resolved.set(part.facadeModuleId ?? '', { names, files, picks: names.map((name) => [0, name]) });
      continue;
    }
    const facade = readFacade(parseAst(part.code));
    const values = facade && names ? facadeValues(facade, names) : undefined;
    const dir = path.posix.dirname(part.fileName);
    const sources = facade && values ? facade.sources.map((source) => path.posix.join(dir, source)) : [part.fileName];
    const needed = [...closure(sources)];
    if (names) {
      const picks = (facade && values ? facadePicks(facade, names) : undefined) ?? names.map((name): [number, string] => [0, name]);
      resolved.set(part.facadeModuleId ?? '', { names, files: [...sources, ...needed.filter((file) => !sources.includes(file) && !initial.has(file))], picks });
    }
    const pattern = new RegExp(`import\\((["'\`])\\./${path.posix.basename(part.fileName).replaceAll('.', '\\.')}\\1\\)`, 'g');
    for (const map of users) {
      const already = loadedWith.get(map) ?? new Set<string>();
      const files = [...sources, ...needed.filter((file) => !sources.includes(file) && !already.has(file))];
      const table = tables.get(map) ?? [];
      tables.set(map, table);
      const indexes = files.map((file) => {
        const at = table.indexOf(file);
        return at >= 0 ? at : table.push(file) - 1;
      });
      const expression = `${LOAD}([${indexes.join(',')}]).then(m=>${values ?? 'm[0]'})`;
      map.code = map.code.replace(pattern, () => expression);
    }
    if (values) {
      delete bundle[part.fileName];
      delete bundle[`${part.fileName}.map`];
    }
  }
  for (const [map, table] of tables) {
    const relative = table.map((file) => `./${path.posix.relative(path.posix.dirname(map.fileName), file)}`);
    // Appended (var, so defined before any part loads), keeping the chunk's source map lines.
    const helper = `var ${FILES}=${JSON.stringify(relative)},${LOAD}=i=>Promise.all(i.map(j=>import(${FILES}[j])));\n`;
    const mapComment = map.code.lastIndexOf('\n//# sourceMappingURL=');
    map.code = mapComment >= 0 ? `${map.code.slice(0, mapComment + 1)}${helper}${map.code.slice(mapComment + 1)}` : `${map.code}\n${helper}`;
  }
  return resolved;
}
