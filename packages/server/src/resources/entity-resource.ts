import { acceptsNull, columnOf, kindOf, referenceParentOf, snakeCase, storageOf, type AnyEntity, type FieldDeclaration } from '@fleetdeck/model';
import type { TObject, TSchema } from '@sinclair/typebox';
import type { FilterFieldSpec } from '../filter/filter-spec.js';
import { declaredEntities } from './declared-entities.js';
import { defineResource } from './define-resource.js';
import { belongsToBuildingCheck } from '../rules/in-building.js';
import { jsonSyntaxCheck } from '../rules/json-checks.js';
import type { ApiRecord, RelationDefinition, ResourceCheck, ResourceContext, ResourceDefinition, Row, WriteInput } from './resource-types.js';

/**
 * What the server adds to an entity of `@fleetdeck/model`: rules a schema cannot state, children
 * kept in other tables, and the few values whose storage is not a plain column. Fields are never
 * restated here; they all come from the entity.
 */
export type EntityServerParts = Partial<Pick<ResourceDefinition,
  'checks' | 'children' | 'present' | 'parent' | 'inTransaction' | 'afterCommit' | 'detailRelations'>> & {
  /** The table keeps created_at and updated_at current although the answer carries neither (an entity without `timestamps`). */
  timestamps?: boolean;
  /** Amends the derived record (a value read from another table, a default for an old row). */
  toRecord?: (row: Row, record: ApiRecord) => ApiRecord;
  /** Amends the derived row of a write (a value merged onto the stored one, a derived column). */
  toRow?: (input: WriteInput, mode: 'create' | 'update', ctx: ResourceContext, existing: ApiRecord | undefined, row: Row) => Row | Promise<Row>;
  /** Rows a list answers when a filter names no limit, and the largest limit accepted. */
  defaultLimit?: number;
  maxLimit?: number;
};

type Stored = [name: string, declared: FieldDeclaration, column: string];

function readValue(declared: FieldDeclaration, value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  switch (storageOf(declared)) {
    case 'boolean':
      return value === 1 || value === true || value === '1';
    case 'json':
      return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    default:
      // SQLite answers 64-bit integers as bigint where a driver is told to; the API answers numbers.
      return typeof value === 'bigint' ? Number(value) : value;
  }
}

function writeValue(declared: FieldDeclaration, value: unknown): unknown {
  if (value === null) return null;
  switch (storageOf(declared)) {
    case 'boolean':
      return value ? 1 : 0;
    case 'json':
      return JSON.stringify(value);
    default:
      return value;
  }
}

function filterSpec(name: string, declared: FieldDeclaration, column: string): FilterFieldSpec {
  // JSON text is compared as text only where a declaration asks for it (a list of scope names).
  const json = storageOf(declared) === 'json';
  return {
    kind: kindOf(declared.schema),
    ...(column !== name ? { column } : {}),
    ...(declared.filterable === false || (json && declared.filterable !== true) ? { filterable: false } : {}),
    ...(declared.sortable === false || json ? { sortable: false } : {}),
    ...(acceptsNull(declared.schema) ? { nullable: true } : {}),
  };
}

function relationOf(relation: NonNullable<AnyEntity['relations']>[string]): RelationDefinition {
  const item = Object.entries(relation.item.properties as Record<string, TSchema>);
  const columns = item.map(([key]) => snakeCase(key));
  return {
    table: relation.table,
    foreignKey: relation.foreignKey,
    columns,
    ...(relation.orderBy ? { orderBy: relation.orderBy } : {}),
    toRecord: (row) => Object.fromEntries(item.map(([key, schema], index) => [key, readValue({ schema, input: 'none' }, row[columns[index] ?? key])])),
  };
}

// "floors" → "a floor", "flow-groups" → "a flow group": the words of the placement rule's message.
function childWords(segment: string): string {
  return `a ${segment.replace(/-/g, ' ').replace(/s$/, '')}`;
}

/**
 * The rules a declaration already states: a reference under the record's building (a floor of
 * `/buildings/:buildingId/floors`) must belong to that building, and a JSON text field must parse.
 * A check the resource names itself for the same field wins.
 */
function declaredChecks(entity: AnyEntity, explicit: readonly ResourceCheck[]): ResourceCheck[] {
  const named = (field: string) => explicit.some((check) => check.name.startsWith(field));
  const checks: ResourceCheck[] = [];
  for (const [name, declared] of Object.entries(entity.fields)) {
    if (declared.input === 'none' || named(name)) continue;
    const child = /^\/buildings\/:buildingId\/([a-z-]+)$/.exec(declared.references ?? '')?.[1];
    // The table is the referenced entity's; a reference to a collection no entity declares gets no derived check.
    const referenced = child ? declaredEntities().find((other) => other.path === declared.references) : undefined;
    if (child && referenced && referenceParentOf(declared) === 'buildingId') checks.push(belongsToBuildingCheck(name, referenced.table, childWords(child)));
    if (declared.widget === 'json') checks.push(jsonSyntaxCheck(name, { allowEmpty: declared.input !== 'required' }));
  }
  return checks;
}

/**
 * The server resource of an entity: table, columns, filter whitelist, default list fields, scope,
 * access, row-to-record and body-to-row mapping all derived from its one declaration.
 */
export function entityResource(entity: AnyEntity, parts?: EntityServerParts): ResourceDefinition {
  if (parts) return defineResource(entityDefinition(entity, parts));
  // One resource per plain entity, so the routes and the code that reads it (a device's data) share it.
  let resource = plain.get(entity);
  if (!resource) plain.set(entity, (resource = defineResource(entityDefinition(entity, {}))));
  return resource;
}

const plain = new WeakMap<AnyEntity, ResourceDefinition>();

/**
 * The same derived definition, not declared: for an entity whose routes are registered by hand
 * (a read-only log), which must not be catalogued as a resource with create, patch and delete routes.
 */
export function entityDefinition(entity: AnyEntity, parts: EntityServerParts = {}): ResourceDefinition {
  const columns = Object.entries(entity.fields).flatMap(([name, declared]): Stored[] => {
    const column = columnOf(name, declared);
    return column === undefined ? [] : [[name, declared, column]];
  });
  // A write-only secret is written, never read back, filtered, sorted or listed.
  const stored = columns.filter(([, declared]) => !declared.secret);
  // Server-set fields (an organization that follows the building) are written when the route put them in the input; the body schema keeps clients from sending them.
  const written = columns.filter(([name]) => !['id', 'createdAt', 'updatedAt'].includes(name));
  const relations = Object.fromEntries(Object.entries(entity.relations ?? {}).map(([name, relation]) => [name, relationOf(relation)]));
  const organization = entity.organization ? stored.find(([name]) => name === entity.organization)?.[2] : undefined;
  const secretFields = Object.entries(entity.fields).filter(([, declared]) => declared.secret).map(([name]) => name);
  const { toRecord: amendRecord, toRow: amendRow, defaultLimit, maxLimit, timestamps, ...rest } = parts;
  const defaultList = stored.filter(([, declared]) => declared.inList !== false).map(([name]) => name);
  const checks = [...(rest.checks ?? []), ...declaredChecks(entity, rest.checks ?? [])];
  return {
    ...rest,
    ...(checks.length > 0 ? { checks } : {}),
    name: entity.name,
    path: `/api${entity.path}`,
    table: entity.table,
    schemas: { record: entity.record as TObject, create: entity.create as TObject, update: entity.update as TObject },
    filter: {
      fields: Object.fromEntries(stored.map(([name, declared, column]) => [name, filterSpec(name, declared, column)])),
      relations: Object.keys(relations),
      ...(defaultLimit ? { defaultLimit } : {}),
      ...(maxLimit ? { maxLimit } : {}),
    },
    listFields: entity.listFields ?? defaultList,
    ...(Object.keys(relations).length > 0 ? { relations } : {}),
    ...(organization ? { scope: { organizationColumn: organization, ...(entity.targetType ? { targetType: entity.targetType } : {}) } } : {}),
    access: entity.area,
    timestamps: timestamps ?? entity.timestamps !== false,
    ...(secretFields.length > 0 ? { secretFields } : {}),
    toRecord(row) {
      const record: ApiRecord = {};
      for (const [name, declared, column] of stored) record[name] = readValue(declared, row[column]);
      return amendRecord ? amendRecord(row, record) : record;
    },
    toRow(input, mode, ctx, existing) {
      const row: Row = {};
      for (const [name, declared, column] of written) {
        if (input[name] !== undefined) row[column] = writeValue(declared, input[name]);
      }
      return amendRow ? amendRow(input, mode, ctx, existing, row) : row;
    },
  };
}
