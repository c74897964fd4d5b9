import type { FastifyInstance, FastifySchema } from 'fastify';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { bodyValidatorOptions, lazyValidator } from '@fleetdeck/model';

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
  // The forms' validators, compiled at the model's build, take the same body options.
  const bodyAjv = withFormats(new Ajv(bodyValidatorOptions));
  const textAjv = withFormats(new Ajv({ ...bodyValidatorOptions, coerceTypes: 'array' }));
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) => lazyValidator(() => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object)));
}
