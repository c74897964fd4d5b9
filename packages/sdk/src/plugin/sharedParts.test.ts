import { describe, expect, it } from 'vitest';
import { resolveSharedParts, type HostSplitParts } from './sharedParts.js';

const host: HostSplitParts = {
  entry: 'assets/index-A.js',
  base: '/',
  modules: {
    '@fluentui/react-components': [
      { names: ['Button', 'buttonClassNames'], files: ['assets/Button-B.js', 'assets/tokens-T.js'], picks: [[0, 't'], [0, 'n']] },
      { names: ['Input'], files: ['assets/Input-I.js', 'assets/tokens-T.js'], picks: [[0, 'r']] },
      { names: ['Dialog'], files: ['assets/split-part-D.js'], picks: [[0, 'Dialog']] },
    ],
    '@fleetdeck/sdk': [{ names: ['useT', 'PageLayout'], files: ['assets/sdk-S.js', 'assets/layout-L.js'], picks: [[0, 'a'], [1, 'b']] }],
  },
};

describe('resolveSharedParts', () => {
  it("answers each file of a plugin the console's files holding its names, each file listed once", () => {
    const answer = resolveSharedParts(host, {
      sharedImports: { '@fluentui/react-components': ['Button', 'Input'], '@fleetdeck/sdk': ['PageLayout'] },
      chunks: { 'chunks/page-P.js': { integrity: 'sha384-x', sharedImports: { '@fluentui/react-components': ['Dialog', 'Button'] } } },
    });
    const file = (index: number) => answer.files[index];
    const entryFluent = answer.scopes['']?.['@fluentui/react-components'];
    expect(entryFluent?.load.map(file)).toEqual(['/assets/Button-B.js', '/assets/tokens-T.js', '/assets/Input-I.js']);
    expect(Object.fromEntries(Object.entries(entryFluent?.names ?? {}).map(([name, [at, key]]) => [name, [file(at), key]]))).toEqual({
      Button: ['/assets/Button-B.js', 't'],
      Input: ['/assets/Input-I.js', 'r'],
    });
    // A name from the part's second file points at that file.
    expect(answer.scopes['']?.['@fleetdeck/sdk']?.names.PageLayout?.map((v, i) => (i === 0 ? file(v as number) : v))).toEqual(['/assets/layout-L.js', 'b']);
    const pageFluent = answer.scopes['chunks/page-P.js']?.['@fluentui/react-components'];
    expect(pageFluent?.load.map(file)).toEqual(['/assets/split-part-D.js', '/assets/Button-B.js', '/assets/tokens-T.js']);
    expect(new Set(answer.files).size).toBe(answer.files.length);
  });

  it('leaves out a module holding a name this build does not know, so the browser falls back to its map', () => {
    const answer = resolveSharedParts(host, {
      sharedImports: { '@fluentui/react-components': ['Button', 'NewerComponent'], '@fleetdeck/sdk': ['useT'] },
    });
    expect(answer.scopes['']?.['@fluentui/react-components']).toBeUndefined();
    expect(answer.scopes['']?.['@fleetdeck/sdk']?.load).toHaveLength(2);
  });

  it("prefixes the console's base, and answers no scope for a plugin importing nothing split", () => {
    const dev = resolveSharedParts({ ...host, base: '/dev/' }, { sharedImports: { '@fleetdeck/sdk': ['useT'] } });
    expect(dev.files).toEqual(['/dev/assets/sdk-S.js', '/dev/assets/layout-L.js']);
    expect(resolveSharedParts(host, { sharedImports: { react: ['useState'] } })).toEqual({ files: [], scopes: {} });
  });
});
