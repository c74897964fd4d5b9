import type { FastifyInstance } from 'fastify';
import type { EngineTypeProvider } from '../../resources/engine-type-provider.js';
import { ApiError } from '../../errors/api-error.js';
import { FilterParseError } from '../../filter/filter-issue.js';
import { parseCountWhere, parseFilter } from '../../filter/parse-filter.js';
import { resourceContext } from '../../resources/resource-context.js';
import { readCount, readDetail, readList } from '../../resources/resource-reader.js';
import { CountAnswer, CountQuery, errorResponses, ListQuery, listAnswer, paramsSchema } from '../../resources/resource-schemas.js';
import type { ResourceDefinition } from '../../resources/resource-types.js';

function checked<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof FilterParseError) throw new ApiError('FILTER_INVALID', error.message, error.issues);
    throw error;
  }
}

/** The get route's params: the definition's schema is built at run time, so its type is given here. */
interface ItemRoute {
  Params: { id: number };
}

/** Registers only the list, count and get routes of a resource (a log nobody edits by hand). */
export function registerReadOnlyResource(app: FastifyInstance, definition: ResourceDefinition): void {
  const tags = [definition.name];
  const list = `${definition.access}.list` as const;
  const access = `${definition.access}.read` as const;
  const api = app.withTypeProvider<EngineTypeProvider>();
  api.get(definition.path, { config: { access: list }, schema: { tags, querystring: ListQuery, response: { 200: listAnswer(definition), ...errorResponses } } }, async (request) => {
    const filter = checked(() => parseFilter(request.query.filter, definition.filter));
    return readList(await resourceContext(request, {}), definition, filter);
  });
  api.get(`${definition.path}/count`, { config: { access: list }, schema: { tags, querystring: CountQuery, response: { 200: CountAnswer, ...errorResponses } } }, async (request) => {
    const where = checked(() => parseCountWhere(request.query.where, definition.filter));
    return { count: await readCount(await resourceContext(request, {}), definition, where) };
  });
  api.get<ItemRoute>(`${definition.path}/:id`, { config: { access }, schema: { tags, params: paramsSchema(definition, true), response: { 200: definition.schemas.record, ...errorResponses } } }, async (request) =>
    readDetail(await resourceContext(request, {}), definition, request.params.id),
  );
}
