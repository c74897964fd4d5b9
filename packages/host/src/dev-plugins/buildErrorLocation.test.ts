import { describe, expect, it } from 'vitest';
import { buildErrorLocation } from './buildErrorLocation.js';

describe('buildErrorLocation', () => {
  it('reads an esbuild syntax error as the plugin build reports it', () => {
    const message = 'Transform failed with 1 error:\n/home/yui/my-view/src/index.tsx:3:15: ERROR: Unexpected ";"';
    expect(buildErrorLocation(message)).toEqual({ file: '/home/yui/my-view/src/index.tsx', line: 3, column: 15 });
  });

  it('reads Rollup\'s file (line:column) form', () => {
    expect(buildErrorLocation('src/Page.tsx (12:4): "x" is not exported by "src/a.ts"')).toEqual({ file: 'src/Page.tsx', line: 12, column: 4 });
  });

  it('names plugin.json for a bad plugin.json, with the line when JSON.parse gives it', () => {
    expect(buildErrorLocation('plugin.json sdk: must be string')).toEqual({ file: 'plugin.json' });
    expect(buildErrorLocation('plugin.json: is not valid JSON (Expected \',\' or \'}\' after property value in JSON at position 42 (line 3 column 5))')).toEqual({
      file: 'plugin.json', line: 3, column: 5,
    });
  });

  it('is undefined when the message names no file', () => {
    expect(buildErrorLocation('out of memory')).toBeUndefined();
  });
});
