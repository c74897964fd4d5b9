import type { FieldError } from 'react-hook-form';
import { digitsLimitOf, textRuleOf } from '@fleetdeck/model';
import type { SchemaError } from './schemaCheck.js';

type Translate = (key: string, params?: Record<string, unknown>) => string;

const LIMITED = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'];
const KNOWN = new Set(['required', 'pattern', 'format', 'type', 'enum', 'const', ...LIMITED]);

function pointerParts(instancePath: string): string[] {
  return instancePath.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The form field path (dot form) an error belongs to: a missing property's own, not its object's. */
export function errorPath(error: SchemaError): string {
  const parts = pointerParts(error.instancePath);
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') parts.push(error.params.missingProperty);
  return parts.join('.');
}

function valueAt(data: unknown, instancePath: string): unknown {
  let node = data;
  for (const part of pointerParts(instancePath)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * The kind of an error as a person reads it: a required text left empty is sent as '' (clearing a
 * field must reach the server), so its minLength or not-blank pattern fails; that is "required".
 */
export function errorType(error: SchemaError, data: unknown): string {
  const emptied = (error.keyword === 'minLength' || error.keyword === 'pattern') && valueAt(data, error.instancePath) === '';
  return emptied ? 'required' : error.keyword;
}

/**
 * A translated message for an error, via `common:validation.<keyword>` with the rule's `limit`; a
 * failed text rule of the model (blank, control characters) via `common:validation.<rule>`, and a
 * failed `DigitsText` via `common:validation.digits`.
 */
export function errorMessage(error: SchemaError, t: Translate, data: unknown): string {
  if (error.keyword === 'format' && error.params.format === 'email') return t('validation.formatEmail');
  if (errorType(error, data) === 'required') return t('validation.required');
  if (error.keyword === 'pattern') {
    const rule = textRuleOf(error.params.pattern, valueAt(data, error.instancePath));
    if (rule) return t(`validation.${rule}`);
    const digits = digitsLimitOf(error.params.pattern);
    if (digits !== undefined) return t('validation.digits', { limit: digits });
  }
  const limit = LIMITED.includes(error.keyword) ? error.params.limit : undefined;
  return t(`validation.${KNOWN.has(error.keyword) ? error.keyword : 'invalid'}`, { limit });
}

// A union's error stands for its branches' at the same path: each branch names a rule the value need not meet.
const SUMMARIES = new Set(['anyOf', 'oneOf']);

/**
 * The form's errors by field path, translated, one per field; the same whichever order a validator
 * reports them in. An `if` error only says that its `then` failed, which is reported itself, and an
 * error inside an object explains it better than the object's own (react-hook-form keeps one of the two).
 */
export function formErrors(errors: readonly SchemaError[], data: unknown, t: Translate): Record<string, FieldError> {
  const shown = errors.filter((error) => error.keyword !== 'if');
  const ordered = [...shown.filter((error) => SUMMARIES.has(error.keyword)), ...shown.filter((error) => !SUMMARIES.has(error.keyword))];
  const byPath: Record<string, FieldError> = {};
  for (const error of ordered) {
    const path = errorPath(error) || 'root';
    if (!Object.hasOwn(byPath, path)) byPath[path] = { type: errorType(error, data), message: errorMessage(error, t, data) };
  }
  const paths = Object.keys(byPath);
  for (const path of paths) if (paths.some((other) => other.startsWith(`${path}.`))) delete byPath[path];
  return byPath;
}
