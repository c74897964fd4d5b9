import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { ApiError } from '../errors/api-error.js';
import { FilterParseError } from '../filter/filter-issue.js';
import { parseCountWhere } from '../filter/parse-filter.js';
import { parseFilterText } from '../filter/filter-cache.js';
import { readCount, readDetail, readList } from './resource-reader.js';
import { resourceContext } from './resource-context.js';
import { CountAnswer, CountQuery, errorResponses, ListQuery, listAnswer, paramsSchema } from './resource-schemas.js';
import type { ResourceDefinition, WriteInput } from './resource-types.js';
import { createRecord, deleteRecord, updateRecord } from './resource-writer.js';

function filterInvalid(error: FilterParseError): ApiError {
  return new ApiError('FILTER_INVALID', error.message, error.issues);
}

function parseOr400<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof FilterParseError) throw filterInvalid(error);
    throw error;
  }
}

/** Path parameters of a resource route, integers once its schema coerced them: the parent's id, and `id` for one record. */
type ResourceParams = Record<string, number>;

// A definition's params and bodies are built at run time, so their types are given here, not inferred from schemas.
interface ListRoute { Params: ResourceParams; Querystring: Static<typeof ListQuery> }
interface CountRoute { Params: ResourceParams; Querystring: Static<typeof CountQuery> }
interface ItemRoute { Params: ResourceParams }
interface WriteRoute { Params: ResourceParams; Body: WriteInput }

/** Registers list, count, get, create, patch and delete routes for one resource declaration. */
// Names of the resources each running app has registered (keyed by its HTTP server, which every
// encapsulated context shares), so entities without a route area of their own get the default routes.
const registered = new WeakMap<object, Set<string>>();

/** Whether this app has registered a resource of that name. */
export function isRegistered(app: FastifyInstance, name: string): boolean {
  return registered.get(app.server)?.has(name) ?? false;
}

export function registerResource(app: FastifyInstance, definition: ResourceDefinition): void {
  const names = registered.get(app.server) ?? new Set<string>();
  registered.set(app.server, names.add(definition.name));
  const { path, access, schemas } = definition;
  const tags = [definition.name];
  const collection = paramsSchema(definition, false);
  // Fastify warns about a `params: undefined` key, so top-level resources leave it out.
  const collectionParams = collection ? { params: collection } : {};
  const itemParams = paramsSchema(definition, true);

  app.get<ListRoute>(
    path,
    {
      config: { access: `${access}.list` },
      schema: { tags, summary: `List ${definition.name}`, ...collectionParams, querystring: ListQuery, response: { 200: listAnswer(definition), ...errorResponses } },
    },
    async (request) => {
      const filter = parseOr400(() => parseFilterText(request.query.filter, definition.filter));
      return readList(await resourceContext(request, request.params), definition, filter);
    },
  );

  app.get<CountRoute>(
    `${path}/count`,
    {
      config: { access: `${access}.list` },
      schema: { tags, summary: `Count ${definition.name}`, ...collectionParams, querystring: CountQuery, response: { 200: CountAnswer, ...errorResponses } },
    },
    async (request) => {
      const where = parseOr400(() => parseCountWhere(request.query.where, definition.filter));
      return { count: await readCount(await resourceContext(request, request.params), definition, where) };
    },
  );

  app.get<ItemRoute>(
    `${path}/:id`,
    {
      config: { access: `${access}.read` },
      schema: { tags, summary: `Get one of ${definition.name}`, params: itemParams, response: { 200: schemas.record, ...errorResponses } },
    },
    async (request) => {
      const params = request.params;
      return readDetail(await resourceContext(request, params), definition, params.id ?? 0);
    },
  );

  app.post<WriteRoute>(
    path,
    {
      config: { access: `${access}.create` },
      schema: { tags, summary: `Create one of ${definition.name}`, ...collectionParams, body: schemas.create, response: { 201: schemas.record, ...errorResponses } },
    },
    async (request, reply) => {
      const record = await createRecord(await resourceContext(request, request.params), definition, request.body);
      return reply.status(201).send(record);
    },
  );

  app.patch<WriteRoute>(
    `${path}/:id`,
    {
      config: { access: `${access}.update` },
      schema: { tags, summary: `Change one of ${definition.name}`, params: itemParams, body: schemas.update, response: { 200: schemas.record, ...errorResponses } },
    },
    async (request) => {
      const params = request.params;
      return updateRecord(await resourceContext(request, params), definition, params.id ?? 0, request.body);
    },
  );

  app.delete<ItemRoute>(
    `${path}/:id`,
    {
      config: { access: `${access}.delete` },
      schema: { tags, summary: `Delete one of ${definition.name}`, params: itemParams, response: { 204: { type: 'null' }, ...errorResponses } },
    },
    async (request, reply) => {
      const params = request.params;
      await deleteRecord(await resourceContext(request, params), definition, params.id ?? 0);
      return reply.status(204).send();
    },
  );
}
