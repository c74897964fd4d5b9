import { describe, expect, it } from 'vitest';
import { isHashedPluginFile } from './cache-policy.js';

const built = {
  entry: 'index-Bq3xY9fA.js',
  chunks: { 'index-Bq3xY9fA.js': {}, 'chunks/RobotListPage-CkZO557T.js': {} },
};

describe('isHashedPluginFile', () => {
  it('holds for the hashed entry and chunks plugin.json lists', () => {
    expect(isHashedPluginFile(built, 'index-Bq3xY9fA.js')).toBe(true);
    expect(isHashedPluginFile(built, 'chunks/RobotListPage-CkZO557T.js')).toBe(true);
    expect(isHashedPluginFile({ entry: './index-Bq3xY9fA.js' }, 'index-Bq3xY9fA.js')).toBe(true);
  });

  it('fails for files whose name stays when they change', () => {
    expect(isHashedPluginFile(built, 'index.js')).toBe(false);
    expect(isHashedPluginFile(built, 'plugin.json')).toBe(false);
    expect(isHashedPluginFile({ entry: 'index.js' }, 'index.js')).toBe(false);
    // Hash-like, but no plugin.json lists it.
    expect(isHashedPluginFile(built, 'chunks/Other-abcdefgh.js')).toBe(false);
    // Listed, but a hand-written name without a hash.
    expect(isHashedPluginFile({ entry: 'main.js', chunks: { 'page.js': {} } }, 'page.js')).toBe(false);
  });
});
