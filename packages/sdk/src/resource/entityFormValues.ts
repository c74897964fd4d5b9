import { acceptsEmptyText, acceptsNull, isFormField, jsonSyntaxError, requiredOnCreate, valueTypes, type AnyEntity, type FieldDeclaration } from '@fleetdeck/model';

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

/**
 * The values of a new record's form: each editable field's declared initial value, else its empty value.
 * @group Forms and resources
 * @example
 * ```ts
 * // every editable field of a floor, at its declared initial value or empty
 * const form = useSchemaForm(FloorCreate, { defaultValues: entityFormValues(Floor, 'create') });
 * ```
 */
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
