import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commonEn } from '../../sdk/src/i18n/commonEn.js';
import { commonJa } from '../../sdk/src/i18n/commonJa.js';

// Every screen is in Japanese and English (issue 5): this fails when a first-party plugin has a key
// in one language and not the other, or names a literal key in its code or plugin.json that
// neither language has, which would show the raw key on screen.

type Tree = { [key: string]: string | Tree };
const pluginsRoot = join(dirname(fileURLToPath(import.meta.url)), '../../plugins');

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : keysOf(value, path);
  });
}

async function languageTree(plugin: string, language: 'en' | 'ja'): Promise<Tree> {
  const module = (await import(join(pluginsRoot, plugin, 'src', 'i18n', `${language}.ts`))) as Record<string, Tree>;
  const tree = module[language];
  if (!tree) throw new Error(`packages/plugins/${plugin}/src/i18n/${language}.ts exports no \`${language}\``);
  return tree;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'i18n' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Literal keys a plugin asks for: t('a.b'), labelKey: 'a.b', and its plugin.json's title and label keys. */
function literalKeys(plugin: string): string[] {
  const keys = new Set<string>();
  for (const file of sourceFiles(join(pluginsRoot, plugin, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([^'$]+)'/g)) keys.add(match[1] as string);
    for (const match of text.matchAll(/\b(?:labelKey|titleKey|messageKey):\s*'([^']+)'/g)) keys.add(match[1] as string);
  }
  const manifest = readFileSync(join(pluginsRoot, plugin, 'plugin.json'), 'utf8');
  for (const match of manifest.matchAll(/"(?:titleKey|labelKey)":\s*"([^"]+)"/g)) keys.add(match[1] as string);
  return [...keys];
}

const plugins = readdirSync(pluginsRoot).filter((name) => statSync(join(pluginsRoot, name, 'src', 'i18n'), { throwIfNoEntry: false })?.isDirectory());
const commonKeys = new Set(keysOf(commonEn as unknown as Tree));
const trees = new Map(await Promise.all(plugins.map(async (plugin) => [plugin, { en: await languageTree(plugin, 'en'), ja: await languageTree(plugin, 'ja') }] as const)));

describe.each(plugins)('plugin %s', (plugin) => {
  const en = new Set(keysOf(trees.get(plugin)?.en ?? {}));
  const ja = new Set(keysOf(trees.get(plugin)?.ja ?? {}));

  it('has every key in both Japanese and English', () => {
    expect([...en].filter((key) => !ja.has(key)), 'missing in ja.ts').toEqual([]);
    expect([...ja].filter((key) => !en.has(key)), 'missing in en.ts').toEqual([]);
  });

  it('has every literal key it uses', () => {
    const has = (key: string) => {
      const [namespace, rest] = key.includes(':') ? key.split(':', 2) as [string, string] : [plugin, key];
      // Another plugin's namespace is that plugin's own test; a plugin's own keys fall back to
      // `common` (the SDK's fallbackNS); plural forms live under _one and _other.
      if (namespace !== 'common' && namespace !== plugin) return true;
      const known = (keys: Set<string>) => keys.has(rest) || (keys.has(`${rest}_one`) && keys.has(`${rest}_other`));
      return known(commonKeys) || (namespace === plugin && known(en));
    };
    expect(literalKeys(plugin).filter((key) => !has(key))).toEqual([]);
  });
});

describe('SDK common strings', () => {
  it('has every key in both Japanese and English', () => {
    const ja = new Set(keysOf(commonJa as unknown as Tree));
    expect([...commonKeys].filter((key) => !ja.has(key))).toEqual([]);
    expect([...ja].filter((key) => !commonKeys.has(key))).toEqual([]);
  });
});
