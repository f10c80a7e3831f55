import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uuidv7 } from '@pitchside/shared';
import { openDatabase } from '../sync-server/src/db/database';
import { clubExportEntries } from '../sync-server/src/domain/club-export';
import { zipStream } from '../sync-server/src/club-export/zip-writer';
import type { BenchModule, Measurement } from './budget';

/**
 * Issue 37: a club of 10,000 sessions exports in under 10 s, never holding the whole zip.
 * A club of that size (10,000 sessions with notes, a register each, 400 players) in a SQLite
 * file of its own; the export's zip is read to its end as a download would, and the heap's
 * growth over the run is printed beside the zip's size.
 */
const SESSIONS = 10_000;
const PLAYERS = 400;

export const clubExport: BenchModule<unknown> = {
  name: 'club-export',
  measures: ['club-export'],
  async run(): Promise<Measurement[]> {
    const dir = mkdtempSync(join(tmpdir(), 'pitchside-bench-export-'));
    const db = await openDatabase(join(dir, 'pitchside.db'));
    try {
      const org = uuidv7();
      const at = new Date().toISOString();
      await db.insertInto('organizations').values({ id: org, name: 'Bench Export FC', type: 'subscriber', contact_email: '', subscription_status: 'active', has_united_fc_library_access: 1, coaches_see_all_groups: 1, created_at: at }).execute();
      const group = uuidv7();
      await db.insertInto('coach_groups').values({ id: group, organization_id: org, name: 'U12', version: 1, updated_at: at } as never).execute();
      const players = Array.from({ length: PLAYERS }, (_, i) => ({ id: uuidv7(), organization_id: org, group_id: group, name: `Player ${i}`, shirt_number: (i % 99) + 1, position: null, created_at: at, version: 1, updated_at: at }));
      for (let i = 0; i < players.length; i += 100) await db.insertInto('players').values(players.slice(i, i + 100)).execute();
      for (let i = 0; i < SESSIONS; i += 200) {
        const ids = Array.from({ length: 200 }, () => uuidv7());
        await db
          .insertInto('sessions')
          .values(ids.map((id, j) => ({ id, organization_id: org, created_by: null, title: `Session ${i + j}`, description: '', focus: 'Passing', ability_level: 'Intermediate', player_count: 12, duration: 60, space_available: null, activity_ids: '[]', activity_durations: '[]', activity_phases: '[]', notes: 'Good session, worked on the first touch; "quick" feet.', is_active: 0, current_activity_index: 0, saved_to_library: 0, status: 'completed', schedule_entry_id: null, group_name: 'U12', completed_at: at, created_at: at, version: 1, updated_at: at })))
          .execute();
        await db
          .insertInto('attendance')
          .values(ids.map((id) => ({ id, organization_id: org, group_id: group, present_player_ids: JSON.stringify(players.slice(0, 14).map((p) => p.id)), taken_at: at, version: 1, updated_at: at })))
          .execute();
      }
      const heapBefore = process.memoryUsage().heapUsed;
      let peak = heapBefore;
      let bytes = 0;
      const start = performance.now();
      for await (const chunk of zipStream(clubExportEntries(db, org, 'Bench Export FC', new Date()), new Date())) {
        bytes += chunk.length;
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
      const seconds = (performance.now() - start) / 1000;
      return [
        {
          name: 'club-export',
          value: Number(seconds.toFixed(2)),
          unit: 's',
          limit: 10,
          kind: 'atMost',
          detail: `${SESSIONS} sessions, zip ${(bytes / 1e6).toFixed(1)} MB, heap grew at most ${((peak - heapBefore) / 1e6).toFixed(1)} MB`,
        },
      ];
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
