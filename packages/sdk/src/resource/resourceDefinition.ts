import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { choicesOf, columnOf, entityFormSchema, kindOf, widgetOf, type AnyEntity, type ResourceArea } from '@fleetdeck/model';
import type { Session } from '../auth/session.js';
import { formatDateTime, formatNumber } from '../format/formatters.js';

/**
 * A record as the API answers it: an object with an id.
 * @group Forms and resources
 * @example
 * ```ts
 * function nameOf(row: ResourceRecord): string {
 *   return typeof row.name === 'string' ? row.name : String(row.id);
 * }
 * ```
 */
export type ResourceRecord = { id: number | string } & Record<string, unknown>;

/**
 * One list column: the field it shows (also its sort key) and how to label and draw it.
 * @group Forms and resources
 * @example
 * ```tsx
 * const updated: ResourceColumn<FloorRecord> = { id: 'updatedAt', labelKey: 'common:updatedAt', render: (row) => formatDateTime(row.updatedAt) };
 * const floors = defineEntityResource<FloorRecord>(Floor, { routes: floorRoutes, extraColumns: [updated] });
 * ```
 */
export interface ResourceColumn<T extends ResourceRecord = ResourceRecord> {
  /** Field name in the record; the server's filter must whitelist it to sort or search it. */
  id: string;
  /** i18n key (plugin namespace) of the column header. */
  labelKey: string;
  /** Server-side sort on this column; default true. */
  sortable?: boolean;
  /** Included in the list's search box (LoopBack `like`); text fields only. */
  searchable?: boolean;
  /** Hidden until the user chooses it in the column picker. */
  hiddenByDefault?: boolean;
  /** Cell content; defaults to the field's value as text. */
  render?: (row: T, t: TFunction) => ReactNode;
  /** The column's narrowest width in pixels; it grows with the table and its text wraps. */
  width?: number;
  /** Where the cell's content sits: numbers `end` (right in ja and en) so their digits line up; default `start`. */
  align?: 'start' | 'end';
}

/**
 * i18n keys (plugin namespace) of a resource's page titles and its record's name.
 * @group Forms and resources
 * @example
 * ```ts
 * const labels: ResourceLabels = { list: 'tabs.floors', create: 'title.floorCreate', edit: 'title.floorEdit' };
 * ```
 */
export interface ResourceLabels {
  list: string;
  create: string;
  edit: string;
}

/**
 * Console routes (react-router patterns) of a resource's screens; `:id` names the record.
 * @group Forms and resources
 * @example
 * ```ts
 * const routes: ResourceRoutes = { list: '/building/list', create: '/building/create', edit: '/building/:id' };
 * export const buildingResource = defineEntityResource(Building, { routes });
 * ```
 */
export interface ResourceRoutes {
  list: string;
  create?: string;
  edit: string;
}

/**
 * JSON Schemas of the record and its bodies (TypeBox schemas from @fleetdeck/model).
 * @group Forms and resources
 * @example
 * ```ts
 * const schema: ResourceSchemas = { record: FloorRecord, create: FloorCreate, update: FloorUpdate };
 * ```
 */
export interface ResourceSchemas {
  record: object;
  create: object;
  update: object;
}

/**
 * One declaration from which list, create and edit screens are built.
 * @group Forms and resources
 * @example
 * ```ts
 * const floors: ResourceDefinition<FloorRecord> = defineEntityResource<FloorRecord>(Floor, {
 *   routes: { list: '/building/:buildingId', create: '/building/:buildingId/floor/create', edit: '/building/:buildingId/floor/:id' },
 * });
 * ```
 */
export interface ResourceDefinition<T extends ResourceRecord = ResourceRecord> {
  /** Unique name; keys saved preferences such as the chosen columns. */
  name: string;
  /** API collection path, may hold params (`/buildings/:buildingId/floors`). */
  path: string;
  schema: ResourceSchemas;
  columns: ResourceColumn<T>[];
  labels: ResourceLabels;
  /** Area of the access policy (@fleetdeck/model) whose list, read, create, update and delete levels the screens follow, as the server does. */
  access: ResourceArea;
  routes: ResourceRoutes;
  /** Initial sort; default the first sortable column ascending. */
  defaultSort?: { id: string; desc: boolean };
  /** Rows per page; default 100. */
  pageSize?: number;
  /** Field shown as the record's name (delete confirmation, titles); default `name`. */
  titleField?: string;
  /** The model's entity the resource was derived from; its forms then need no field list, defaults or body mapping. */
  entity?: AnyEntity;
  /**
   * Whether the signed-in user may delete this record, beyond the access level: a record rule of
   * the server (nobody deletes the organization they belong to). Default: every record. Without
   * it the list and the form offer Delete; with it, only where this answers true.
   */
  deletable?: (record: T, session: Session | null) => boolean;
}

/**
 * What a plugin adds to an entity of `@fleetdeck/model` to make its screens; fields are never restated.
 * @group Forms and resources
 * @example
 * ```ts
 * const options: EntityResourceOptions<FloorRecord> = {
 *   routes: { list: '/building/:buildingId', create: '/building/:buildingId/floor/create', edit: '/building/:buildingId/floor/:id' },
 *   render: { index: (row) => floorLabel(Number(row.index)) },
 * };
 * export const floorResource = defineEntityResource(Floor, options);
 * ```
 */
export interface EntityResourceOptions<T extends ResourceRecord = ResourceRecord> {
  routes: ResourceRoutes;
  /** Default `title.list`, `title.create`, `title.edit`. */
  labels?: ResourceLabels;
  /** Cell content of a column by field (a choice is its `<field>.<value>` translation, a time and a number the SDK formatter's, unless given). */
  render?: Readonly<Record<string, ResourceColumn<T>['render']>>;
  /** Columns that are not fields of the entity (a count, a link, `updatedAt` shown from the start), after the declared ones. */
  extraColumns?: ResourceColumn<T>[];
  /** Declared columns that lead the table, in this order; the others follow in declared order (a chat list starts with when it began). */
  leadingColumns?: ReadonlyArray<string>;
  pageSize?: number;
  /** See `ResourceDefinition.deletable`. */
  deletable?: (record: T, session: Session | null) => boolean;
}

function entityColumns<T extends ResourceRecord>(entity: AnyEntity, options: EntityResourceOptions<T>): ResourceColumn<T>[] {
  const columns: ResourceColumn<T>[] = [];
  for (const [name, declared] of Object.entries(entity.fields)) {
    if (!declared.listColumn) continue;
    const prefix = declared.choiceKey ?? name;
    // A choice whose values are names (choiceKey false) shows its value as it is.
    const choice = prefix !== false && widgetOf(declared) === 'select' && choicesOf(declared.schema) ? (row: T, t: TFunction) => t(`${prefix}.${String(row[name])}`) : undefined;
    const kind = kindOf(declared.schema);
    const time = kind === 'datetime' ? (row: T) => formatDateTime(row[name]) : undefined;
    // A number that is a choice (a code, a listed value) is not a quantity: it keeps its text and place.
    const numeric = (kind === 'number' || kind === 'integer') && !choicesOf(declared.schema);
    const number = numeric ? (row: T) => formatNumber(typeof row[name] === 'number' ? row[name] : null) : undefined;
    const render = options.render?.[name] ?? choice ?? time ?? number;
    columns.push({
      id: name,
      labelKey: declared.labelKey ?? `field.${name}`,
      ...(declared.sortable === false || columnOf(name, declared) === undefined ? { sortable: false } : {}),
      ...(declared.searchable ? { searchable: true } : {}),
      ...(declared.listColumn === 'hidden' ? { hiddenByDefault: true } : {}),
      ...(declared.width ? { width: declared.width } : {}),
      ...(numeric ? { align: 'end' as const } : {}),
      ...(render ? { render } : {}),
    });
  }
  const extra = options.extraColumns ?? [];
  // Every record keeps when it last changed; the column is there to pick, not shown at first, unless the plugin draws it itself.
  const stampRender = options.render?.updatedAt ?? ((row: T) => formatDateTime(row.updatedAt));
  const stamp: ResourceColumn<T>[] = entity.timestamps === false || [...columns, ...extra].some((column) => column.id === 'updatedAt')
    ? [] : [{ id: 'updatedAt', labelKey: 'field.updatedAt', hiddenByDefault: true, render: stampRender }];
  const leading = options.leadingColumns ?? [];
  const rank = (column: ResourceColumn<T>) => (leading.includes(column.id) ? leading.indexOf(column.id) : leading.length);
  // A stable sort: the leading columns first in their order, every other column where it was declared.
  return [...[...columns].sort((a, b) => rank(a) - rank(b)), ...extra, ...stamp];
}

/**
 * The screens' resource of an entity declared in `@fleetdeck/model`: its path, schemas, access, columns and form all come from the entity.
 *
 * @example
 * ```ts
 * export const deviceResource = defineEntityResource(Device, {
 *   routes: { list: '/device/list', create: '/device/create', edit: '/device/:id' },
 * });
 * ```
 *
 * @group Forms and resources
 */
export function defineEntityResource<T extends ResourceRecord = ResourceRecord>(entity: AnyEntity, options: EntityResourceOptions<T>): ResourceDefinition<T> {
  return defineResource<T>({
    name: entity.name,
    path: entity.path,
    schema: { record: entity.record, create: entityFormSchema(entity, 'create'), update: entityFormSchema(entity, 'update') },
    columns: entityColumns(entity, options),
    labels: options.labels ?? { list: 'title.list', create: 'title.create', edit: 'title.edit' },
    access: entity.area,
    routes: options.routes,
    // A list is first ordered by what names its records, unless the entity says otherwise.
    ...(entity.defaultSort ? { defaultSort: entity.defaultSort } : entity.titleField ? { defaultSort: { id: entity.titleField, desc: false } } : {}),
    ...(options.pageSize ? { pageSize: options.pageSize } : {}),
    ...(entity.titleField ? { titleField: entity.titleField } : {}),
    ...(options.deletable ? { deletable: options.deletable } : {}),
    entity,
  });
}

/**
 * Declares a resource once; checks the declaration so mistakes fail at start-up, not on a click.
 * @group Forms and resources
 * @example
 * ```tsx
 * export const buildings = defineResource<Building>({
 *   name: 'buildings',
 *   path: '/buildings',
 *   access: 'buildings',
 *   schema: { record: Building, create: BuildingCreate, update: BuildingUpdate },
 *   columns: [{ id: 'name', labelKey: 'building.name', searchable: true }],
 *   labels: { list: 'building.list', create: 'building.create', edit: 'building.edit' },
 *   routes: { list: '/building/list', create: '/building/create', edit: '/building/:id' },
 * });
 * ```
 */
export function defineResource<T extends ResourceRecord = ResourceRecord>(definition: ResourceDefinition<T>): ResourceDefinition<T> {
  if (!definition.name) throw new Error('defineResource: name is required');
  if (!definition.path.startsWith('/')) throw new Error(`defineResource(${definition.name}): path must start with "/"`);
  if (definition.columns.length === 0) throw new Error(`defineResource(${definition.name}): declare at least one column`);
  const ids = new Set<string>();
  for (const column of definition.columns) {
    if (ids.has(column.id)) throw new Error(`defineResource(${definition.name}): column "${column.id}" is declared twice`);
    ids.add(column.id);
  }
  if (definition.defaultSort && !ids.has(definition.defaultSort.id)) {
    throw new Error(`defineResource(${definition.name}): defaultSort names unknown column "${definition.defaultSort.id}"`);
  }
  return Object.freeze({ ...definition });
}
