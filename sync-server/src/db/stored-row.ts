import type { z } from 'zod';

/**
 * A synced entity's row as both engines store it, from its shared schema's type: each field
 * under its snake_case column, the fields in `Json` as JSON text (null stays null) and
 * booleans as 0/1 integers.
 */

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

type StoredValue<V, IsJson extends boolean> = IsJson extends true ? (null extends V ? string | null : string) : V extends boolean ? number : V;

export type StoredRow<Entity, Json extends keyof Entity = never> = {
  [K in keyof Entity & string as SnakeCase<K>]: StoredValue<Entity[K], K extends Json ? true : false>;
};

/** How a field is stored: as it is, as JSON text, or (a boolean) as 0/1. */
type FieldKind = 'plain' | 'json' | 'flag';

/** The kind of a field from its zod schema: objects, arrays and unions of them are JSON; booleans are flags. */
function kindOf(type: z.core.$ZodType): FieldKind {
  const def = type._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return kindOf((def as z.core.$ZodOptionalDef).innerType);
    case 'boolean':
      return 'flag';
    case 'string':
    case 'number':
    case 'enum':
    case 'literal':
      return 'plain';
    case 'union':
      return (def as z.core.$ZodUnionDef).options.every((option) => kindOf(option) === 'plain') ? 'plain' : 'json';
    default:
      return 'json';
  }
}

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Reads a field of an entity some stored values need besides their own (a session's phases follow its activity ids). */
export type FieldDecoders<Entity> = { [F in keyof Entity]?: (stored: Entity[F], entity: Entity) => Entity[F] };

/**
 * The rule StoredRow states, run: an entity's stored row and back, each field under its
 * snake_case column, JSON and flag fields known from the entity's schema. `decode` mends
 * what a stored value alone cannot give (defaults of older JSON, derived lists); it runs in
 * the schema's field order, after every field is read.
 */
export function storedRowCodec<Entity extends object, Row extends object>(schema: z.ZodObject, decode: FieldDecoders<Entity> = {}) {
  const layout = Object.entries(schema.shape).map(([field, type]) => ({ field, column: snakeCase(field), kind: kindOf(type) }));
  const decoders = Object.entries(decode) as [keyof Entity & string, (stored: unknown, entity: Entity) => unknown][];
  // One object literal per table, as a hand-written mapper would be: V8 gives every entity of a
  // table one shape at once instead of growing it field by field.
  const read = layout.map(({ field, column, kind }) => {
    const value = `row[${JSON.stringify(column)}]`;
    return `${JSON.stringify(field)}: ${kind === 'json' ? `${value} === null ? null : JSON.parse(${value})` : kind === 'flag' ? `${value} === 1` : value}`;
  });
  const literal = new Function('row', `return { ${read.join(', ')} };`) as (row: unknown) => Record<string, unknown>;
  const readEntity = decoders.length === 0 ? literal : (row: unknown) => {
    const entity = literal(row);
    for (const [field, readField] of decoders) entity[field] = readField(entity[field], entity as Entity);
    return entity;
  };
  const stored = (kind: FieldKind, value: unknown) => (kind === 'json' ? (value == null ? null : JSON.stringify(value)) : kind === 'flag' ? (value ? 1 : 0) : (value ?? null));
  return {
    toEntity: readEntity as (row: Row) => Entity,
    /** The whole stored row of an entity. */
    toRow(entity: Entity): Row {
      const row: Record<string, unknown> = {};
      for (const { field, column, kind } of layout) row[column] = stored(kind, (entity as Record<string, unknown>)[field]);
      return row as Row;
    },
    /** The stored columns of the fields `fields` has (a change's). */
    toColumns(fields: Partial<Entity>): Partial<Row> {
      const columns: Record<string, unknown> = {};
      for (const { field, column, kind } of layout) if (field in fields) columns[column] = stored(kind, (fields as Record<string, unknown>)[field]);
      return columns as Partial<Row>;
    },
  };
}
