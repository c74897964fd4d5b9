/**
 * ajv's options for request bodies, shared by the server's body validator and the validators the
 * model's build compiles for forms, so a form rejects exactly what the server would: every error at
 * once, no type coercion (JSON carries types), declared defaults filled in, unknown keywords allowed.
 */
export const bodyValidatorOptions = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false, coerceTypes: false } as const;
