import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { ResourceArea } from '@fleetdeck/model';

/** A record as the API answers it: an object with an id. */
export type ResourceRecord = { id: number | string } & Record<string, unknown>;

/** One list column: the field it shows (also its sort key) and how to label and draw it. */
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
  /** Column width in pixels. */
  width?: number;
}

/** i18n keys (plugin namespace) of a resource's page titles and its record's name. */
export interface ResourceLabels {
  list: string;
  create: string;
  edit: string;
}

/** Console routes (react-router patterns) of a resource's screens; `:id` names the record. */
export interface ResourceRoutes {
  list: string;
  create?: string;
  edit: string;
}

/** JSON Schemas of the record and its bodies (TypeBox schemas from @fleetdeck/model). */
export interface ResourceSchemas {
  record: object;
  create: object;
  update: object;
}

/** One declaration from which list, create and edit screens are built. */
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
}

/** Declares a resource once; checks the declaration so mistakes fail at start-up, not on a click. */
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
