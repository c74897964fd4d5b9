import { Validator, type OutputUnit } from '@cfworker/json-schema';
import type { SchemaCheck, SchemaError } from './schemaCheck.js';

// Keywords that only report that something inside failed; the failure inside is reported itself.
const CONTAINERS = new Set(['properties', 'patternProperties', 'items', 'prefixItems', 'additionalItems', 'allOf', '$ref', '$recursiveRef', 'dependentSchemas', 'then', 'else', 'unevaluatedItems']);
// The keywords whose schema value is the parameter ajv reports (its `limit`, `pattern`, `format`).
const PARAMETER = new Map([
  ...['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems', 'minProperties', 'maxProperties'].map((keyword) => [keyword, 'limit'] as const),
  ['pattern', 'pattern'], ['format', 'format'], ['const', 'allowedValue'], ['enum', 'allowedValues'], ['type', 'type'],
]);

function unescape(part: string): string {
  return decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
}

function schemaAt(schema: object, keywordLocation: string): unknown {
  let node: unknown = schema;
  for (const part of keywordLocation.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[unescape(part)];
  }
  return node;
}

function toAjvError(error: OutputUnit, schema: object): SchemaError {
  // `#/a%20b/c~1d` → `/a b/c~1d`: the same JSON pointer, without the URI fragment's encoding.
  const instancePath = error.instanceLocation.replace(/^#/, '').split('/').map(decodeURIComponent).join('/');
  const params: Record<string, unknown> = {};
  if (error.keyword === 'required') params.missingProperty = /required property "(.*)"\.$/.exec(error.error)?.[1];
  const parameter = PARAMETER.get(error.keyword);
  if (parameter) params[parameter] = schemaAt(schema, error.keywordLocation);
  return { instancePath, schemaPath: error.keywordLocation, keyword: error.keyword, params, message: error.error };
}

/**
 * The check of a schema the model's build did not compile (a partner plugin's own): interpreted by
 * @cfworker/json-schema, which never compiles code either, with its errors in ajv's shape so that
 * one path translates both.
 */
export function interpretedCheck(schema: object): SchemaCheck {
  const validator = new Validator(schema as never, '7', false);
  return (value) => {
    const result = validator.validate(value);
    return result.valid ? [] : result.errors.filter((error) => !CONTAINERS.has(error.keyword)).map((error) => toAjvError(error, schema));
  };
}
