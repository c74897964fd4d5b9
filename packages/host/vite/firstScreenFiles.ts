import { chunkGraph } from './chunkGraph.js';
import type { Bundle, BundleChunk } from './partImports.js';

/** The console's source files whose dynamic imports every first screen of a kind waits on. */
export interface LazyFirstScreen {
  /** Imported on demand by every plugin page (the query client's provider). */
  pluginPage: string;
  /** Imported on demand by every page in the signed-in chrome (its layout). */
  shell: string;
}

/**
 * The files each kind of first screen loads beyond what the entry script brings: the chunk of the
 * lazily imported module and every chunk it imports statically. The server names them in the
 * page's HTML (static/first-screen.ts), so over HTTP/1.1's six connections they are fetched
 * while the entry script still downloads, instead of after it has run.
 */
export function firstScreenFiles(bundle: Bundle, lazy: LazyFirstScreen): { pluginPage: string[]; shell: string[] } {
  const chunks = Object.values(bundle).filter((file): file is BundleChunk => file.type === 'chunk');
  const { closure } = chunkGraph(chunks);
  const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const lazilyLoaded = (source: string): string[] => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.split('?')[0]?.endsWith(source));
    return chunk ? [...closure([chunk.fileName])].filter((file) => !initial.has(file)).sort() : [];
  };
  return { pluginPage: lazilyLoaded(lazy.pluginPage), shell: lazilyLoaded(lazy.shell) };
}
