import { canManageRoster } from '@pitchside/shared';
import type { Db } from '../db/database';
import { clubRowsAfter, registersOfPlayer } from '../db/queries/club-export';
import { csvRow } from '../club-export/csv';
import { inBatches } from '../club-export/batches';
import type { ZipEntry } from '../club-export/zip-writer';
import { col, type Kind } from '../club-export/export-kind';
import type { AuthedUser } from './actor';
import { getOwnGroupRow } from './coach-groups';
import { forbidden } from './errors';
import { matchExportKinds, playerMatchRecords } from './club-export-matches';
import { ownPlayer } from './player-erasure';

/**
 * A club's data in one zip (docs/club-data.md): a CSV per kind, the same rows in one JSON, and a
 * README of the columns. Rows are read a page at a time and written as they come.
 */
export const exportKinds: Kind[] = [
  {
    file: 'players',
    table: 'players',
    about: "Each coach group's roster.",
    columns: [
      col('id', 'id', 'The player (stays the same for ever).'),
      col('group_id', 'group_id', 'The coach group whose roster they are on.'),
      col('name', 'name', 'Name as the coaches typed it.'),
      col('shirt_number', 'shirt_number', 'Shirt number, 1 to 99, or empty.'),
      col('position', 'position', 'Goalkeeper, Defender, Midfielder or Forward, or empty.'),
      col('created_at', 'created_at', 'When they were added (UTC).'),
      col('updated_at', 'updated_at', 'When they were last changed (UTC).'),
    ],
  },
  {
    file: 'attendance',
    table: 'attendance',
    about: 'One register per session run: who was there.',
    columns: [
      col('session_id', 'id', 'The run (a row of sessions).'),
      col('group_id', 'group_id', 'The coach group the register was taken for.'),
      col('taken_at', 'taken_at', 'When the register was taken (UTC).'),
      col('present_player_ids', 'present_player_ids', 'The players ticked present (ids of players; an id starting 00000000-0000-4000-8000- is a player since erased).'),
      col('updated_at', 'updated_at', 'When it was last changed (UTC).'),
    ],
  },
  {
    file: 'sessions',
    table: 'sessions',
    about: 'Session plans and their runs.',
    columns: [
      col('id', 'id', 'The session.'),
      col('title', 'title', 'Title.'),
      col('focus', 'focus', 'What the session works on.'),
      col('ability_level', 'ability_level', 'Ability level it was planned for.'),
      col('duration_minutes', 'duration', 'Length in minutes.'),
      col('activity_ids', 'activity_ids', 'The activities in order (ids of activities, or of the shared library).'),
      col('notes', 'notes', "Coach's notes."),
      col('status', 'status', '"completed" for a finished run, else empty.'),
      col('group_name', 'group_name', 'The group a run was for.'),
      col('completed_at', 'completed_at', 'When a run was finished (UTC).'),
      col('created_by', 'created_by', 'The user who made it.'),
      col('created_at', 'created_at', 'When it was made (UTC).'),
    ],
  },
  {
    file: 'schedule',
    table: 'schedule_entries',
    about: 'The weekly schedule: which group trains when, with which session.',
    columns: [
      col('id', 'id', 'The schedule entry.'),
      col('date', 'date', 'The day (YYYY-MM-DD).'),
      col('group_id', 'group_id', 'The coach group.'),
      col('group_name', 'group_name', "The group's name."),
      col('session_id', 'session_id', 'The planned session, or empty (to be decided).'),
      col('start_time', 'start_time', 'Start time (HH:MM), or empty.'),
      col('duration_minutes', 'duration_minutes', 'Length in minutes, or empty.'),
    ],
  },
  {
    file: 'activities',
    table: 'activities',
    about: 'The activities (drills) the club made; the shared library is not included.',
    columns: [
      col('id', 'id', 'The activity.'),
      col('title', 'title', 'Title.'),
      col('category', 'category', 'Category.'),
      col('ability_level', 'ability_level', 'Ability level.'),
      col('setup', 'setup', 'Set-up.'),
      col('instructions', 'instructions', 'Instructions.'),
      col('coaching_points', 'coaching_points', 'Coaching points.'),
      col('created_by', 'created_by', 'The user who made it.'),
      col('created_at', 'created_at', 'When it was made (UTC).'),
    ],
  },
  ...matchExportKinds,
];

const PAGE = 1000;

async function* rowsOf(db: Db, kind: Kind, organizationId: string, at: Date): AsyncGenerator<Record<string, unknown>> {
  let after = '';
  for (;;) {
    const page = await clubRowsAfter(db, kind.table, kind.reads ?? kind.columns.map((c) => c.column), organizationId, after, PAGE);
    for (const row of kind.derive ? await kind.derive(db, page, at) : page) yield row;
    if (page.length < PAGE) return;
    after = String(page.at(-1)!.id);
  }
}

function named(kind: Kind, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(kind.columns.map((c) => [c.name, row[c.column] ?? null]));
}

/** The text of one kind, one piece a row: its CSV lines, or its JSON objects comma-joined. */
const formats = {
  csv: (kind: Kind, row: Record<string, unknown>) => csvRow(kind.columns.map((c) => row[c.column])),
  json: (kind: Kind, row: Record<string, unknown>, first: boolean) => (first ? '' : ',') + JSON.stringify(named(kind, row)),
};

async function* piecesOf(db: Db, kind: Kind, organizationId: string, at: Date, format: keyof typeof formats): AsyncGenerator<string> {
  let first = true;
  for await (const row of rowsOf(db, kind, organizationId, at)) {
    yield formats[format](kind, row, first);
    first = false;
  }
}

async function* csvOf(db: Db, kind: Kind, organizationId: string, at: Date): AsyncGenerator<string> {
  yield csvRow(kind.columns.map((c) => c.name));
  yield* inBatches(piecesOf(db, kind, organizationId, at, 'csv'));
}

async function* jsonOf(db: Db, organizationId: string, clubName: string, at: Date): AsyncGenerator<string> {
  yield `{"club":${JSON.stringify(clubName)},"exportedAt":${JSON.stringify(at.toISOString())}`;
  for (const kind of exportKinds) {
    yield `,${JSON.stringify(kind.file)}:[`;
    yield* inBatches(piecesOf(db, kind, organizationId, at, 'json'));
    yield ']';
  }
  yield '}\n';
}

export function exportReadme(clubName: string, at: Date): string {
  const lines = [
    `# ${clubName}: Pitchside export`,
    '',
    `Exported ${at.toISOString()} (all times UTC). Each CSV opens in a spreadsheet; club.json holds the same rows.`,
    'Ids link the files: attendance.present_player_ids to players.id, attendance.session_id to sessions.id, schedule.session_id to sessions.id, match_events.match_id to matches.id; player ids in matches and match_events are players.id.',
    'A field starting with = + - or @ is written with a leading apostrophe so that a spreadsheet shows it as text.',
    '',
  ];
  for (const kind of exportKinds) {
    lines.push(`## ${kind.file}.csv`, '', kind.about, '');
    for (const c of kind.columns) lines.push(`- ${c.name}: ${c.about}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** The zip's files, in order; each is read from the database as the zip is written. */
export function clubExportEntries(db: Db, organizationId: string, clubName: string, at: Date): ZipEntry[] {
  return [
    { name: 'README.md', content: [exportReadme(clubName, at)] },
    ...exportKinds.map((kind) => ({ name: `${kind.file}.csv`, content: csvOf(db, kind, organizationId, at) })),
    { name: 'club.json', content: jsonOf(db, organizationId, clubName, at) },
  ];
}

/** A player's own data, for a subject access request: the roster row, every register that ticks them, their part in each match. */
export async function playerExport(db: Db, actor: AuthedUser, id: string, now: Date) {
  const player = await ownPlayer(db, actor, id);
  const group = await getOwnGroupRow(db, actor, player.group_id);
  if (!canManageRoster(actor, { organizationId: group.organization_id, coachIds: JSON.parse(group.coach_ids) as string[] })) {
    throw forbidden("You don't have permission to export this group's players");
  }
  const registers = (await registersOfPlayer(db, actor.organizationId, player.id)).filter((r) =>
    (JSON.parse(r.present_player_ids) as string[]).includes(player.id),
  );
  return {
    player: { id: player.id, name: player.name, shirtNumber: player.shirt_number, position: player.position, group: group.name, addedAt: player.created_at, updatedAt: player.updated_at },
    attendance: registers.map((r) => ({ sessionId: r.id, takenAt: r.taken_at, present: true })),
    matches: await playerMatchRecords(db, player, now),
  };
}
