import { ApiErrorBody, Id } from '@fleetdeck/model';
import { Type, type TObject, type TSchema } from '@sinclair/typebox';
import type { ResourceDefinition } from './resource-types.js';


/** Path parameters of a resource route: the parent's id for nested resources, plus `id` for one record. */
export function paramsSchema(definition: ResourceDefinition, withId: boolean): TObject | undefined {
  const properties: Record<string, TSchema> = {};
  if (definition.parent) properties[definition.parent.param] = Id;
  if (withId) properties.id = Id;
  return Object.keys(properties).length > 0 ? Type.Object(properties) : undefined;
}

/** `?filter=<json>` of a list call; the JSON itself is checked by the filter parser. */
export const ListQuery = Type.Object({
  filter: Type.Optional(Type.String({ description: 'LoopBack filter JSON: where, order, include, limit, skip, fields' })),
});

/** `?where=<json>` of a count call. */
export const CountQuery = Type.Object({
  where: Type.Optional(Type.String({ description: 'LoopBack where JSON' })),
});

/** `{count}` answer. */
export const CountAnswer = Type.Object({ count: Type.Integer({ minimum: 0 }) });

/** List answer: records that may lack fields when `fields` narrowed them. */
export function listAnswer(definition: ResourceDefinition): TSchema {
  return Type.Array(Type.Partial(definition.schemas.record as TObject));
}

/** Error answers, for the OpenAPI document. */
export const errorResponses = { '4xx': ApiErrorBody };
