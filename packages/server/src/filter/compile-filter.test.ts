import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyFilter } from './compile-filter.js';
import type { FilterSpec } from './filter-spec.js';
import { parseFilter } from './parse-filter.js';

interface TestDb {
  item: { id: number; name: string; status: number; score: number | null; updated_at: string };
}

const spec: FilterSpec = {
  fields: {
    id: { kind: 'integer' },
    name: { kind: 'string' },
    status: { kind: 'integer' },
    score: { kind: 'number', nullable: true },
    updatedAt: { kind: 'datetime', column: 'updated_at' },
  },
  relations: [],
};

const rows: TestDb['item'][] = [
  { id: 1, name: 'Tokyo Tower', status: 1, score: 3.5, updated_at: '2026-01-01T00:00:00.000Z' },
  { id: 2, name: 'Osaka Dome', status: 0, score: null, updated_at: '2026-03-01T00:00:00.000Z' },
  { id: 3, name: 'Tokyo Station', status: 1, score: 9, updated_at: '2026-02-01T00:00:00.000Z' },
  { id: 4, name: "Nagoya 'Castle'", status: 2, score: 1, updated_at: '2026-04-01T00:00:00.000Z' },
];

let db: Kysely<TestDb>;

beforeAll(async () => {
  db = new Kysely<TestDb>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  await db.schema
    .createTable('item')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('score', 'real')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.insertInto('item').values(rows).execute();
});

afterAll(async () => {
  await db.destroy();
});

async function ids(filter: unknown): Promise<number[]> {
  const query = applyFilter(db.selectFrom('item').select('id'), parseFilter(filter, spec));
  return (await query.execute()).map((row) => row.id);
}

describe('applyFilter', () => {
  it('filters by equality and orders by a mapped column', async () => {
    expect(await ids({ where: { status: 1 }, order: 'updatedAt DESC' })).toEqual([3, 1]);
  });

  it('supports each comparison operator', async () => {
    expect(await ids({ where: { status: { neq: 1 } }, order: 'id ASC' })).toEqual([2, 4]);
    expect(await ids({ where: { score: { gt: 3.5 } } })).toEqual([3]);
    expect(await ids({ where: { score: { gte: 3.5 } }, order: 'id' })).toEqual([1, 3]);
    expect(await ids({ where: { score: { lt: 3.5 } } })).toEqual([4]);
    expect(await ids({ where: { score: { lte: 3.5 } }, order: 'id' })).toEqual([1, 4]);
    expect(await ids({ where: { id: { inq: [4, 2, 99] } }, order: 'id' })).toEqual([2, 4]);
    expect(await ids({ where: { name: { like: 'Tokyo%' } }, order: 'id' })).toEqual([1, 3]);
    expect(await ids({ where: { updatedAt: { gte: '2026-02-01T00:00:00Z' } }, order: 'id' })).toEqual([2, 3, 4]);
    expect(await ids({ where: { score: null } })).toEqual([2]);
  });

  it('combines and/or', async () => {
    const filter = { where: { or: [{ status: 2 }, { and: [{ status: 1 }, { score: { gt: 5 } }] }] }, order: 'id DESC' };
    expect(await ids(filter)).toEqual([4, 3]);
  });

  it('treats values as data, never as SQL', async () => {
    expect(await ids({ where: { name: "Nagoya 'Castle'" } })).toEqual([4]);
    expect(await ids({ where: { name: "x' OR '1'='1" } })).toEqual([]);
  });

  it('pages with limit and skip after ordering', async () => {
    expect(await ids({ order: ['status DESC', 'id ASC'], limit: 2, skip: 1 })).toEqual([1, 3]);
  });
});
