import type { WhereNode } from './where-node.js';

/** One `order` entry, resolved to a whitelisted column. */
export interface OrderTerm {
  field: string;
  column: string;
  direction: 'asc' | 'desc';
}

/** A filter that passed the whitelist; safe to compile. */
export interface ParsedFilter {
  where?: WhereNode;
  order: OrderTerm[];
  include: string[];
  limit: number;
  skip: number;
  /** Field names to answer; absent means the resource's default shape. */
  fields?: string[];
}
