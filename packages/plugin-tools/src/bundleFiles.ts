import type { Plugin } from 'rollup';

/** What the last build wrote: the entry's file name and every file name (chunks, source maps). */
export interface BundleFiles {
  plugin: Plugin;
  entry(): string;
  all(): ReadonlySet<string>;
}

/** Records the file names of each build's output; the entry's name carries its content hash. */
export function recordBundleFiles(): BundleFiles {
  let entry: string | undefined;
  let all = new Set<string>();
  return {
    plugin: {
      name: 'fleetdeck-bundle-files',
      generateBundle(_options, bundle) {
        all = new Set(Object.keys(bundle));
        entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry)?.fileName;
      },
    },
    entry: () => {
      if (!entry) throw new Error('the build wrote no entry file');
      return entry;
    },
    all: () => all,
  };
}
