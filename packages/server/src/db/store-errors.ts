/** The kinds of constraint a store may refuse a write for, named the same on every store. */
export type ConstraintKind = 'unique' | 'foreign_key' | 'not_null' | 'check';

/** A refused write: the constraint's kind and, when one column alone was refused, that column. */
export interface ConstraintViolation {
  kind: ConstraintKind;
  column?: string;
}

const SQLITE_KINDS: Record<string, ConstraintKind> = {
  SQLITE_CONSTRAINT_UNIQUE: 'unique',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'unique',
  SQLITE_CONSTRAINT_FOREIGNKEY: 'foreign_key',
  SQLITE_CONSTRAINT_NOTNULL: 'not_null',
  SQLITE_CONSTRAINT_CHECK: 'check',
};

// SQLSTATE class 23, integrity constraint violation.
const POSTGRES_KINDS: Record<string, ConstraintKind> = {
  '23505': 'unique',
  '23503': 'foreign_key',
  '23502': 'not_null',
  '23514': 'check',
};

function sqliteColumn(message: string): string | undefined {
  // "UNIQUE constraint failed: operators.login_id", "NOT NULL constraint failed: operators.email";
  // a constraint over several columns lists them all and names no single field.
  return /^[A-Z ]+ constraint failed: \w+\.(\w+)$/.exec(message)?.[1];
}

function postgresColumn(error: { column?: unknown; detail?: unknown }): string | undefined {
  if (typeof error.column === 'string') return error.column;
  // "Key (login_id)=(admin) already exists."
  return /^Key \((\w+)\)=/.exec(typeof error.detail === 'string' ? error.detail : '')?.[1];
}

/** What constraint refused a write, whichever store raised it; undefined for any other error. */
export function constraintViolation(error: unknown): ConstraintViolation | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string') return undefined;
  const sqliteKind = SQLITE_KINDS[code];
  if (sqliteKind) {
    const column = sqliteColumn(String(message));
    return column ? { kind: sqliteKind, column } : { kind: sqliteKind };
  }
  const postgresKind = POSTGRES_KINDS[code];
  // pg's errors carry the SQLSTATE with a severity; a class-23 code alone could be any driver's.
  if (postgresKind && 'severity' in error) {
    const column = postgresColumn(error as { column?: unknown; detail?: unknown });
    return column ? { kind: postgresKind, column } : { kind: postgresKind };
  }
  return undefined;
}
