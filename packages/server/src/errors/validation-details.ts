import { RuleMessages, textRuleOf, type FieldError } from '@fleetdeck/model';
import { resolveUnions } from './union-issues.js';

/** The parts of an ajv error this mapping reads. */
export interface AjvIssue {
  instancePath: string;
  schemaPath?: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The value at an ajv instance path (`/ipAllowList/0/ipAddress`) of the validated data. */
function valueAt(data: unknown, instancePath: string): unknown {
  let node = data;
  for (const raw of instancePath.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/**
 * Turns ajv errors into field errors with dot paths (`ipAllowList.0.ipAddress`). `data`, the
 * value that was validated, lets a failed text rule say which rule (blank or control characters).
 */
export function ajvToFieldErrors(issues: readonly AjvIssue[], prefix = '', data?: unknown): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  for (const issue of resolveUnions(issues)) {
    if (issue.keyword === 'if') continue;
    let path = issue.instancePath.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
    if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
      path = path ? `${path}.${issue.params.missingProperty}` : issue.params.missingProperty;
    }
    if (issue.keyword === 'additionalProperties' && typeof issue.params.additionalProperty === 'string') {
      path = path ? `${path}.${issue.params.additionalProperty}` : issue.params.additionalProperty;
    }
    if (prefix) path = path ? `${prefix}.${path}` : prefix;
    const rule = issue.keyword === 'pattern' ? textRuleOf(issue.params.pattern, valueAt(data, issue.instancePath)) : undefined;
    const code = rule ?? issue.keyword;
    const key = `${path}\u0000${code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path, code, message: rule ? RuleMessages[rule].en : (issue.message ?? 'is invalid') });
  }
  return out;
}
