import {
  BinaryOperationNode,
  ColumnDefinitionNode,
  FunctionNode,
  DataTypeNode,
  GeneratedNode,
  OperationNodeTransformer,
  OrderByItemNode,
  type OperationNode,
  type OperatorNode,
  RawNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { SQLITE_NOW_DEFAULT } from './schema-helpers.js';

// SQLite's storage classes are 64-bit integers and 8-byte floats; PostgreSQL's `integer` and `real`
// are 4 bytes. Ids, millisecond times and coordinates must mean the same on both stores.
const TYPE_FOR_POSTGRES: Partial<Record<string, DataTypeNode['dataType']>> = {
  integer: 'bigint',
  real: 'double precision',
  blob: 'bytea',
};

// The same text as SQLite's default: ISO 8601 in UTC with milliseconds, like Date#toISOString.
const POSTGRES_NOW_DEFAULT = `(to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();
const sqliteNow = normalized(SQLITE_NOW_DEFAULT);

// SQLite's LIKE ignores the case of ASCII letters; PostgreSQL's LIKE does not. `lower(a) LIKE
// lower(b)` is what ILIKE does (in the C locale, ASCII letters only, exactly as SQLite), but ILIKE
// lowers the pattern again for every row: a search of 100,000 operators took 15.5 ms with ILIKE
// and 12.0 ms this way (plain, case-sensitive LIKE 7.2 ms; PostgreSQL 15, this machine).
const CASELESS_OPERATORS: ReadonlySet<string> = new Set(['like', 'not like']);

// The column an ORDER BY item names, when it names one: also through `sql.ref('table.column')`
// (the list filters' orders), a raw node whose one child is the reference.
function orderedColumn(node: OperationNode): string | undefined {
  const raw = node.kind === 'RawNode' ? (node as RawNode) : undefined;
  const named = raw && raw.parameters.length === 1 && raw.sqlFragments.every((f) => f === '') ? raw.parameters[0]! : node;
  const column = named.kind === 'ReferenceNode' ? (named as unknown as { column: OperationNode }).column : named;
  return column.kind === 'ColumnNode' ? (column as unknown as { column: { name: string } }).column.name : undefined;
}

function isDescending(direction: OperationNode | undefined): boolean {
  return direction?.kind === 'RawNode' && (direction as RawNode).sqlFragments.join('').trim().toLowerCase() === 'desc';
}

class PostgresTransformer extends OperationNodeTransformer {
  // SQLite sorts NULL before every value (first ascending, last descending); PostgreSQL the other
  // way round. Said explicitly, lists order alike on both. Ids are never null, and an id order
  // left as it is keeps using the primary key's index.
  protected override transformOrderByItem(node: OrderByItemNode): OrderByItemNode {
    const item = super.transformOrderByItem(node);
    if (item.nulls || orderedColumn(item.orderBy) === 'id') return item;
    return OrderByItemNode.cloneWith(item, { nulls: isDescending(item.direction) ? 'last' : 'first' });
  }

  protected override transformBinaryOperation(node: BinaryOperationNode): BinaryOperationNode {
    const operation = super.transformBinaryOperation(node);
    const operator = operation.operator.kind === 'OperatorNode' ? (operation.operator as OperatorNode).operator : undefined;
    if (!operator || !CASELESS_OPERATORS.has(operator)) return operation;
    const lower = (operand: OperationNode) => FunctionNode.create('lower', [operand]);
    return BinaryOperationNode.create(lower(operation.leftOperand), operation.operator, lower(operation.rightOperand));
  }

  protected override transformDataType(node: DataTypeNode): DataTypeNode {
    const replacement = TYPE_FOR_POSTGRES[node.dataType];
    return replacement ? DataTypeNode.create(replacement) : node;
  }

  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const column = super.transformColumnDefinition(node);
    // SQLite's INTEGER PRIMARY KEY AUTOINCREMENT: ids grow and are never reused. An identity column
    // does the same; "by default" still lets a seed or a restore write its own ids.
    if (!column.autoIncrement) return column;
    return ColumnDefinitionNode.cloneWith(column, { autoIncrement: false, generated: GeneratedNode.create({ byDefault: true, identity: true }) });
  }

  protected override transformRaw(node: RawNode): RawNode {
    const raw = super.transformRaw(node);
    if (raw.parameters.length === 0 && normalized(raw.sqlFragments.join('')) === sqliteNow) return RawNode.createWithSql(POSTGRES_NOW_DEFAULT);
    return raw;
  }
}

/**
 * Gives the SQL the server writes (in SQLite's forms, which existing data files were made with)
 * the same meaning on PostgreSQL: the migrations' schema gets 64-bit integers and doubles,
 * identity ids and the ISO "now" default; LIKE ignores ASCII case and NULL sorts first, as on SQLite.
 */
export class PostgresDialectPlugin implements KyselyPlugin {
  readonly #transformer = new PostgresTransformer();

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    // Raw SQL is left as written.
    return node.kind === 'RawNode' ? node : this.#transformer.transformNode(node);
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}
