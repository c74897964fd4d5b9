/** Value kinds a filterable field can hold; they decide which operators and values are accepted. */
export type FieldKind = 'string' | 'integer' | 'number' | 'boolean' | 'datetime';

/** One whitelisted field of a resource as the filter sees it. */
export interface FilterFieldSpec {
  kind: FieldKind;
  /** Database column; defaults to the field name. Identifiers only ever come from here. */
  column?: string;
  /** May appear in `where` (default true). */
  filterable?: boolean;
  /** May appear in `order` (default true). */
  sortable?: boolean;
  /** May be compared with null (default false). */
  nullable?: boolean;
}

/** The per-resource whitelist a filter is checked against. */
export interface FilterSpec {
  fields: Readonly<Record<string, FilterFieldSpec>>;
  /** Relation names `include` may name. */
  relations: readonly string[];
  /** Rows answered when `limit` is absent. */
  defaultLimit?: number;
  /** Largest `limit` accepted. */
  maxLimit?: number;
}

/** Rows answered when a filter names no limit. */
export const DEFAULT_LIMIT = 100;
/** Largest page a client may ask for; bigger pages are refused rather than silently cut. */
export const MAX_LIMIT = 1000;
/** Largest `skip` (rows passed over) any list accepts; SQLite cannot bind an offset past 2^63, and no page is that deep. */
export const MAX_SKIP = 10_000_000;
/** Deepest and/or nesting accepted; deeper filters are refused before they reach SQL. */
export const MAX_WHERE_DEPTH = 8;
/** Most conditions in one where; keeps generated SQL and bound parameters bounded. */
export const MAX_WHERE_CONDITIONS = 200;
