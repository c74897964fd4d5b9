import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { RobotCommand } from '@fleetdeck/model';

/** One rule a command broke: the field (dot form) and the JSON Schema keyword, with its limit. */
export interface CommandIssue {
  path: string;
  keyword: string;
  limit?: number;
}

/** Either the command, ready to send, or what is wrong with it. */
export type CommandCheck = { ok: true; command: RobotCommand } | { ok: false; issues: CommandIssue[] };

interface Variant {
  properties: { name: { const: string } };
}

const variants = RobotCommand.anyOf as unknown as Array<Variant & Schema>;

/** Command names the protocol knows, in the order of the model's schema. */
export const commandNames: string[] = variants.map((v) => v.properties.name.const);

// The rule keywords worth naming; the rest (properties, anyOf, items) only say a child failed.
const LEAF_KEYWORDS = new Set(['required', 'type', 'const', 'minimum', 'maximum', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'additionalProperties']);
const LIMIT_KEYWORDS = new Set(['minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems']);

// One validator per command, built on first use. @cfworker/json-schema interprets the schema
// (no code generation), so it bundles into a plugin and runs under a strict CSP.
const validators = new Map<string, { schema: Schema; validator: Validator }>();
function validatorFor(name: string): { schema: Schema; validator: Validator } | undefined {
  let entry = validators.get(name);
  if (!entry) {
    const schema = variants.find((v) => v.properties.name.const === name);
    if (!schema) return undefined;
    entry = { schema, validator: new Validator(schema, '2019-09', false) };
    validators.set(name, entry);
  }
  return entry;
}

function pointerValue(schema: Schema, pointer: string): unknown {
  return pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], schema);
}

function issueOf(schema: Schema, unit: OutputUnit): CommandIssue {
  const base = unit.instanceLocation.replace(/^#\/?/, '').split('/').filter(Boolean).join('.');
  if (unit.keyword === 'required') {
    const missing = /"([^"]+)"/.exec(unit.error)?.[1];
    return { path: missing ? (base ? `${base}.${missing}` : missing) : base, keyword: 'required' };
  }
  const limit = LIMIT_KEYWORDS.has(unit.keyword) ? pointerValue(schema, unit.keywordLocation) : undefined;
  return typeof limit === 'number' ? { path: base, keyword: unit.keyword, limit } : { path: base, keyword: unit.keyword };
}

/** Checks a parsed value against the protocol command of its `name` (the server checks again). */
export function checkCommand(value: unknown): CommandCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, issues: [{ path: '', keyword: 'type' }] };
  const name = (value as { name?: unknown }).name;
  if (name === undefined) return { ok: false, issues: [{ path: 'name', keyword: 'required' }] };
  const entry = typeof name === 'string' ? validatorFor(name) : undefined;
  if (!entry) return { ok: false, issues: [{ path: 'name', keyword: 'enum' }] };
  const result = entry.validator.validate(value);
  if (result.valid) return { ok: true, command: value as RobotCommand };
  const seen = new Set<string>();
  const issues = result.errors
    .filter((unit) => LEAF_KEYWORDS.has(unit.keyword))
    .map((unit) => issueOf(entry.schema, unit))
    .filter((issue) => {
      // A literal union (anyOf of consts) fails once per option; one line per field is enough.
      const key = `${issue.path}|${issue.keyword === 'const' ? 'enum' : issue.keyword}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((issue) => (issue.keyword === 'const' ? { path: issue.path, keyword: 'enum' } : issue));
  return { ok: false, issues };
}
