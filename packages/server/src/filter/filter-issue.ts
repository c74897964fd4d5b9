/** One problem found in a filter: where it is and what to change. */
export interface FilterIssue {
  path: string;
  code: string;
  message: string;
}

/** Thrown while parsing; collected into a FILTER_INVALID answer by the caller. */
export class FilterParseError extends Error {
  readonly issues: FilterIssue[];

  constructor(issues: FilterIssue[]) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '));
    this.name = 'FilterParseError';
    this.issues = issues;
  }
}

/** Throws a single-issue FilterParseError. */
export function fail(path: string, code: string, message: string): never {
  throw new FilterParseError([{ path, code, message }]);
}

/** Joins a parent path and a key the way details[].path names them (`where.and[0].name`). */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent === '' ? key : `${parent}.${key}`;
}
