import { schemaCheck } from './schemaCheck.js';
import { errorPath } from './schemaErrors.js';

/**
 * One rule a value broke: the field (dot form, '' for the value itself), the JSON Schema keyword, and the limit a size or range rule sets.
 * @group Forms and resources
 * @example
 * ```ts
 * const issues: SchemaIssue[] = await schemaIssues(FloorCreate, { name: '' });
 * // one issue per broken rule, e.g. { path: 'name', keyword: 'minLength', limit: 1 }
 * ```
 */
export interface SchemaIssue {
  path: string;
  keyword: string;
  limit?: number;
}

// A union or a conditional only says that no member matched or that its branch failed; the
// members' own failures (for a literal union, one `const` per choice) name the rule.
const SUMMARIES = new Set(['anyOf', 'oneOf', 'if']);

/**
 * Validates a value against a JSON Schema and answers the rules it broke, empty when it is valid:
 * with the model's precompiled validator of the schema, else interpreted, never compiled at run
 * time, so this runs under the console's CSP.
 *
 * @group Forms and resources
 * @example
 * ```tsx
 * const issues = await schemaIssues(BuildingCreate, values);
 * for (const issue of issues) console.warn(issue.path, issue.keyword);
 * ```
 */
export async function schemaIssues(schema: object, value: unknown): Promise<SchemaIssue[]> {
  const errors = (await schemaCheck(schema))(value);
  return errors
    .filter((error) => !SUMMARIES.has(error.keyword))
    .map((error) => {
      const issue = { path: errorPath(error), keyword: error.keyword };
      return typeof error.params.limit === 'number' ? { ...issue, limit: error.params.limit } : issue;
    });
}
