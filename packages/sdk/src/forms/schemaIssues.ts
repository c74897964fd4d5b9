import { CONTAINERS, compileSchema, errorPath, schemaAt } from './schemaResolver.js';

/** One rule a value broke: the field (dot form, '' for the value itself), the JSON Schema keyword, and the limit a size or range rule sets. */
export interface SchemaIssue {
  path: string;
  keyword: string;
  limit?: number;
}

const LIMITED = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'minItems', 'maxItems']);

// Besides the containers, an anyOf only says that no member matched; the members' own failures
// (for a literal union, one `const` per choice) name the rule.
const SUMMARIES = new Set([...CONTAINERS, 'anyOf', 'oneOf']);

/**
 * Validates a value against a JSON Schema (2019-09) and answers the rules it broke, empty when it is
 * valid. The schema is interpreted, never compiled into code, so this runs under the console's CSP.
 */
export async function schemaIssues(schema: object, value: unknown): Promise<SchemaIssue[]> {
  const result = (await compileSchema(schema)).validate(value);
  if (result.valid) return [];
  return result.errors
    .filter((error) => !SUMMARIES.has(error.keyword))
    .map((error) => {
      const limit = LIMITED.has(error.keyword) ? schemaAt(schema, error.keywordLocation) : undefined;
      const issue = { path: errorPath(error), keyword: error.keyword };
      return typeof limit === 'number' ? { ...issue, limit } : issue;
    });
}
