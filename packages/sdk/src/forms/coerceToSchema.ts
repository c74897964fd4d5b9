type Schema = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolveLocalRef(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) node = isRecord(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return isRecord(node) ? node : schema;
}

function coerceScalar(value: unknown, types: unknown[]): unknown {
  if (types.length === 0 || types.includes(typeof value) || (types.includes('integer') && Number.isInteger(value))) return value;
  if (typeof value === 'string') {
    const number = value.trim() === '' ? NaN : Number(value);
    if (types.includes('integer') && Number.isInteger(number)) return number;
    if (types.includes('number') && Number.isFinite(number)) return number;
    if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  }
  if ((typeof value === 'number' || typeof value === 'boolean') && types.includes('string')) return String(value);
  return value;
}

/**
 * Turns form values into the types their schema asks for (the text "12" for a number field, a
 * number for a string field), as ajv's `coerceTypes` did: follows `properties`, `items` and local
 * `$ref`s; a value that cannot be converted stays as it is, and validation then reports it.
 */
export function coerceToSchema(value: unknown, schema: unknown, root: unknown = schema): unknown {
  if (!isRecord(schema) || !isRecord(root)) return value;
  const node = resolveLocalRef(schema, root);
  if (Array.isArray(value)) {
    const items = node.items;
    return isRecord(items) ? value.map((item) => coerceToSchema(item, items, root)) : value;
  }
  if (isRecord(value)) {
    const properties = isRecord(node.properties) ? node.properties : {};
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key in properties ? coerceToSchema(item, properties[key], root) : item]));
  }
  const type = node.type;
  return coerceScalar(value, Array.isArray(type) ? type : type === undefined ? [] : [type]);
}
