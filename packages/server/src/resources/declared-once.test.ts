import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as model from '@fleetdeck/model';
import { isEntity, type AnyEntity } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';

// Each entity is declared once, in @fleetdeck/model (docs/guide/adding-a-resource.md). Outside
// migrations and translations, a field's name may appear at most three times among the files that
// make up the entity: its model declaration, its server resource and route area, and the plugin
// files that use it. A fourth mention means a field list was restated somewhere.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const MOST_MENTIONS = 3;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (!['node_modules', 'dist', 'i18n', 'migrations', 'templates', 'fixtures'].includes(name)) out.push(...sourceFiles(file));
    } else if (/\.tsx?$/.test(name) && !/\.(test|fixture)\.tsx?$/.test(name)) {
      out.push(file);
    }
  }
  return out;
}

const files = new Map([
  ...sourceFiles(path.join(root, 'packages/model/src')),
  ...sourceFiles(path.join(root, 'packages/server/src')),
  ...sourceFiles(path.join(root, 'packages/plugins')),
].map((file) => [path.relative(root, file), readFileSync(file, 'utf8')]));

const entities = (Object.entries(model) as Array<[string, unknown]>).filter((entry): entry is [string, AnyEntity] => isEntity(entry[1]));

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The files that make up an entity: the one declaring it and those that use it by its exported name. */
function entityFiles(exported: string): string[] {
  const declares = new RegExp(`export const ${escape(exported)} = defineEntity\\(`);
  const uses = new RegExp(`\\b${escape(exported)}\\b`);
  return [...files.entries()]
    .filter(([file, text]) => declares.test(text) || (!file.startsWith('packages/model/') && uses.test(text) && /@fleetdeck\/model/.test(text)))
    .map(([file]) => file)
    .filter((file) => !file.endsWith('/index.ts') || !file.startsWith('packages/model/'));
}

/**
 * How often a field is named in a file: as an object key (`urn:`), a string (`'urn'`) or a property
 * (`.urn`), the forms a field list takes. Import lines and the entity's own `name: '<entity>'` are not fields.
 */
function mentions(text: string, field: string, entityName: string): number {
  const code = text
    .split('\n')
    .filter((line) => !/^\s*(import|export type)\b/.test(line))
    .join('\n')
    .replace(new RegExp(`\\bname: '${escape(entityName)}'`, 'g'), '');
  const name = escape(field);
  const forms = new RegExp(`(?<![\\w$])${name}\\s*\\??:|['"\`]${name}['"\`]|\\.${name}(?![\\w$])`, 'g');
  return code.match(forms)?.length ?? 0;
}

describe('entities declared once', () => {
  it('finds the model\'s entities', () => {
    expect(entities.map(([, entity]) => entity.name)).toContain('devices');
  });

  it.each(entities.map(([exported, entity]) => [entity.name, exported, entity] as const))('%s: no field is written more than three times', (_name, exported, entity) => {
    const where = entityFiles(exported);
    expect(where.some((file) => file.startsWith('packages/model/'))).toBe(true);
    const overs: string[] = [];
    for (const field of Object.keys(entity.fields)) {
      if (['id', 'createdAt', 'updatedAt'].includes(field)) continue;
      const counts = where.map((file) => [file, mentions(files.get(file) ?? '', field, entity.name)] as const).filter(([, count]) => count > 0);
      const total = counts.reduce((sum, [, count]) => sum + count, 0);
      if (total > MOST_MENTIONS) overs.push(`${field}: ${total} (${counts.map(([file, count]) => `${file} ×${count}`).join(', ')})`);
    }
    expect(overs).toEqual([]);
  });
});
