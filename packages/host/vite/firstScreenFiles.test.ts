import { describe, expect, it } from 'vitest';
import type { Bundle, BundleChunk } from './partImports.js';
import { firstScreenFiles } from './firstScreenFiles.js';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false): BundleChunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  code: '',
  imports,
  dynamicImports: [],
  isEntry,
});

const bundle = (...chunks: BundleChunk[]): Bundle => Object.fromEntries(chunks.map((c) => [c.fileName, c]));
const lazy = { pluginPage: '/src/plugins/PluginData.tsx', shell: '/src/layout/ShellLayout.tsx' };

describe('firstScreenFiles', () => {
  it('answers each lazily imported module\'s chunk and its static imports, less what the entry loads', () => {
    const files = firstScreenFiles(
      bundle(
        chunk('assets/index-A.js', ['assets/runtime-B.js'], '/repo/host/src/main.tsx', true),
        chunk('assets/runtime-B.js', []),
        chunk('assets/ShellLayout-C.js', ['assets/Avatar-D.js', 'assets/runtime-B.js'], '/repo/host/src/layout/ShellLayout.tsx'),
        chunk('assets/Avatar-D.js', ['assets/chunk-E.js']),
        chunk('assets/chunk-E.js', []),
        chunk('assets/PluginData-F.js', ['assets/chunk-E.js', 'assets/query-G.js'], '/repo/host/src/plugins/PluginData.tsx?used'),
        chunk('assets/query-G.js', []),
        chunk('assets/Unrelated-H.js', ['assets/chunk-E.js'], '/repo/host/src/layout/Unrelated.tsx'),
      ),
      lazy,
    );
    expect(files).toEqual({
      pluginPage: ['assets/PluginData-F.js', 'assets/chunk-E.js', 'assets/query-G.js'],
      shell: ['assets/Avatar-D.js', 'assets/ShellLayout-C.js', 'assets/chunk-E.js'],
    });
  });

  it('answers nothing for a module the bundle does not hold as a chunk of its own', () => {
    expect(firstScreenFiles(bundle(chunk('assets/index-A.js', [], '/repo/host/src/main.tsx', true)), lazy)).toEqual({ pluginPage: [], shell: [] });
  });
});
