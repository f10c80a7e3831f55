import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SeedActivityInput } from '@pitchside/shared';
import { openDatabase, type Db } from '../db/database';
import { activityFromRow, type ActivityRow } from '../domain/activity-rows';
import { countRows } from '../test-support/index';
import { DRILLS_DIR, readDrillFiles, seedDrills } from './drills';

describe('seedDrills', () => {
  let dir: string;
  let db: Db;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pitchside-drills-'));
    db = openDatabase(join(dir, 'pitchside.db'));
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('every drill file in the library is valid', () => {
    const files = readDrillFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file.drills.length).toBeGreaterThan(0);
  });

  it('inserts the library as global activities, once', () => {
    const first = seedDrills(db);
    expect(first).toBeGreaterThan(0);
    expect(countRows(db, 'activities', 'organization_id IS NULL')).toBe(first);
    expect(seedDrills(db)).toBe(0);
    expect(countRows(db, 'activities')).toBe(first);
  });

  it('does not bring back a drill an admin deleted', () => {
    const first = seedDrills(db);
    const victim = db.prepare('SELECT id, title FROM activities WHERE organization_id IS NULL LIMIT 1').get() as { id: string; title: string };
    db.prepare('DELETE FROM activities WHERE id = ?').run(victim.id);
    expect(seedDrills(db)).toBe(0);
    expect(countRows(db, 'activities', 'title = ?', victim.title)).toBe(0);
    expect(countRows(db, 'activities')).toBe(first - 1);
  });

  it('files each drill under its focus, with its troubleshooting and diagram', () => {
    const sample = JSON.parse(readFileSync(join(DRILLS_DIR, 'warm-up.json'), 'utf8')) as SeedActivityInput[];
    const drill = sample[0]!;
    writeFileSync(join(dir, 'one.json'), JSON.stringify([drill]));
    expect(seedDrills(db, { dir, now: new Date('2025-01-01T00:00:00Z') })).toBe(1);
    const row = db.prepare('SELECT * FROM activities').get() as ActivityRow;
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

  it('does not add a drill whose title a global activity already has, but an organization’s same title does not count', () => {
    copyFileSync(join(DRILLS_DIR, 'warm-up.json'), join(dir, 'a.json'));
    const title = (JSON.parse(readFileSync(join(dir, 'a.json'), 'utf8')) as SeedActivityInput[])[0]!.title;
    db.prepare("INSERT INTO organizations (id, name, type, created_at) VALUES ('org', 'Club', 'subscriber', 'x')").run();
    db.prepare(
      "INSERT INTO activities (id, title, category, ability_level, organization_id, created_at, version, updated_at) VALUES ('own', ?, 'Support', 'Beginner', 'org', 'x', 1, 'x')",
    ).run(title);
    const all = (JSON.parse(readFileSync(join(dir, 'a.json'), 'utf8')) as SeedActivityInput[]).length;
    expect(seedDrills(db, { dir })).toBe(all);
    expect(countRows(db, 'activities', 'title = ?', title)).toBe(2);
    expect(seedDrills(db, { dir })).toBe(0);
  });

  it('refuses an invalid file, naming the file and the drill, and writes nothing', () => {
    const sample = JSON.parse(readFileSync(join(DRILLS_DIR, 'warm-up.json'), 'utf8')) as SeedActivityInput[];
    writeFileSync(join(dir, 'a-good.json'), JSON.stringify(sample));
    writeFileSync(join(dir, 'b-bad.json'), JSON.stringify([{ ...sample[0]!, title: 'Broken Drill', focus: 'Not A Focus', coachingPoints: [] }]));
    expect(() => seedDrills(db, { dir })).toThrow(/b-bad\.json[\s\S]*"Broken Drill"/);
    expect(countRows(db, 'activities')).toBe(0);
    writeFileSync(join(dir, 'b-bad.json'), '{ not json');
    expect(() => seedDrills(db, { dir })).toThrow(/b-bad\.json is not valid JSON/);
  });
});
