import type { FieldError } from '@fleetdeck/model';

/** The parts of an ajv error this mapping reads. */
export interface AjvIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Turns ajv errors into field errors with dot paths (`ipAllowList.0.ipAddress`). */
export function ajvToFieldErrors(issues: readonly AjvIssue[], prefix = ''): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    // Unions report one error per branch plus a summary; the summary alone is what a person needs.
    if (issue.keyword === 'if') continue;
    let path = issue.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
    if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
      path = path ? `${path}.${issue.params.missingProperty}` : issue.params.missingProperty;
    }
    if (issue.keyword === 'additionalProperties' && typeof issue.params.additionalProperty === 'string') {
      path = path ? `${path}.${issue.params.additionalProperty}` : issue.params.additionalProperty;
    }
    if (prefix) path = path ? `${prefix}.${path}` : prefix;
    const key = `${path}\u0000${issue.keyword}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path, code: issue.keyword, message: issue.message ?? 'is invalid' });
  }
  return collapseUnions(out);
}

const UNION = new Set(['anyOf', 'oneOf']);

// A nullable field that fails reports its real problem, a "must be null" type error and the
// union summary; a person needs only the real problem (or the summary when there is none).
function collapseUnions(errors: FieldError[]): FieldError[] {
  const unionPaths = new Set(errors.filter((e) => UNION.has(e.code)).map((e) => e.path));
  if (unionPaths.size === 0) return errors;
  return errors.filter((e) => {
    if (!unionPaths.has(e.path)) return true;
    const specific = errors.some((o) => o.path === e.path && !UNION.has(o.code) && o.code !== 'type' && o.code !== 'const');
    if (UNION.has(e.code)) return !specific;
    return specific ? e.code !== 'type' && e.code !== 'const' : false;
  });
}
