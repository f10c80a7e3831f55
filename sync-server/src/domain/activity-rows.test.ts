import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diagramSchema, uuidv7, type Activity } from '@pitchside/shared';
import type { Db } from '../db/database';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { drillProfileFixture } from '@pitchside/shared/testing/profile-fixture';
import { activityFromRow, getActivityRow, rowFromActivity, saveActivityRow } from './activity-rows';

const activity: Activity = {
  id: uuidv7(),
  title: '3v1 Rondo',
  category: 'Secure The Ball',
  subCategoryName: 'Secure The Ball',
  abilityLevel: 'All Levels',
  setup: '10x10 m square',
  instructions: 'Keep the ball',
  coachingPoints: ['Angles', 'Body shape'],
  playerNumberAdaptations: ['With 6: 5v1'],
  simplifyTips: ['Bigger square'],
  progressTips: ['Two touches'],
  variationTips: ['Weaker foot'],
  troubleshootTips: ['Shrink the area'],
  troubleshooting: [{ problem: 'Bored', solution: 'Keep score', coachingTip: 'Praise' }],
  diagram: diagramSchema.parse({ area: { width: 10, length: 10 }, players: [{ x: 1, y: 1, team: 'red' }] }),
  diagramUrl: '/uploads/abc.png',
  profile: drillProfileFixture(),
  organizationId: null,
  createdBy: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  version: 7,
  updatedAt: '2025-01-02T00:00:00.000Z',
};

describe('activity rows', () => {
  let dir: string;
  let db: Db;
  let database: TestDatabase;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pitchside-rows-'));
    database = await openTestDatabase(join(dir, 'pitchside.db'));
    db = database.db;
  });
  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('maps to snake_case columns with JSON text lists and back', () => {
    const row = rowFromActivity(activity);
    expect(row.coaching_points).toBe('["Angles","Body shape"]');
    expect(row.sub_category_name).toBe('Secure The Ball');
    expect(JSON.parse(row.profile!)).toEqual(activity.profile);
    expect(activityFromRow(row)).toEqual(activity);
  });

  it('saves, reads and replaces a row in SQLite', async () => {
    await saveActivityRow(db, activity);
    expect(activityFromRow((await getActivityRow(db, activity.id))!)).toEqual(activity);
    const edited: Activity = { ...activity, title: 'Edited', diagram: null, diagramUrl: null, profile: null, version: 8, createdAt: 'ignored' };
    await saveActivityRow(db, edited);
    // An upsert never rewrites who made it or when.
    expect(activityFromRow((await getActivityRow(db, activity.id))!)).toEqual({ ...edited, createdAt: activity.createdAt });
    expect(await getActivityRow(db, uuidv7())).toBeUndefined();
  });
});
