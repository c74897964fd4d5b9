import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyTypeProvider } from 'fastify';

/**
 * TypeBoxTypeProvider's request half, for routes that answer what the resource engine reads: the
 * params, query and body are typed from their schemas, while the reply stays unchecked by the
 * compiler because the engine answers untyped ApiRecords (the response schema still serializes it).
 * Routes that build their own answers use TypeBoxTypeProvider itself.
 */
export interface EngineTypeProvider extends FastifyTypeProvider {
  readonly validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}
