import type { BundleChunk } from './partImports.js';

/** The chunks by file name, and every chunk some files import statically (those files included). */
export function chunkGraph(chunks: readonly BundleChunk[]): { byFile: Map<string, BundleChunk>; closure(files: readonly string[]): Set<string> } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const stack = [...files];
    for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  return { byFile, closure };
}
