import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SeedActivityInput } from '@pitchside/shared';
import type { Db } from '../db/database';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { activityFromRow, type ActivityRow } from '../domain/activity-rows';
import { countRows, queryRow, execute } from '../../test-support/index';
import { DRILLS_DIR, readDrillFiles, seedDrills } from './drills';

describe('seedDrills', () => {
  let dir: string;
  let db: Db;
  let database: TestDatabase;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pitchside-drills-'));
    database = await openTestDatabase(join(dir, 'pitchside.db'));
    db = database.db;
  });
  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('every drill file in the library is valid', () => {
    const files = readDrillFiles();
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap((f) => f.drills).length).toBeGreaterThan(0);
  });

  it('seeds nothing from an empty focus file, and minds no missing one', async () => {
    const sample = JSON.parse(readFileSync(join(DRILLS_DIR, 'warm-up.json'), 'utf8')) as SeedActivityInput[];
    writeFileSync(join(dir, 'futsal.json'), '[]');
    writeFileSync(join(dir, 'warm-up.json'), JSON.stringify(sample.slice(0, 2)));
    expect(await seedDrills(db, { dir })).toBe(2);
    expect(await countRows(db, 'activities')).toBe(2);
  });

  it('inserts the library as global activities, once', async () => {
    const first = await seedDrills(db);
    expect(first).toBeGreaterThan(0);
    expect(await countRows(db, 'activities', 'organization_id IS NULL')).toBe(first);
    expect(await seedDrills(db)).toBe(0);
    expect(await countRows(db, 'activities')).toBe(first);
  });

  it('does not bring back a drill an admin deleted', async () => {
    const first = await seedDrills(db);
    const victim = await queryRow(db, 'SELECT id, title FROM activities WHERE organization_id IS NULL LIMIT 1') as { id: string; title: string };
    await execute(db, 'DELETE FROM activities WHERE id = ?', victim.id);
    expect(await seedDrills(db)).toBe(0);
    expect(await countRows(db, 'activities', 'title = ?', victim.title)).toBe(0);
    expect(await countRows(db, 'activities')).toBe(first - 1);
  });

  it('files each drill under its focus, with its troubleshooting and diagram', async () => {
    const sample = JSON.parse(readFileSync(join(DRILLS_DIR, 'warm-up.json'), 'utf8')) as SeedActivityInput[];
    const drill = sample[0]!;
    writeFileSync(join(dir, 'one.json'), JSON.stringify([drill]));
    expect(await seedDrills(db, { dir, now: new Date('2025-01-01T00:00:00Z') })).toBe(1);
    const row = await queryRow(db, 'SELECT * FROM activities') as ActivityRow;
    const activity = activityFromRow(row);
    expect(activity).toMatchObject({
      title: drill.title,
      category: drill.focus,
      subCategoryName: drill.focus,
      abilityLevel: drill.abilityLevel,
      organizationId: null,
      createdBy: null,
      troubleshootTips: [],
      troubleshooting: drill.troubleshooting,
      coachingPoints: drill.coachingPoints,
      diagramUrl: null,
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(activity.diagram?.area).toMatchObject(drill.diagram.area);
    expect(activity.version).toBeGreaterThan(0);
  });

  it('does not add a drill whose title a global activity already has, but an organization’s same title does not count', async () => {
    copyFileSync(join(DRILLS_DIR, 'warm-up.json'), join(dir, 'a.json'));
    const title = (JSON.parse(readFileSync(join(dir, 'a.json'), 'utf8')) as SeedActivityInput[])[0]!.title;
    await execute(db, "INSERT INTO organizations (id, name, type, created_at) VALUES ('org', 'Club', 'subscriber', 'x')");
    await execute(db, "INSERT INTO activities (id, title, category, ability_level, organization_id, created_at, version, updated_at) VALUES ('own', ?, 'Support', 'Beginner', 'org', 'x', 1, 'x')", title);
    const all = (JSON.parse(readFileSync(join(dir, 'a.json'), 'utf8')) as SeedActivityInput[]).length;
    expect(await seedDrills(db, { dir })).toBe(all);
    expect(await countRows(db, 'activities', 'title = ?', title)).toBe(2);
    expect(await seedDrills(db, { dir })).toBe(0);
  });

  it('refuses an invalid file, naming the file and the drill, and writes nothing', async () => {
    const sample = JSON.parse(readFileSync(join(DRILLS_DIR, 'warm-up.json'), 'utf8')) as SeedActivityInput[];
    writeFileSync(join(dir, 'a-good.json'), JSON.stringify(sample));
    writeFileSync(join(dir, 'b-bad.json'), JSON.stringify([{ ...sample[0]!, title: 'Broken Drill', focus: 'Not A Focus', coachingPoints: [] }]));
    await expect(seedDrills(db, { dir })).rejects.toThrow(/b-bad\.json[\s\S]*"Broken Drill"/);
    expect(await countRows(db, 'activities')).toBe(0);
    writeFileSync(join(dir, 'b-bad.json'), '{ not json');
    await expect(seedDrills(db, { dir })).rejects.toThrow(/b-bad\.json is not valid JSON/);
  });
});
