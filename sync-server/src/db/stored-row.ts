/**
 * A synced entity's row as both engines store it, from its shared schema's type: each field
 * under its snake_case column, the fields in `Json` as JSON text (null stays null) and
 * booleans as 0/1 integers. domain/rows.ts runs the same rule (storedRowCodec).
 */

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

type StoredValue<V, IsJson extends boolean> = IsJson extends true ? (null extends V ? string | null : string) : V extends boolean ? number : V;

export type StoredRow<Entity, Json extends keyof Entity = never> = {
  [K in keyof Entity & string as SnakeCase<K>]: StoredValue<Entity[K], K extends Json ? true : false>;
};
