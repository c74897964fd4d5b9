// Every string of every plugin exists in Japanese and English: both trees hold the same keys (a count's
// i18next plural forms, en `_one` and `_other`, ja `_other`, as one key), no value is empty, interpolations
// match, and every key a plugin names (plugin.json titles and side-bar labels, t('…') calls in its source)
// resolves in its namespace or in `common`.
// Runs without a browser; it lives with the browser tests because it checks what the console shows.
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { repoRoot } from './fixtures/serverProcess.js';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

// A count's text is one key in i18next's plural forms: `_one` and `_other` in en, `_other` alone in
// ja (no plural form). The trees are compared by key, each key's forms joined.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const pluralForms: Record<'en' | 'ja', string[]> = { en: ['one', 'other'], ja: ['other'] };

function byKey(tree: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of tree) {
    const base = key.replace(PLURAL_SUFFIX, '');
    out.set(base, out.has(base) ? `${out.get(base)} ${value}` : value);
  }
  return out;
}

function pluralProblems(tree: Map<string, string>, language: 'en' | 'ja'): string[] {
  const problems: string[] = [];
  const bases = new Set([...tree.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
  for (const base of bases) {
    if (tree.has(base)) problems.push(`"${base}" has plural forms and a plain form in ${language}`);
    for (const form of pluralForms[language]) if (!tree.has(`${base}_${form}`)) problems.push(`"${base}_${form}" missing in ${language}`);
    for (const key of tree.keys()) {
      const form = PLURAL_SUFFIX.exec(key)?.[1];
      if (form && key.replace(PLURAL_SUFFIX, '') === base && !pluralForms[language].includes(form)) problems.push(`"${key}" is not a plural form of ${language}`);
    }
    for (const form of pluralForms[language]) {
      if (!/\{\{count\b/.test(tree.get(`${base}_${form}`) ?? '{{count}}')) problems.push(`"${base}_${form}" does not show {{count}} in ${language}`);
    }
  }
  return problems;
}

// Interpolated names, with or without a format (`{{count, number}}`).
const variables = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)(?:\s*,[^}]*)?\}\}/g)].map((m) => m[1]))].sort().join(',');

async function loadTree(file: string, name: string): Promise<Tree> {
  const module = (await import(pathToFileURL(file).href)) as Record<string, Tree>;
  const tree = module[name];
  if (!tree) throw new Error(`${file} exports no "${name}"`);
  return tree;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      return Promise.resolve(/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []);
    }),
  );
  return nested.flat();
}

const pluginsDir = join(repoRoot, 'packages/plugins');
const sdkI18n = join(repoRoot, 'packages/sdk/src/i18n');

test('every plugin has the same strings in ja and en, and every key it uses exists', async () => {
  const common = {
    en: flatten(await loadTree(join(sdkI18n, 'commonEn.ts'), 'commonEn')),
    ja: flatten(await loadTree(join(sdkI18n, 'commonJa.ts'), 'commonJa')),
  };
  const plugins = (await readdir(pluginsDir, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  expect(plugins.length).toBeGreaterThan(0);
  const problems: string[] = [];

  for (const plugin of plugins) {
    const dir = join(pluginsDir, plugin);
    if (!existsSync(join(dir, 'plugin.json'))) continue;
    const manifest = JSON.parse(await readFile(join(dir, 'plugin.json'), 'utf8')) as {
      id: string;
      routes: Array<{ titleKey?: string }>;
      sidebar?: Array<{ labelKey: string }>;
    };
    const enFile = join(dir, 'src/i18n/en.ts');
    const jaFile = join(dir, 'src/i18n/ja.ts');
    if (!existsSync(enFile) || !existsSync(jaFile)) {
      problems.push(`${plugin}: strings must live in src/i18n/en.ts and src/i18n/ja.ts`);
      continue;
    }
    const enForms = flatten(await loadTree(enFile, 'en'));
    const jaForms = flatten(await loadTree(jaFile, 'ja'));
    for (const [language, tree] of [['en', enForms], ['ja', jaForms]] as const) {
      for (const [key, value] of tree) if (value.trim() === '') problems.push(`${plugin}: "${key}" is empty in ${language}`);
      for (const problem of pluralProblems(tree, language)) problems.push(`${plugin}: ${problem}`);
    }
    const en = byKey(enForms);
    const ja = byKey(jaForms);
    for (const key of en.keys()) if (!ja.has(key)) problems.push(`${plugin}: "${key}" missing in ja`);
    for (const key of ja.keys()) if (!en.has(key)) problems.push(`${plugin}: "${key}" missing in en`);
    for (const [key, value] of en) {
      const other = ja.get(key);
      if (other !== undefined && variables(other) !== variables(value)) problems.push(`${plugin}: "${key}" interpolates differently in ja and en`);
    }

    const resolves = (key: string) => (en.has(key) && ja.has(key)) || (common.en.has(key) && common.ja.has(key));
    const used = [
      ...manifest.routes.flatMap((route) => (route.titleKey ? [route.titleKey] : [])),
      ...(manifest.sidebar ?? []).map((item) => item.labelKey),
    ];
    for (const file of await sourceFiles(join(dir, 'src'))) {
      const text = await readFile(file, 'utf8');
      // Literal keys only: t('a.b') and labelKey: 'a.b'; keys built at run time are checked by the trees above.
      for (const match of text.matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)) used.push(match[1] ?? '');
      for (const match of text.matchAll(/\blabelKey:\s*'([A-Za-z0-9_.]+)'/g)) used.push(match[1] ?? '');
    }
    for (const key of new Set(used)) if (!resolves(key)) problems.push(`${plugin}: uses "${key}", which is missing in ja or en`);
  }
  expect(problems).toEqual([]);
});
