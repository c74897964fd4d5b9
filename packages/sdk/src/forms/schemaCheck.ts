import { schemaFingerprint } from '@fleetdeck/model';
import type { CompiledValidatorError } from '@fleetdeck/model/form-validators';

/** A rule a value broke, as ajv reports it (the interpreting validator answers the same shape). */
export type SchemaError = CompiledValidatorError;

/** Checks a value against one schema: the rules it broke, none when it is valid. */
export type SchemaCheck = (value: unknown) => SchemaError[];

const checks = new WeakMap<object, Promise<SchemaCheck>>();

// The model's build compiled an ajv validator for every schema a first-party form uses (ajv's
// standalone code: no `new Function` at run time, so it runs under the console's CSP without
// 'unsafe-eval'). Each loads on its own, when its form first validates. A schema of a partner's
// plugin has none and is interpreted instead, with errors in ajv's shape.
async function load(schema: object): Promise<SchemaCheck> {
  const { loadValidator } = await import('@fleetdeck/model/form-validators');
  const validate = await loadValidator(schemaFingerprint(schema));
  if (validate) return (value) => (validate(value) ? [] : [...(validate.errors ?? [])]);
  const { interpretedCheck } = await import('./interpretedCheck.js');
  return interpretedCheck(schema);
}

/** The check of a schema: its precompiled ajv validator, else the interpreting one (cached by schema identity). */
export function schemaCheck(schema: object): Promise<SchemaCheck> {
  let check = checks.get(schema);
  if (!check) {
    check = load(schema);
    checks.set(schema, check);
  }
  return check;
}
