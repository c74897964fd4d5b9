import { Type, type TArray, type TObject, type TOptional, type TProperties, type TSchema } from '@sinclair/typebox';
import type { ResourceArea } from '../access-policy.js';
import { DateTime, Id } from '../common.js';
import type { AccountTagTargetType } from '../account-tag.js';
import { columnOf, field, referenceParentOf, requiredOnCreate, snakeCase, updatable, type FieldDeclaration, type FieldInput } from './entity-field.js';

/** The fields of an entity by name. */
export type EntityFields = Record<string, FieldDeclaration>;

/** A has-many relation an answer may carry (`include`): the child table, its key to the parent and one child's shape. */
export interface RelationDeclaration<S extends TObject = TObject> {
  table: string;
  foreignKey: string;
  item: S;
  orderBy?: string;
}

/** Everything said about an entity, once: the server, the SDK and the plugins derive their parts from it. */
export interface EntityDeclaration<F extends EntityFields, R extends Record<string, RelationDeclaration>> {
  /** Resource name (audit entries, saved preferences, OpenAPI tags), e.g. `devices`. */
  name: string;
  /** Area of the access policy whose list, read, create, update and delete levels apply. */
  area: ResourceArea;
  /** API collection below `/api`; default `/<name>`. May hold a parent's id (`/buildings/:buildingId/floors`). */
  path?: string;
  /** Table; default the name in snake_case. */
  table?: string;
  fields: F;
  /** The field holding the owning organization: the server scopes every read and write by it. */
  organization?: (keyof F & string) | 'id';
  /**
   * The organization is not in the body: the server takes it from the building this field names
   * (devices, flows, poses), so a record always sits in its building's organization.
   */
  organizationFollows?: keyof F & string;
  /** Account-tag target the entity is (a building, a robot), for tag-based access. */
  targetType?: AccountTagTargetType;
  /** Fields a list answers when the request names none; default every column. */
  listFields?: ReadonlyArray<keyof F & string | 'id' | 'createdAt' | 'updatedAt'>;
  relations?: R;
  /** Keeps `createdAt` and `updatedAt` (default true). */
  timestamps?: boolean;
  /** Field shown as a record's name (titles, delete confirmation); default `name`. */
  titleField?: keyof F & string;
  /** Initial sort of its list; default the title field when declared, else the first sortable column. */
  defaultSort?: { id: keyof F & string | 'id' | 'updatedAt' | 'createdAt'; desc: boolean };
}

const idField = field(Id, { input: 'none', inList: true });
const stampField = field(DateTime, { input: 'none' });
type IdField = typeof idField;
type StampField = typeof stampField;
/** An entity's declared fields with the id and timestamps every entity has. */
export type AllFields<F extends EntityFields> = { id: IdField } & F & { createdAt: StampField; updatedAt: StampField };

type KeysWith<F extends EntityFields, I extends FieldInput> = { [K in keyof F]: F[K]['input'] extends I ? K : never }[keyof F];
type BodySchema<D extends FieldDeclaration> = D extends { bodySchema: TSchema } ? D['bodySchema'] : D['schema'];
/** Fields an answer carries: every one but the write-only secrets. */
type AnsweredKeys<F extends EntityFields> = { [K in keyof F]: F[K] extends { secret: true } ? never : K }[keyof F];
type Flat<T> = { [K in keyof T]: T[K] } & {};
type RecordProperties<F extends EntityFields, R extends Record<string, RelationDeclaration>> =
  Flat<{ [K in AnsweredKeys<AllFields<F>>]: AllFields<F>[K]['schema'] } & { [K in keyof R]: TOptional<TArray<R[K]['item']>> }>;
type CreateProperties<F extends EntityFields> =
  Flat<{ [K in KeysWith<F, 'required' | 'requiredCreateOnly'>]: BodySchema<F[K]> } & { [K in KeysWith<F, 'optional' | 'createOnly'>]: TOptional<BodySchema<F[K]>> }>;
type UpdateProperties<F extends EntityFields> = { [K in KeysWith<F, 'required' | 'optional'>]: TOptional<BodySchema<F[K]>> };
/** An object schema as generic code reads it: its properties, not its static type. */
type ObjectSchema = TSchema & { properties: TProperties; required?: string[] };

/** A declared entity: the declaration, its fields with id and timestamps, and the schemas derived from them. */
export interface Entity<F extends EntityFields = EntityFields, R extends Record<string, RelationDeclaration> = Record<string, RelationDeclaration>>
  extends Omit<EntityDeclaration<F, R>, 'fields' | 'path' | 'table'> {
  path: string;
  table: string;
  fields: AllFields<F>;
  /** A record as the API answers it. */
  record: TObject<RecordProperties<F, R>>;
  /** The body that creates one: required fields required, the others optional, nothing else accepted. */
  create: TObject<CreateProperties<F>>;
  /** The body that changes one: any subset of the create fields but create-only ones. */
  update: TObject<UpdateProperties<F>>;
}

/** An entity of any fields, as generic code (the server engine, the SDK's screens) takes it. */
export interface AnyEntity extends Omit<EntityDeclaration<EntityFields, Record<string, RelationDeclaration>>, 'fields' | 'path' | 'table' | 'defaultSort' | 'relations' | 'organizationFollows'> {
  organizationFollows?: string;
  path: string;
  relations?: Readonly<Record<string, { table: string; foreignKey: string; item: ObjectSchema; orderBy?: string }>>;
  table: string;
  fields: EntityFields;
  defaultSort?: { id: string; desc: boolean };
  // Typed loosely: comparing two entities' TypeBox types in full is too deep for the compiler.
  record: object;
  create: object;
  update: object;
}

/** Input objects refuse unknown fields so a typo is an error, not silently dropped data. */
const strict = { additionalProperties: false } as const;

function check(name: string, fields: EntityFields, declaration: EntityDeclaration<EntityFields, Record<string, RelationDeclaration>>): void {
  const known = (key: string) => Object.hasOwn(fields, key);
  for (const key of declaration.listFields ?? []) if (!known(key)) throw new Error(`${name}: list field "${key}" is not declared`);
  if (declaration.organization && !known(declaration.organization)) throw new Error(`${name}: organization field "${declaration.organization}" is not declared`);
  if (declaration.organizationFollows && !known(declaration.organizationFollows)) throw new Error(`${name}: organization follows undeclared field "${declaration.organizationFollows}"`);
  if (declaration.defaultSort && !known(declaration.defaultSort.id)) throw new Error(`${name}: default sort "${declaration.defaultSort.id}" is not declared`);
  for (const [key, declared] of Object.entries(fields)) {
    const parent = referenceParentOf(declared);
    if (parent && !known(parent)) throw new Error(`${name}.${key}: reference parent "${parent}" is not declared`);
    if (declared.referenceScope && !known(declared.referenceScope)) throw new Error(`${name}.${key}: reference scope "${declared.referenceScope}" is not declared`);
  }
}

/**
 * Declares an entity once: its fields' JSON Schemas and metadata, its relations, organization scope
 * and access area. Record, create and update schemas are derived, never restated; declaration
 * mistakes (a list field or sort that does not exist) fail on import.
 *
 * @example
 * ```ts
 * export const Gadget = defineEntity({
 *   name: 'gadgets',
 *   area: 'devices',
 *   organization: 'organizationId',
 *   organizationFollows: 'buildingId',
 *   fields: {
 *     organizationId: field(Id, { input: 'none' }),
 *     name: field(RequiredText(64), { input: 'required', listColumn: 'shown', searchable: true }),
 *     buildingId: field(Id, { input: 'required', references: '/buildings' }),
 *     floorId: field(Nullable(Id), { references: '/buildings/:buildingId/floors' }),
 *   },
 * });
 * type GadgetCreate = Static<typeof Gadget.create>; // { name: string; buildingId: number; floorId?: number | null }
 * ```
 */
export function defineEntity<F extends EntityFields, R extends Record<string, RelationDeclaration> = Record<never, RelationDeclaration>>(
  declaration: EntityDeclaration<F, R>,
): Entity<F, R> {
  const stamps = declaration.timestamps === false ? {} : { createdAt: stampField, updatedAt: stampField };
  const fields = { id: idField, ...declaration.fields, ...stamps } as unknown as AllFields<F>;
  check(declaration.name, fields, declaration as never);
  const entries = Object.entries(fields as EntityFields);
  const record: TProperties = Object.fromEntries(entries.filter(([, declared]) => !declared.secret).map(([key, declared]) => [key, declared.schema]));
  for (const [key, relation] of Object.entries(declaration.relations ?? {})) record[key] = Type.Optional(Type.Array(relation.item));
  const create: TProperties = {};
  const update: TProperties = {};
  for (const [key, declared] of entries) {
    if (declared.input === 'none') continue;
    const body = declared.bodySchema ?? declared.schema;
    create[key] = requiredOnCreate(declared) ? body : Type.Optional(body);
    if (updatable(declared)) update[key] = Type.Optional(body);
  }
  return {
    ...declaration,
    path: declaration.path ?? `/${declaration.name}`,
    table: declaration.table ?? snakeCase(declaration.name).replace(/-/g, '_'),
    fields,
    record: Type.Object(record) as never,
    create: Type.Object(create, strict) as never,
    update: Type.Object(update, strict) as never,
  };
}

/** The columns of an entity's stored fields, by field name. */
export function entityColumns(entity: AnyEntity): Record<string, string> {
  const columns: Record<string, string> = {};
  for (const [key, declared] of Object.entries(entity.fields as EntityFields)) {
    const column = columnOf(key, declared);
    if (column !== undefined) columns[key] = column;
  }
  return columns;
}

/** A relation's item shape for `relations` (a building's robot groups: id and name). */
export function relation<S extends TObject>(table: string, foreignKey: string, item: S, orderBy?: string): RelationDeclaration<S> {
  return { table, foreignKey, item, ...(orderBy ? { orderBy } : {}) };
}


/** Whether a value is a declared entity (the server registers every entity the model exports). */
export function isEntity(value: unknown): value is AnyEntity {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AnyEntity>;
  return typeof candidate.name === 'string' && typeof candidate.area === 'string' && typeof candidate.fields === 'object' && typeof candidate.record === 'object' && typeof candidate.create === 'object';
}
