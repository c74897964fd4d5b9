import type { FastifyInstance, FastifySchema } from 'fastify';
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';

const common: Options = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false };

function withFormats(ajv: Ajv): Ajv {
  addFormats.default(ajv);
  return ajv;
}

/**
 * Bodies are validated without type coercion (JSON already carries types; coercing `true` into
 * `[1]` would accept nonsense), while query strings and path parameters, which are always text,
 * are coerced into the declared types.
 */
export function setupValidators(app: FastifyInstance): void {
  const bodyAjv = withFormats(new Ajv({ ...common, coerceTypes: false }));
  const textAjv = withFormats(new Ajv({ ...common, coerceTypes: 'array' }));
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object));
}
