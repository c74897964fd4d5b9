type Schema = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && !(value instanceof Date) && !(typeof File !== 'undefined' && value instanceof File) && !(typeof Blob !== 'undefined' && value instanceof Blob);
}

function resolveLocalRef(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) node = isRecord(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return isRecord(node) ? node : schema;
}

// The schema's variants: a union (Nullable, a list of constants) is its branches, anything else itself.
function variants(schema: Schema, root: Schema): Schema[] {
  const node = resolveLocalRef(schema, root);
  const union = node.anyOf ?? node.oneOf;
  return Array.isArray(union) ? union.filter(isRecord).flatMap((branch) => variants(branch, root)) : [node];
}

// The JSON types a schema accepts; undefined when it says nothing (then any value is left alone).
function typesOf(schema: Schema, root: Schema): Set<string> | undefined {
  const types = new Set<string>();
  for (const variant of variants(schema, root)) {
    const { type, const: constant } = variant;
    if (typeof type === 'string') types.add(type);
    else if (Array.isArray(type)) type.forEach((item) => types.add(String(item)));
    else if (constant === null) types.add('null');
    else if (constant !== undefined) types.add(Number.isInteger(constant) ? 'integer' : typeof constant);
    else return undefined;
  }
  return types;
}

// Whether '' is a value of the schema: any text is, a list of text constants ('analog', 'digital') is not unless '' is one of them.
function takesEmptyText(schema: Schema, root: Schema): boolean {
  return variants(schema, root).some(({ type, const: constant, enum: choices }) =>
    constant === '' || (constant === undefined && choices === undefined && (type === 'string' || (Array.isArray(type) && type.includes('string')))));
}

function scalar(value: unknown, types: Set<string> | undefined, emptyText: boolean): unknown {
  if (types === undefined) return value;
  // An empty input is the empty text where text is accepted, "none" where null is, and otherwise not given.
  if (value === '' || value === null || value === undefined) {
    if (value === '' && emptyText) return '';
    return types.has('null') ? null : undefined;
  }
  if (types.has(typeof value) || (types.has('integer') && Number.isInteger(value))) return value;
  if (typeof value === 'string') {
    const number = value.trim() === '' ? NaN : Number(value);
    if (types.has('integer') && Number.isInteger(number)) return number;
    if (types.has('number') && Number.isFinite(number)) return number;
    if (types.has('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  }
  if ((typeof value === 'number' || typeof value === 'boolean') && types.has('string')) return String(value);
  return value;
}

/**
 * The request body a form's values stand for, read from the schema the server validates with, so
 * what the form checks is exactly what it sends: an empty box is '' where the schema takes any text,
 * null where it takes null, and absent otherwise (an unchosen select of text constants too) (then `required` reports it),
 * and an empty `writeOnly` value (a secret) is absent; the text "12" of a
 * number field is 12. A value that fits no type stays as it is, and validation reports it.
 */
export function schemaBody(value: unknown, schema: unknown, root: unknown = schema): unknown {
  if (!isRecord(schema) || !isRecord(root)) return value;
  const node = resolveLocalRef(schema, root);
  if (Array.isArray(value)) {
    const items = node.items;
    return isRecord(items) ? value.map((item) => schemaBody(item, items, root)) : value;
  }
  if (isPlainObject(value)) {
    const objectBranch = variants(node, root).find((variant) => isRecord(variant.properties)) ?? node;
    const properties = isRecord(objectBranch.properties) ? objectBranch.properties : {};
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // An empty write-only value (a secret) is not sent: the reader never had it, so the stored one stays.
      if (item === '' && isRecord(properties[key]) && properties[key].writeOnly === true) continue;
      const converted = key in properties ? schemaBody(item, properties[key], root) : item;
      if (converted !== undefined) out[key] = converted;
    }
    return out;
  }
  return scalar(value, typesOf(node, root), takesEmptyText(node, root));
}
