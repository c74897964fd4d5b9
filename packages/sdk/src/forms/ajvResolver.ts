import type Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

type Translate = (key: string, params?: Record<string, unknown>) => string;

// ajv is loaded on first validation, not at start: the shell's login page needs no forms code.
let ajvInstance: Promise<Ajv> | null = null;
function loadAjv(): Promise<Ajv> {
  ajvInstance ??= Promise.all([import('ajv'), import('ajv-formats')]).then(([ajvModule, formatsModule]) => {
    const ajv = new ajvModule.default({ allErrors: true, strict: false, coerceTypes: true });
    formatsModule.default(ajv);
    return ajv;
  });
  return ajvInstance;
}

// Compiled once per schema object: forms re-validate on every change.
const cache = new WeakMap<object, Promise<ValidateFunction>>();

/** The compiled validator of a schema (cached by schema identity). */
export function compileSchema(schema: object): Promise<ValidateFunction> {
  let validate = cache.get(schema);
  if (!validate) {
    validate = loadAjv().then((ajv) => ajv.compile(schema));
    cache.set(schema, validate);
  }
  return validate;
}

/** The form field path (dot form) an ajv error belongs to. */
export function errorPath(error: ErrorObject): string {
  const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  if (error.keyword === 'required' && missing) return base ? `${base}.${missing}` : missing;
  return base;
}

/** A translated message for an ajv error, via `common:validation.<keyword>`. */
export function errorMessage(error: ErrorObject, t: Translate): string {
  const params = error.params as { limit?: number; format?: string };
  if (error.keyword === 'format' && params.format === 'email') return t('validation.formatEmail');
  const known = ['required', 'minLength', 'maxLength', 'minimum', 'maximum', 'pattern', 'format', 'type', 'enum', 'const', 'minItems', 'maxItems'];
  return t(`validation.${known.includes(error.keyword) ? error.keyword : 'invalid'}`, { limit: params.limit });
}

// Empty inputs mean "not given", so `required` (not minLength) reports them.
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === 'object' && !(value instanceof Date) && !(typeof File !== 'undefined' && value instanceof File)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v === '' || v === undefined || v === null) continue;
      out[k] = withoutEmpty(v);
    }
    return out;
  }
  return value;
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
export function ajvResolver<T extends FieldValues>(schema: object, t: Translate): Resolver<T> {
  return async (values) => {
    const validate = await compileSchema(schema);
    const data = withoutEmpty(structuredClone(values)) as T;
    if (validate(data)) return { values: data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const error of validate.errors ?? []) {
      const path = errorPath(error) || 'root';
      setNested(errors, path, { type: error.keyword, message: errorMessage(error, t) });
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
