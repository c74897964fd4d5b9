import type { ValidateFunction } from 'ajv';

/**
 * A validator compiled on its first call. Compiling ajv validators is the slow part of starting
 * the server and loading the SDK (hundreds of milliseconds for the route and message schemas),
 * while most of them are never called in a process's or page's life.
 */
export function lazyValidator<T = unknown>(compile: () => ValidateFunction<T>): ValidateFunction<T> {
  let compiled: ValidateFunction<T> | undefined;
  // Callers (Fastify among them) read `errors` off the function they were given after a failed call.
  const validate = ((data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction<T>;
  validate.errors = null;
  return validate;
}
