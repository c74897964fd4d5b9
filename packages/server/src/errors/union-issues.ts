import type { AjvIssue } from './validation-details.js';

const UNION = new Set(['anyOf', 'oneOf']);
const LITERAL = new Set(['const', 'enum']);

/**
 * A failed union (anyOf/oneOf) makes ajv report every branch's errors: a robot command that gets
 * one field wrong reads "linear: must have required property" because the first branch is teleop.
 * This keeps only what a person needs: the errors of the one branch the value was meant for (the
 * branch whose literal tag, like `name: "flow"`, or whose type matched), or, when no branch fits,
 * one error listing what the value may be ("must be \"start\" or \"stop\"", "must be one of
 * \"teleop\", \"stop\", …", "must be an integer or null"). Outer unions go first; the branch they
 * keep may hold inner unions, resolved in turn.
 */
export function resolveUnions(issues: readonly AjvIssue[]): AjvIssue[] {
  let list = [...issues];
  const unions = list
    .filter((issue) => UNION.has(issue.keyword) && issue.schemaPath !== undefined)
    .sort((a, b) => (a.schemaPath ?? '').length - (b.schemaPath ?? '').length);
  for (const union of unions) {
    const at = list.indexOf(union);
    if (at < 0) continue; // inside a branch already dropped
    const base = `${union.schemaPath}/`;
    const branches = new Map<number, AjvIssue[]>();
    for (const issue of list) {
      if (issue === union || !issue.schemaPath?.startsWith(base)) continue;
      const index = Number(issue.schemaPath.slice(base.length).split('/')[0]);
      branches.set(index, [...(branches.get(index) ?? []), issue]);
    }
    if (branches.size === 0) continue; // e.g. a oneOf that matched twice: its own message says so
    const inBranches = new Set([...branches.values()].flat());
    const replacement = resolveUnion(union, base, branches);
    const before = list.slice(0, at).filter((issue) => !inBranches.has(issue));
    const after = list.slice(at + 1).filter((issue) => !inBranches.has(issue));
    list = [...before, ...replacement, ...after];
  }
  return list;
}

/** Why a branch does not describe the value at all: its tag or its type differs (undefined: it does). */
interface Miss {
  /** The instance path of the tag (the union's own path when the value itself is a literal or of another type). */
  instancePath: string;
  allowed: string[];
}

function missOf(union: AjvIssue, base: string, index: number, issues: readonly AjvIssue[]): Miss | undefined {
  const branch = `${base}${index}`;
  for (const issue of issues) {
    const own = issue.instancePath === union.instancePath;
    if (own && issue.schemaPath === `${branch}/type`) return { instancePath: issue.instancePath, allowed: typeWords(issue.params.type) };
    if (own && LITERAL.has(issue.keyword) && issue.schemaPath === `${branch}/${issue.keyword}`) {
      return { instancePath: issue.instancePath, allowed: literalWords(issue) };
    }
    // A tag: a literal property of an object branch (`name: "flow"`), checked directly, not through an inner union.
    const tag = /^\/properties\/[^/]+\/(const|enum)$/.exec(issue.schemaPath?.slice(branch.length) ?? '');
    const child = issue.instancePath.startsWith(`${union.instancePath}/`) && !issue.instancePath.slice(union.instancePath.length + 1).includes('/');
    if (tag && child) return { instancePath: issue.instancePath, allowed: literalWords(issue) };
  }
  return undefined;
}

function resolveUnion(union: AjvIssue, base: string, branches: Map<number, AjvIssue[]>): AjvIssue[] {
  const misses = new Map<number, Miss | undefined>([...branches].map(([index, issues]) => [index, missOf(union, base, index, issues)]));
  const fitting = [...branches.keys()].filter((index) => misses.get(index) === undefined);
  if (fitting.length === 1) return branches.get(fitting[0] as number) ?? [];
  if (fitting.length === 0) return [summary(union, [...misses.values()].filter((miss): miss is Miss => miss !== undefined))];
  // Several branches fit (the tag itself is missing, say): what they all report, else the closest one.
  const candidates = fitting.map((index) => branches.get(index) ?? []);
  const keyOf = (issue: AjvIssue) => `${issue.instancePath}\u0000${issue.keyword}\u0000${JSON.stringify(issue.params)}`;
  const [first, ...rest] = candidates;
  const common = (first ?? []).filter((issue) => rest.every((other) => other.some((o) => keyOf(o) === keyOf(issue))));
  if (common.length > 0) return common;
  return candidates.reduce((best, next) => (next.length < best.length ? next : best));
}

// One error at the tag (or the value) saying what it may be.
function summary(union: AjvIssue, misses: readonly Miss[]): AjvIssue {
  const counts = new Map<string, number>();
  for (const miss of misses) counts.set(miss.instancePath, (counts.get(miss.instancePath) ?? 0) + 1);
  const instancePath = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? union.instancePath;
  const allowed = [...new Set(misses.filter((miss) => miss.instancePath === instancePath).flatMap((miss) => miss.allowed))];
  const message = allowed.length === 0 ? 'is not one of the allowed forms' : `must be ${orList(allowed)}`;
  return { ...union, instancePath, message, params: { ...union.params, allowed } };
}

function literalWords(issue: AjvIssue): string[] {
  const values = issue.keyword === 'enum' ? (issue.params.allowedValues as unknown[] | undefined) ?? [] : [issue.params.allowedValue];
  return values.map((value) => JSON.stringify(value));
}

const TYPE_WORDS: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  null: 'null',
  object: 'an object',
  array: 'a list',
};

function typeWords(type: unknown): string[] {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types.map((t) => TYPE_WORDS[String(t)] ?? String(t));
}

function orList(words: readonly string[]): string {
  if (words.length <= 2) return words.join(' or ');
  return `one of ${words.join(', ')}`;
}
