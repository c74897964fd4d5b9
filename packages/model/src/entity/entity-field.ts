import { Kind, type TSchema } from '@sinclair/typebox';

/**
 * Whether a field travels in request bodies: `required` and `optional` on create (every one of
 * them optional on update), `createOnly` on create only (optional there), `requiredCreateOnly`
 * on create only and required there (a robot's serial number), `none` never (the server sets it:
 * ids, an organization that follows the building, counters).
 */
export type FieldInput = 'required' | 'optional' | 'createOnly' | 'requiredCreateOnly' | 'none';

/** How a field is edited in a generated form. */
export type FieldWidget = 'text' | 'multiline' | 'number' | 'select' | 'checkbox' | 'json' | 'reference' | 'none';

/** How a value is kept in its column: as is, a boolean as 0/1, an object or array as JSON text. */
export type FieldStorage = 'value' | 'boolean' | 'json';

/** The value kinds a list filter compares (operators and accepted values follow them). */
export type FieldKind = 'string' | 'integer' | 'number' | 'boolean' | 'datetime';

/** Everything said about one field besides its JSON Schema. */
export interface FieldOptions {
  input?: FieldInput;
  /** Database column; default the name in snake_case; false for a value that is not a column (loaded by a child hook). */
  column?: string | false;
  /** Default from the schema (boolean → 0/1, object or array → JSON text). */
  storage?: FieldStorage;
  /** Ordered by in lists (default true for columns). */
  sortable?: boolean;
  /** Compared in list filters (default true for columns). */
  filterable?: boolean;
  /** Answered by a list that names no fields (default: the entity's `listFields`, else every column). */
  inList?: boolean;
  /** Column of the screen's table: shown, hidden until picked, or none (default none). */
  listColumn?: 'shown' | 'hidden';
  /** Part of the list's search box (text fields). */
  searchable?: boolean;
  /** Column width in pixels. */
  width?: number;
  /** Form widget; default from the schema (text, number, checkbox, select for a union of constants). */
  widget?: FieldWidget;
  /** For `reference`: the API collection the choices come from (`/buildings`, `/buildings/:buildingId/floors`). */
  references?: string;
  /** For `reference` under a parent: the field whose value fills the path's parameter; default the parameter's name (`:buildingId` → `buildingId`). */
  referenceParent?: string;
  /** i18n key of its label (column header, form label); default `field.<name>`. Two entities of one plugin may both have a `name`. */
  labelKey?: string;
  /** For `reference`: a field of the form whose value the choices share (buildings of the chosen `organizationId`); none until it has one. */
  referenceScope?: string;
  /** i18n key prefix of a select's choice labels (`type` → `type.1`); default the field name; false when the values are names shown as they are (product models). */
  choiceKey?: string | false;
  /** Value of the field in a new record's form (the server keeps its own default for a body without it). */
  initial?: string | number | boolean | null;
  /** i18n key of a hint shown under the input. */
  hintKey?: string;
  /** The browser's autofill purpose of a text input (`postal-code`, `off`). */
  autoComplete?: string;
  /**
   * Write-only: the value never reaches the audit log or an answer (a password, a token), so it is
   * not part of the record, never read back, filtered or sorted; a record tells only whether one is
   * stored through a field of its own.
   */
  secret?: boolean;
  /**
   * What a body sends when it differs from what is answered, the field's schema (links whose secrets
   * are written but answered only as "saved", children answered with read-only fields); default the field's schema.
   */
  bodySchema?: TSchema;
}

/** One declared field: its JSON Schema and what the server, the forms and the tables derive from it. */
export interface FieldDeclaration<S extends TSchema = TSchema, I extends FieldInput = FieldInput> extends FieldOptions {
  schema: S;
  input: I;
}

/**
 * Declares a field: its schema (from `@fleetdeck/model`'s text rules, ids, enums) and options.
 *
 * @example
 * ```ts
 * name: field(RequiredText(64), { input: 'required', listColumn: 'shown', searchable: true }),
 * note: field(MultilineText(512), { widget: 'multiline', sortable: false }),
 * ```
 */
export function field<S extends TSchema>(schema: S): FieldDeclaration<S, 'optional'>;
// The declaration's own `bodySchema?: TSchema` is left out of the result so a given body schema keeps its exact type (TypeBox cannot read `TSchema & TObject`).
export function field<S extends TSchema, const O extends FieldOptions>(schema: S, options: O): Omit<FieldDeclaration<S, O extends { input: infer I extends FieldInput } ? I : 'optional'>, 'bodySchema'> & O;
export function field(schema: TSchema, options?: FieldOptions): FieldDeclaration {
  return { ...options, schema, input: options?.input ?? 'optional' };
}

/** Whether a create body must carry the field. */
export function requiredOnCreate(declared: FieldDeclaration): boolean {
  return declared.input === 'required' || declared.input === 'requiredCreateOnly';
}

/** Whether an update body may carry the field (create-only and server-set ones never). */
export function updatable(declared: FieldDeclaration): boolean {
  return declared.input === 'required' || declared.input === 'optional';
}

function variants(schema: TSchema): TSchema[] {
  const union = (schema as { anyOf?: TSchema[] }).anyOf;
  return Array.isArray(union) ? union.flatMap(variants) : [schema];
}

function typeOf(schema: TSchema): string | undefined {
  // A constant says more than its `type`: TypeBox writes `type: 'number'` on Literal(10), an integer.
  const constant = (schema as { const?: unknown }).const;
  if (constant !== undefined) return constant === null ? 'null' : Number.isInteger(constant) ? 'integer' : typeof constant;
  const type = (schema as { type?: unknown }).type;
  return typeof type === 'string' ? type : undefined;
}

/** Whether a schema accepts null. */
export function acceptsNull(schema: TSchema): boolean {
  return variants(schema).some((variant) => typeOf(variant) === 'null');
}

/** Whether a schema accepts the empty text: then a form has nothing that must be typed. */
export function acceptsEmptyText(schema: TSchema): boolean {
  return variants(schema).some((variant) => {
    const { type, minLength, pattern } = variant as { type?: unknown; minLength?: unknown; pattern?: unknown };
    if (type !== 'string' || (typeof minLength === 'number' && minLength > 0)) return false;
    return typeof pattern !== 'string' || new RegExp(pattern, 'u').test('');
  });
}

/** The JSON types a schema accepts, null aside (`integer` counts as a number). */
export function valueTypes(schema: TSchema): string[] {
  return [...new Set(variants(schema).map(typeOf).filter((type): type is string => type !== undefined && type !== 'null'))];
}

/** The constants of a union of literals (a §9 code list), or undefined. */
export function choicesOf(schema: TSchema): Array<string | number> | undefined {
  const constants = variants(schema).filter((variant) => typeOf(variant) !== 'null').map((variant) => (variant as { const?: unknown }).const);
  if (constants.length === 0 || constants.some((value) => typeof value !== 'string' && typeof value !== 'number')) return undefined;
  return constants as Array<string | number>;
}

/** The filter kind of a field's schema. */
export function kindOf(schema: TSchema): FieldKind {
  const [type] = valueTypes(schema);
  if (type === 'integer' || type === 'number' || type === 'boolean') return type;
  const format = variants(schema).map((variant) => (variant as { format?: unknown }).format).find(Boolean);
  return format === 'date-time' ? 'datetime' : 'string';
}

/** How a field is stored when its declaration does not say. */
export function storageOf(declaration: FieldDeclaration): FieldStorage {
  if (declaration.storage) return declaration.storage;
  const types = valueTypes(declaration.schema);
  if (types.includes('object') || types.includes('array') || declaration.schema[Kind] === 'Any') return 'json';
  return types.length === 1 && types[0] === 'boolean' ? 'boolean' : 'value';
}

/** The widget a field is edited with when its declaration does not say. */
export function widgetOf(declaration: FieldDeclaration): FieldWidget {
  if (declaration.widget) return declaration.widget;
  if (declaration.references) return 'reference';
  if (choicesOf(declaration.schema)) return 'select';
  const [type] = valueTypes(declaration.schema);
  if (type === 'boolean') return 'checkbox';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'object' || type === 'array') return 'none';
  return 'text';
}

/** `buildingId` → `building_id`. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The column a field is stored in, or undefined when it is not a column. */
export function columnOf(name: string, declaration: FieldDeclaration): string | undefined {
  if (declaration.column === false) return undefined;
  return declaration.column ?? snakeCase(name);
}

/** The field whose value fills a reference's path parameter (a floor's choices need the building), if any. */
export function referenceParentOf(declaration: FieldDeclaration): string | undefined {
  return declaration.referenceParent ?? /:([A-Za-z]\w*)/.exec(declaration.references ?? '')?.[1];
}
