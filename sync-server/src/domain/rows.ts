import type {
  AttendanceTable,
  MatchEventsTable,
  MatchesTable,
  CategoriesTable,
  CoachGroupsTable,
  PlayersTable,
  ScheduleEntriesTable,
  SessionsTable,
  SubCategoriesTable,
} from '../db/tables';
import type { z } from 'zod';
import {
  attendanceSchema,
  categorySchema,
  coachGroupSchema,
  matchEventRowSchema,
  matchSchema,
  phasesFor,
  playerSchema,
  scheduleEntrySchema,
  sessionSchema,
  subCategorySchema,
  type Attendance,
  type Match,
  type MatchEventRow,
  type Category,
  seasonPlanSchema,
  teamProfileSchema,
  type CoachGroup,
  type Player,
  type ScheduleEntry,
  type Session,
  type SessionChanges,
  type SessionContent,
  type SubCategory,
} from '@pitchside/shared';

/**
 * Stored rows of the synced tables and the shared entity shapes, each way, for the pull, the
 * REST answers and the push alike: every table by the one rule of db/stored-row.ts, from its
 * entity's schema. JSON columns hold text only the server writes, so reading trusts them.
 */

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
 * The rule StoredRow (db/stored-row.ts) states, run: an entity's stored row and back, each field under its
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

export type SessionRow = SessionsTable;

export const sessionRows = storedRowCodec<Session, SessionRow>(sessionSchema, {
  // Sessions stored before phases were kept read as the phases their activities take.
  activityPhases: (phases, session) => phasesFor(session.activityIds, phases),
});
export const coachGroupRows = storedRowCodec<CoachGroup, CoachGroupsTable>(coachGroupSchema, {
  // A profile stored before a field of it existed reads with that field's default.
  profile: (profile) => teamProfileSchema.parse(profile),
  seasonPlan: (plan) => (plan === null ? null : seasonPlanSchema.parse(plan)),
});
export const scheduleEntryRows = storedRowCodec<ScheduleEntry, ScheduleEntriesTable>(scheduleEntrySchema);
export const categoryRows = storedRowCodec<Category, CategoriesTable>(categorySchema);
export const subCategoryRows = storedRowCodec<SubCategory, SubCategoriesTable>(subCategorySchema);
export const playerRows = storedRowCodec<Player, PlayersTable>(playerSchema);
export const attendanceRows = storedRowCodec<Attendance, AttendanceTable>(attendanceSchema);
export const matchRows = storedRowCodec<Match, MatchesTable>(matchSchema);
export const matchEventRows = storedRowCodec<MatchEventRow, MatchEventsTable>(matchEventRowSchema);

export const toSession = sessionRows.toEntity;
export const toCoachGroup = coachGroupRows.toEntity;
export const toScheduleEntry = scheduleEntryRows.toEntity;
export const toCategory = categoryRows.toEntity;
export const toSubCategory = subCategoryRows.toEntity;
export const toPlayer = playerRows.toEntity;
export const toAttendance = attendanceRows.toEntity;
export const toMatch = matchRows.toEntity;
export const toMatchEvent = matchEventRows.toEntity;

/** The run record of a copy: which schedule entry it ran for, and that entry's group. */
export type RunOf = { scheduleEntryId: string; groupName: string };

/** The bookkeeping of a new session: who made it, when, and for a copy run from the schedule, which entry. */
export type NewSessionMeta = {
  id: string;
  organizationId: string;
  createdBy: string | null;
  /** ISO time of creation, also its first update. */
  at: string;
  version: number;
  runOf?: RunOf;
};

/**
 * The stored row of a new session: its content as the shared session rules made it
 * (newSessionContent) plus the bookkeeping every new session starts with. The domain, the
 * demo seed and the test fixtures all write new sessions through it.
 */
export function newSessionRow(content: SessionContent, meta: NewSessionMeta): SessionRow {
  return sessionRows.toRow({
    id: meta.id,
    organizationId: meta.organizationId,
    createdBy: meta.createdBy,
    status: null,
    scheduleEntryId: meta.runOf?.scheduleEntryId ?? null,
    groupName: meta.runOf?.groupName ?? null,
    completedAt: null,
    createdAt: meta.at,
    version: meta.version,
    updatedAt: meta.at,
    ...content,
  });
}

/** The session fields the shared session rules write: a change sets these, never a session's bookkeeping. */
export const sessionRuleFields = Object.keys({
  title: true,
  description: true,
  focus: true,
  abilityLevel: true,
  playerCount: true,
  duration: true,
  spaceAvailable: true,
  activityIds: true,
  activityDurations: true,
  activityPhases: true,
  notes: true,
  isActive: true,
  currentActivityIndex: true,
  savedToLibrary: true,
  status: true,
  completedAt: true,
  groupId: true,
} satisfies Record<keyof SessionContent | keyof SessionChanges, true>) as (keyof SessionContent | keyof SessionChanges)[];

/** The stored columns of session fields (lists as JSON text, flags as 0/1), the inverse of toSession. */
export const toSessionColumns = (fields: Partial<Session>): Partial<SessionRow> => sessionRows.toColumns(fields);

export type CoachGroupRow = CoachGroupsTable;
export type ScheduleEntryRow = ScheduleEntriesTable;
