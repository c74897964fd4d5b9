import { acceptsNull, jsonSyntaxError, valueTypes, type AnyEntity, type FieldDeclaration } from '@fleetdeck/model';

/** Whether a field is edited in a form of this mode: create-only fields are set once, server-set ones never. */
export function isFormField(declared: FieldDeclaration, mode: 'create' | 'edit'): boolean {
  if (declared.input === 'none' || declared.widget === 'none') return false;
  return mode === 'create' || declared.input !== 'createOnly';
}

function emptyValue(declared: FieldDeclaration): unknown {
  if (declared.initial !== undefined) return declared.initial;
  // A form edits what a body carries, which may be narrower than the answer.
  const schema = declared.bodySchema ?? declared.schema;
  const types = valueTypes(schema);
  if (types.length === 1 && types[0] === 'boolean') return false;
  if (types.includes('string')) return '';
  if (types.includes('array')) return [];
  // A choice or number not given yet: the select shows "(none)" and the body leaves it out, or sends null where null is allowed.
  return acceptsNull(schema) ? null : '';
}

/** The values of a new record's form: each editable field's declared initial value, else its empty value. */
export function entityFormValues(entity: AnyEntity, mode: 'create' | 'edit'): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, declared] of Object.entries(entity.fields)) {
    if (isFormField(declared, mode)) values[name] = emptyValue(declared);
  }
  return values;
}

/** The JSON syntax problems of an entity's JSON text fields, with their line and column (a schema says only "string"). */
export function entityJsonIssues(entity: AnyEntity, values: Record<string, unknown>, mode: 'create' | 'edit', syntaxMessage: (line: number, column: number) => string) {
  const issues: Array<{ path: string; code: string; message: string }> = [];
  for (const [name, declared] of Object.entries(entity.fields)) {
    const text = values[name];
    if (declared.widget !== 'json' || !isFormField(declared, mode) || typeof text !== 'string' || text.trim() === '') continue;
    const problem = jsonSyntaxError(text);
    if (problem) issues.push({ path: name, code: 'jsonSyntax', message: syntaxMessage(problem.line, problem.column) });
  }
  return issues;
}

// One schema object per entity, so the form's compiled validator is reused.
const editSchemas = new WeakMap<AnyEntity, object>();

/**
 * The schema a form of an entity validates with: the create body, or the update body in which an
 * empty secret (a password) is accepted, because on edit an empty secret keeps the stored one.
 */
export function entityFormSchema(entity: AnyEntity, mode: 'create' | 'edit'): object {
  if (mode === 'create') return entity.create;
  let schema = editSchemas.get(entity);
  if (!schema) {
    const update = entity.update as { properties: Record<string, object> };
    const properties = { ...update.properties };
    for (const [name, declared] of Object.entries(entity.fields)) {
      if (declared.secret && properties[name]) properties[name] = { anyOf: [{ const: '' }, declared.bodySchema ?? declared.schema] };
    }
    schema = { ...update, properties };
    editSchemas.set(entity, schema);
  }
  return schema;
}

/** The body without the secrets left empty on edit: the server keeps the stored ones. */
export function withoutKeptSecrets(entity: AnyEntity, body: object, mode: 'create' | 'edit'): object {
  if (mode === 'create') return body;
  const kept = Object.entries(entity.fields).filter(([name, declared]) => declared.secret && (body as Record<string, unknown>)[name] === '').map(([name]) => name);
  return kept.length === 0 ? body : Object.fromEntries(Object.entries(body).filter(([key]) => !kept.includes(key)));
}
