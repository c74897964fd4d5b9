/** Comparison operators a where clause compiles to; never taken from the request as text. */
export type CompareOp = '=' | '<>' | '>' | '>=' | '<' | '<=';

/** A bound scalar after the field's kind has checked and normalised it. */
export type FilterValue = string | number;

/** A validated where clause: columns come from the whitelist, values are bound parameters. */
export type WhereNode =
  | { kind: 'and' | 'or'; items: WhereNode[] }
  | { kind: 'compare'; column: string; op: CompareOp; value: FilterValue }
  | { kind: 'null'; column: string; negate: boolean }
  | { kind: 'in'; column: string; values: FilterValue[] }
  | { kind: 'like'; column: string; pattern: string };
