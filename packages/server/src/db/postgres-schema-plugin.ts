import {
  ColumnDefinitionNode,
  DataTypeNode,
  GeneratedNode,
  OperationNodeTransformer,
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

class PostgresSchemaTransformer extends OperationNodeTransformer {
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
 * Makes the migrations' schema (written once, in the SQLite forms the existing data files were
 * made with) the same schema on PostgreSQL: 64-bit integers and doubles, identity ids, and the
 * ISO "now" default. Queries other than schema changes pass through untouched.
 */
export class PostgresSchemaPlugin implements KyselyPlugin {
  readonly #transformer = new PostgresSchemaTransformer();

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const kind = node.kind;
    if (kind !== 'CreateTableNode' && kind !== 'AlterTableNode') return node;
    return this.#transformer.transformNode(node);
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}
