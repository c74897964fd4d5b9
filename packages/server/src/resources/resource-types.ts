import type { AccountTagTargetType, FieldError, ResourceArea } from '@fleetdeck/model';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AccessScope } from '../access/scope.js';
import type { FilterSpec } from '../filter/filter-spec.js';

/** A row as the engine handles it: column name to stored value. */
export type Row = Record<string, unknown>;
/** The database as the engine sees it: any whitelisted table, any whitelisted column. */
export type LooseDb = Record<string, Row>;
/** A record as the API answers it. */
export type ApiRecord = Record<string, unknown>;

/** The signed-in caller as the engine needs it. */
export interface ResourceCaller {
  operatorId: number;
  userType: number;
  organizationId: number;
}

/** What every hook and check receives. */
export interface ResourceContext {
  db: Kysely<LooseDb>;
  caller: ResourceCaller;
  scope: AccessScope;
  request: FastifyRequest;
  /** Path parameters of the parent (e.g. `buildingId` of a floor). */
  params: Readonly<Record<string, number>>;
}

/** A has-many relation `include` can name; children are loaded in one query per relation. */
export interface RelationDefinition {
  table: string;
  /** Column on the child table holding the parent's id. */
  foreignKey: string;
  /** Child columns to read, and how a child row becomes part of the answer. */
  columns: readonly string[];
  toRecord(row: Row): ApiRecord;
  orderBy?: string;
}

/** How a row maps to an organization (and to an account-tag target) for scoping. */
export interface ScopeDefinition {
  organizationColumn: string;
  targetType?: AccountTagTargetType;
}

/** A resource nested under another (`/api/buildings/:buildingId/floors`); the parent decides scope. */
export interface ParentDefinition {
  resource: ResourceDefinition;
  /** Path parameter holding the parent id. */
  param: string;
  /** Column of this table holding the parent id. */
  column: string;
  /** Record field answering the parent id. */
  field: string;
}

/** Input of a write, already checked against the create or update schema. */
export type WriteInput = Record<string, unknown>;

/** What a check sees: the request body and, for update and delete, the stored record. */
export interface CheckArgs {
  action: 'create' | 'update' | 'delete';
  ctx: ResourceContext;
  input: WriteInput;
  existing?: ApiRecord;
  id?: number;
}

/** A named server-side rule a schema cannot state; answers field errors (empty when fine). */
export interface ResourceCheck {
  name: string;
  on: ReadonlyArray<'create' | 'update' | 'delete'>;
  /** HTTP status of a failure: 400 for input rules (default), 409 for conflicts with stored data, 403 for role rules. */
  status?: 400 | 403 | 409;
  run(args: CheckArgs): FieldError[] | Promise<FieldError[]>;
}

/** Writes and reads nested children that travel inside the parent's body (IP allow-list, speech texts, ...). */
export interface ChildHook {
  /** Body field holding the children. */
  field: string;
  /** Replaces the stored children with the body's list; runs inside the write's transaction. */
  write(trx: Transaction<LooseDb>, parentId: number, value: unknown): Promise<void>;
  /** Loads the children of several parents for the detail answer. */
  load(db: Kysely<LooseDb>, parentIds: readonly number[]): Promise<Map<number, unknown>>;
}

/** One declaration that yields list, count, get, create, patch and delete routes. */
export interface ResourceDefinition {
  /** Name used in audit entries and OpenAPI tags (`buildings`, `floors`). */
  name: string;
  /** Collection URL (`/api/buildings`, `/api/buildings/:buildingId/floors`). */
  path: string;
  table: string;
  schemas: { record: TSchema; create: TSchema; update: TSchema };
  filter: FilterSpec;
  /** Fields a list answers when the filter names none (defaults to every filter field). */
  listFields?: readonly string[];
  relations?: Readonly<Record<string, RelationDefinition>>;
  /** Relations the detail answer always carries. */
  detailRelations?: readonly string[];
  children?: readonly ChildHook[];
  scope?: ScopeDefinition;
  parent?: ParentDefinition;
  /** Area of the access policy (@fleetdeck/model) whose list, read, create, update and delete levels its routes take; scoping applies on top. */
  access: ResourceArea;
  checks?: readonly ResourceCheck[];
  /** Stored row to API record (booleans, JSON columns, renamed fields). */
  toRecord(row: Row): ApiRecord;
  /**
   * Shapes a record for the caller just before it is answered (list, detail, write answers), e.g.
   * to mask secrets. Checks and `toRow` still see the stored record from `toRecord`.
   */
  present?(record: ApiRecord, ctx: ResourceContext): ApiRecord;
  /** Body to columns for insert or update; only the body's own keys for an update (merged onto `existing`). */
  toRow(input: WriteInput, mode: 'create' | 'update', ctx: ResourceContext, existing?: ApiRecord): Row | Promise<Row>;
  /** Whether the table has created_at/updated_at columns the engine keeps current. */
  timestamps?: boolean;
  /** Body fields whose values never reach the audit log (the log says only that they changed). */
  secretFields?: readonly string[];
  /**
   * Runs inside a write's transaction, for derived data of other rows that must change with it (an
   * organization's descendants' levels, a floor's layout revision): after a create or update stored
   * the row and its children, before a delete removes the row (so the hook can still read it).
   */
  inTransaction?(trx: Transaction<LooseDb>, args: { action: 'create' | 'update' | 'delete'; id: number; input: WriteInput; ctx: ResourceContext }): Promise<void>;
  /** Called after a committed write, e.g. to drop caches that depend on this table. */
  afterCommit?(ctx: ResourceContext, action: 'create' | 'update' | 'delete', id: number): void;
}
