import { acceptsEmptyText, acceptsNull, jsonSyntaxError, requiredOnCreate, updatable, valueTypes, type AnyEntity, type FieldDeclaration } from '@fleetdeck/model';

/** Whether a field is edited in a form of this mode: create-only fields are set once, server-set ones never. */
export function isFormField(declared: FieldDeclaration, mode: 'create' | 'edit'): boolean {
  if (declared.input === 'none' || declared.widget === 'none') return false;
  return mode === 'create' || updatable(declared);
}

/**
 * Whether a form marks the field required: the create body requires it (a set-once field is only in
 * the create form) and something must be typed, so a text that may stay empty ('') is not marked.
 */
export function isRequiredField(declared: FieldDeclaration): boolean {
  return requiredOnCreate(declared) && !acceptsEmptyText(declared.schema);
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

const editSchemas = new WeakMap<AnyEntity, Map<string, object>>();

/**
 * The schema an edit form holding `fields` validates with: the update body, in which a field the
 * create body requires may still be left out by an API client but not emptied in the form (an
 * emptied building would otherwise be dropped from the body and silently kept). `updateSchema` is the
 * resource's copy whose secrets are `writeOnly`. Cached per entity and field list, so the form's
 * validator is compiled once.
 */
export function entityEditSchema(entity: AnyEntity, fields: readonly string[], updateSchema: object = entity.update): object {
  const byFields = editSchemas.get(entity) ?? new Map<string, object>();
  editSchemas.set(entity, byFields);
  const key = fields.join(',');
  let schema = byFields.get(key);
  if (!schema) {
    const update = updateSchema as { properties: Record<string, unknown> };
    // A secret left empty on edit keeps the stored one (the form does not send it), so it is never required there.
    const required = fields.filter((name) => entity.fields[name]?.input === 'required' && !entity.fields[name]?.secret && Object.hasOwn(update.properties, name));
    schema = { ...update, required };
    byFields.set(key, schema);
  }
  return schema;
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
