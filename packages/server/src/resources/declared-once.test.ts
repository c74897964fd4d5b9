import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as model from '@fleetdeck/model';
import { Device, isEntity, type AnyEntity } from '@fleetdeck/model';
import { describe, expect, it } from 'vitest';

// Each entity is declared once, in @fleetdeck/model (docs/guide/adding-a-resource.md). These checks
// read the product's source as a maintainer would and fail when a field list is restated. Demo
// seeds are data, not declarations, and are left out like migrations and translations.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (!['node_modules', 'dist', 'i18n', 'migrations', 'templates', 'fixtures'].includes(name)) out.push(...sourceFiles(file));
    } else if (/\.tsx?$/.test(name) && !/\.(test|fixture)\.tsx?$/.test(name) && !/seed/.test(name)) {
      out.push(file);
    }
  }
  return out;
}

const product = new Map(
  ['model', 'server', 'sdk', 'host', 'plugins', 'robot-sim']
    .flatMap((dir) => sourceFiles(path.join(root, 'packages', dir)))
    .map((file) => [path.relative(root, file), readFileSync(file, 'utf8')]),
);

const entities = (Object.values(model) as unknown[]).filter(isEntity);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** How often a field is named as an object key (`urn:`), a string (`'urn'`) or a property (`.urn`), the forms a field list takes. */
function mentions(text: string, field: string): number {
  const name = escape(field);
  return text.match(new RegExp(`(?<![\\w$])${name}\\s*\\??:|['"\`]${name}['"\`]|\\.${name}(?![\\w$])`, 'g'))?.length ?? 0;
}

/** The fields only this entity has, so every mention of them is about it. */
function ownFields(entity: AnyEntity): string[] {
  const elsewhere = new Set(entities.filter((other) => other !== entity).flatMap((other) => Object.keys(other.fields)));
  return Object.keys(entity.fields).filter((field) => !elsewhere.has(field));
}

describe('entities declared once', () => {
  it('the guide\'s entity: outside migrations and translations, none of its own fields is named more than three times in the product', () => {
    // Fields no other entity has, so every mention is about devices.
    const fields = ['urn', 'identifier', 'connectionProfile'];
    expect(ownFields(Device)).toEqual(expect.arrayContaining(fields));
    const overs = fields.flatMap((field) => {
      const places = [...product].map(([file, text]) => [file, mentions(text, field)] as const).filter(([, count]) => count > 0);
      const total = places.reduce((sum, [, count]) => sum + count, 0);
      return total > 3 ? [`${field}: ${total} (${places.map(([file, count]) => `${file} ×${count}`).join(', ')})`] : [];
    });
    expect(overs).toEqual([]);
  });

  it('the guide\'s entity needs no server resource and no form code: only the model names its fields', () => {
    const naming = [...product].filter(([file, text]) => !file.startsWith('packages/model/') && ['urn', 'connectionProfile'].some((field) => mentions(text, field) > 0));
    expect(naming.map(([file]) => file)).toEqual([]);
  });

  it('every server resource is derived from an entity: no resource is declared field by field outside the engine', () => {
    const byHand = [...product].filter(([file, text]) => file.startsWith('packages/server/src/routes/') && /\bdefineResource\(/.test(text));
    expect(byHand.map(([file]) => file)).toEqual([]);
  });

  it('every plugin resource is derived from an entity: no plugin lists a resource\'s columns by hand', () => {
    const byHand = [...product].filter(([file, text]) => file.startsWith('packages/plugins/') && /\bdefineResource(<[^>]*>)?\(\{[\s\S]*?\bcolumns:/.test(text));
    expect(byHand.map(([file]) => file)).toEqual([]);
  });
});
