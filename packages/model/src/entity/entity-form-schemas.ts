import type { AnyEntity } from './define-entity.js';
import { updatable, type FieldDeclaration } from './entity-field.js';

/** Whether a field is edited in a form of this mode: create-only fields are set once, server-set ones never. */
export function isFormField(declared: FieldDeclaration, mode: 'create' | 'edit'): boolean {
  if (declared.input === 'none' || declared.widget === 'none') return false;
  return mode === 'create' || updatable(declared);
}

/** The fields a generated form of this mode edits, in declaration order. */
export function entityFormFields(entity: AnyEntity, mode: 'create' | 'edit'): string[] {
  return Object.entries(entity.fields).filter(([, declared]) => isFormField(declared, mode)).map(([name]) => name);
}

const bodies = new WeakMap<AnyEntity, { create: object; update: object }>();

// The forms' copy of a body schema marks the entity's secrets `writeOnly`, so an empty one is not sent.
function withWriteOnlySecrets(entity: AnyEntity, schema: object): object {
  const { properties } = schema as { properties: Record<string, object> };
  const secrets = Object.keys(properties).filter((name) => entity.fields[name]?.secret);
  if (secrets.length === 0) return schema;
  return { ...schema, properties: { ...properties, ...Object.fromEntries(secrets.map((name) => [name, { ...properties[name], writeOnly: true }])) } };
}

/**
 * The create or update body schema a form of the entity validates with: the entity's own, its
 * secrets marked `writeOnly`. One object per entity, so the model's build compiles exactly it.
 */
export function entityFormSchema(entity: AnyEntity, body: 'create' | 'update'): object {
  let schemas = bodies.get(entity);
  if (!schemas) {
    schemas = { create: withWriteOnlySecrets(entity, entity.create), update: withWriteOnlySecrets(entity, entity.update) };
    bodies.set(entity, schemas);
  }
  return schemas[body];
}

const editSchemas = new WeakMap<AnyEntity, Map<string, object>>();

/**
 * The schema an edit form holding `fields` validates with: the update body, in which a field the
 * create body requires may still be left out by an API client but not emptied in the form (an
 * emptied building would otherwise be dropped from the body and silently kept). A secret left empty
 * on edit keeps the stored one, so it is never required there. Cached per entity and required list.
 */
export function entityEditSchema(entity: AnyEntity, fields: readonly string[]): object {
  const update = entityFormSchema(entity, 'update') as { properties: Record<string, unknown> };
  const held = new Set(fields);
  const required = Object.entries(entity.fields)
    .filter(([name, declared]) => held.has(name) && declared.input === 'required' && !declared.secret && Object.hasOwn(update.properties, name))
    .map(([name]) => name);
  const byRequired = editSchemas.get(entity) ?? new Map<string, object>();
  editSchemas.set(entity, byRequired);
  const key = required.join(',');
  let schema = byRequired.get(key);
  if (!schema) {
    schema = { ...update, required };
    byRequired.set(key, schema);
  }
  return schema;
}
