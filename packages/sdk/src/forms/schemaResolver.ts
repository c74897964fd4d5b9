import type { OutputUnit, Validator } from '@cfworker/json-schema';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { textRuleOf } from '@fleetdeck/model';
import { schemaBody } from './schemaBody.js';

type Translate = (key: string, params?: Record<string, unknown>) => string;

// The validator interprets the schema; it never compiles one into code, so forms work under the
// console's Content-Security-Policy, which has no 'unsafe-eval' (ajv builds `new Function`s).
// Loaded on first validation, not at start: the shell's login page needs no forms code until typed in.
let validatorModule: Promise<{ Validator: typeof Validator }> | null = null;

// One validator per schema object: forms re-validate on every change.
const cache = new WeakMap<object, Promise<Validator>>();

/** The validator of a schema (cached by schema identity). */
export function compileSchema(schema: object): Promise<Validator> {
  let validator = cache.get(schema);
  if (!validator) {
    validatorModule ??= import('@cfworker/json-schema');
    validator = validatorModule.then(({ Validator }) => new Validator(schema as never, '2019-09', false));
    cache.set(schema, validator);
  }
  return validator;
}

// Keywords that only report that something inside failed; the failure inside is reported itself.
export const CONTAINERS = new Set(['properties', 'patternProperties', 'items', 'prefixItems', 'additionalItems', 'allOf', '$ref', '$recursiveRef', 'dependentSchemas', 'then', 'else', 'unevaluatedItems']);

function pointerParts(instanceLocation: string): string[] {
  return instanceLocation
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The form field path (dot form) a validation error belongs to. */
export function errorPath(error: OutputUnit): string {
  const parts = pointerParts(error.instanceLocation);
  const missing = error.keyword === 'required' ? /required property "(.*)"\.$/.exec(error.error)?.[1] : undefined;
  if (missing !== undefined) parts.push(missing);
  return parts.join('.');
}

// The limit a length, size or range error names: the last number in its message
// ("String is too long (7 > 5).", "3 is less than 5.").
function limitOf(error: OutputUnit): number | undefined {
  const numbers = error.error.match(/-?\d+(\.\d+)?(e[+-]?\d+)?/gi);
  return numbers ? Number(numbers[numbers.length - 1]) : undefined;
}

/** The schema node a JSON pointer such as `#/properties/name/pattern` names (the failed keyword's value). */
export function schemaAt(schema: object, keywordLocation: string): unknown {
  let node: unknown = schema;
  for (const part of pointerParts(keywordLocation)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

// The value a pointer such as `#/name` names in the validated data.
function valueAt(data: unknown, instanceLocation: string): unknown {
  let node = data;
  for (const part of pointerParts(instanceLocation)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The kind of a validation error as a person reads it: a required text left empty is sent as ''
 * (clearing a field must reach the server), so its minLength or not-blank pattern fails; that is
 * "required".
 */
export function errorType(error: OutputUnit, data: unknown): string {
  const emptied = (error.keyword === 'minLength' || error.keyword === 'pattern') && valueAt(data, error.instanceLocation) === '';
  return emptied ? 'required' : error.keyword;
}

/**
 * A translated message for a validation error, via `common:validation.<keyword>`; a failed text rule
 * of the model (blank, control characters) via `common:validation.<rule>`, which needs the schema and data.
 */
export function errorMessage(error: OutputUnit, t: Translate, context?: { schema: object; data: unknown }): string {
  if (error.keyword === 'format' && /format "email"/.test(error.error)) return t('validation.formatEmail');
  if (errorType(error, context?.data) === 'required') return t('validation.required');
  if (error.keyword === 'pattern' && context) {
    const rule = textRuleOf(schemaAt(context.schema, error.keywordLocation), valueAt(context.data, error.instanceLocation));
    if (rule) return t(`validation.${rule}`);
  }
  const limited = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'];
  const known = ['required', 'pattern', 'format', 'type', 'enum', 'const', ...limited];
  const limit = limited.includes(error.keyword) ? limitOf(error) : undefined;
  return t(`validation.${known.includes(error.keyword) ? error.keyword : 'invalid'}`, { limit });
}

function setNested(target: Record<string, unknown>, path: string, leaf: unknown): void {
  const parts = path.split('.');
  let node = target;
  parts.slice(0, -1).forEach((part) => {
    node[part] = (node[part] as Record<string, unknown> | undefined) ?? {};
    node = node[part] as Record<string, unknown>;
  });
  const last = parts[parts.length - 1] ?? '';
  if (!(last in node)) node[last] = leaf;
}

/** A react-hook-form resolver that validates with a JSON Schema and translates the messages. */
export function schemaResolver<T extends FieldValues>(schema: object, t: Translate): Resolver<T> {
  return async (values) => {
    const validator = await compileSchema(schema);
    const data = schemaBody(structuredClone(values), schema) as T;
    const result = validator.validate(data);
    if (result.valid) return { values: data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const error of result.errors) {
      if (CONTAINERS.has(error.keyword)) continue;
      const path = errorPath(error) || 'root';
      setNested(errors, path, { type: errorType(error, data), message: errorMessage(error, t, { schema, data }) });
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
