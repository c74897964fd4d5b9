import SQLite from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { constraintViolation } from './store-errors.js';

function sqliteError(statements: string[], failing: string): unknown {
  const db = new SQLite(':memory:');
  db.pragma('foreign_keys = ON');
  for (const statement of statements) db.exec(statement);
  try {
    db.exec(failing);
  } catch (error) {
    return error;
  } finally {
    db.close();
  }
  throw new Error(`not refused: ${failing}`);
}

// What pg raises for a refused statement: its DatabaseError with the server's fields.
function postgresError(code: string, fields: { detail?: string; column?: string }): unknown {
  const error = new pg.DatabaseError('refused', 0, 'error');
  return Object.assign(error, { severity: 'ERROR', code, ...fields });
}

describe('constraintViolation', () => {
  const schema = ['CREATE TABLE parents (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, n INTEGER CHECK (n > 0))', "INSERT INTO parents VALUES (1, 'a', 1)", 'CREATE TABLE children (parent_id INTEGER REFERENCES parents(id))'];

  it('names SQLite refusals by kind, with the single column when there is one', () => {
    expect(constraintViolation(sqliteError(schema, "INSERT INTO parents VALUES (2, 'a', 1)"))).toEqual({ kind: 'unique', column: 'name' });
    expect(constraintViolation(sqliteError(schema, "INSERT INTO parents VALUES (1, 'b', 1)"))).toEqual({ kind: 'unique', column: 'id' });
    expect(constraintViolation(sqliteError(schema, 'INSERT INTO parents VALUES (2, NULL, 1)'))).toEqual({ kind: 'not_null', column: 'name' });
    expect(constraintViolation(sqliteError(schema, "INSERT INTO parents VALUES (2, 'b', 0)"))).toEqual({ kind: 'check' });
    expect(constraintViolation(sqliteError(schema, 'INSERT INTO children VALUES (9)'))).toEqual({ kind: 'foreign_key' });
  });

  it('names PostgreSQL refusals by the same kinds', () => {
    expect(constraintViolation(postgresError('23505', { detail: 'Key (login_id)=(a@b) already exists.' }))).toEqual({ kind: 'unique', column: 'login_id' });
    expect(constraintViolation(postgresError('23505', { detail: 'Key (type, version)=(TOS, 1) already exists.' }))).toEqual({ kind: 'unique' });
    expect(constraintViolation(postgresError('23503', { detail: 'Key (parent_id)=(9) is not present in table "parents".' }))).toEqual({ kind: 'foreign_key', column: 'parent_id' });
    expect(constraintViolation(postgresError('23502', { column: 'name' }))).toEqual({ kind: 'not_null', column: 'name' });
    expect(constraintViolation(postgresError('23514', {}))).toEqual({ kind: 'check' });
  });

  it('leaves every other error alone', () => {
    expect(constraintViolation(new Error('boom'))).toBeUndefined();
    expect(constraintViolation(postgresError('40001', {}))).toBeUndefined();
    expect(constraintViolation(Object.assign(new Error('x'), { code: '23505' }))).toBeUndefined();
    expect(constraintViolation(null)).toBeUndefined();
  });
});
