import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SeedActivityInput } from '@pitchside/shared';
import { openDatabase, type Db } from '../db/database';
import { activityFromRow, type ActivityRow } from '../domain/activity-rows';
import { countRows } from '../test-support/index';
import { DRILLS_DIR, refreshSeededDrills, seedDrills } from './drills';
import { seedCategories, seedGoalkeepingCategory } from './taxonomy';

/** Existing databases meeting the grown-up library (issue 12): profiles, fixed drills, Goalkeeping. */
describe('bringing an existing database up to date', () => {
  let dir: string;
  let db: Db;
  const keeperDrills = () => JSON.parse(readFileSync(join(DRILLS_DIR, 'goalkeeping.json'), 'utf8')) as SeedActivityInput[];
  const byTitle = (title: string) => activityFromRow(db.prepare('SELECT * FROM activities WHERE title = ?').get(title) as ActivityRow);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pitchside-refresh-'));
    db = openDatabase(join(dir, 'pitchside.db'));
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A library seeded by the release before profiles: the rows have no profile and no fingerprint. */
  function seedOldLibrary(drills: SeedActivityInput[]) {
    writeFileSync(join(dir, 'drills.json'), JSON.stringify(drills));
    seedDrills(db, { dir, now: new Date('2025-01-01T00:00:00Z') });
    db.prepare("UPDATE activities SET profile = NULL, diagram = '{\"area\":{\"width\":10,\"length\":10}}'").run();
    db.prepare('UPDATE seeded_drills SET content_hash = NULL').run();
  }

  it('gives unedited seeded drills their profile and diagram, bumps their version, and keeps their id', () => {
    const drills = keeperDrills().slice(0, 3);
    seedOldLibrary(drills);
    const before = byTitle(drills[0]!.title);
    expect(before.profile).toBeNull();

    expect(refreshSeededDrills(db, { dir, now: new Date('2026-01-01T00:00:00Z') })).toBe(3);
    const after = byTitle(drills[0]!.title);
    expect(after.id).toBe(before.id);
    expect(after.createdAt).toBe(before.createdAt);
    expect(after.profile).toEqual(drills[0]!.profile);
    expect(after.diagram?.area).toMatchObject(drills[0]!.diagram.area!);
    expect(after.diagram?.phases).toEqual(drills[0]!.diagram.phases ?? []);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.updatedAt).toBe('2026-01-01T00:00:00.000Z');
    // Nothing changed since: a second start-up writes nothing.
    expect(refreshSeededDrills(db, { dir })).toBe(0);
  });

  it('never overwrites a drill an admin edited since seeding', () => {
    const drills = keeperDrills().slice(0, 2);
    seedOldLibrary(drills);
    db.prepare("UPDATE activities SET setup = 'Our own version', updated_at = '2025-06-01T00:00:00.000Z' WHERE title = ?").run(drills[0]!.title);
    expect(refreshSeededDrills(db, { dir })).toBe(1);
    const edited = byTitle(drills[0]!.title);
    expect(edited.setup).toBe('Our own version');
    expect(edited.profile).toBeNull();
    expect(byTitle(drills[1]!.title).profile).toEqual(drills[1]!.profile);
  });

  it('picks up a later fix in the data file, and leaves a drill alone when an admin made a second one with its title', () => {
    const drills = keeperDrills().slice(0, 2);
    writeFileSync(join(dir, 'drills.json'), JSON.stringify(drills));
    seedDrills(db, { dir });
    expect(refreshSeededDrills(db, { dir })).toBe(0);
    const fixed = structuredClone(drills);
    fixed[0]!.setup = `${fixed[0]!.setup} Fixed spacing.`;
    fixed[1]!.setup = `${fixed[1]!.setup} Fixed spacing.`;
    writeFileSync(join(dir, 'drills.json'), JSON.stringify(fixed));
    db.prepare("INSERT INTO activities (id, title, category, ability_level, created_at, version, updated_at) VALUES ('0190a0a0-0000-7000-8000-000000000001', ?, 'Goalkeeping', 'Beginner', 'x', 1, 'x')").run(drills[1]!.title);
    expect(refreshSeededDrills(db, { dir })).toBe(1);
    expect(byTitle(drills[0]!.title).setup).toMatch(/Fixed spacing\.$/);
    expect(countRows(db, 'activities', "title = ? AND setup LIKE '%Fixed spacing.'", drills[1]!.title)).toBe(0);
  });

  it('adds the Goalkeeping category once to a tree that lacks it, and never brings it back after a delete', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    seedCategories(db, now);
    // The tree an older release seeded: no Goalkeeping, and no record of having added it.
    db.prepare("DELETE FROM categories WHERE name = 'Goalkeeping'").run();
    db.prepare('DELETE FROM seed_marks').run();
    expect(countRows(db, 'sub_categories', "name = 'Goalkeeping'")).toBe(0);

    expect(seedGoalkeepingCategory(db, now)).toBe(true);
    const category = db.prepare("SELECT id, display_order FROM categories WHERE name = 'Goalkeeping'").get() as { id: string; display_order: number };
    const maxOrder = db.prepare('SELECT MAX(display_order) FROM categories').pluck().get() as number;
    expect(category.display_order).toBe(maxOrder);
    expect(countRows(db, 'sub_categories', "name = 'Goalkeeping' AND category_id = ?", category.id)).toBe(1);
    expect(seedGoalkeepingCategory(db, now)).toBe(false);
    expect(countRows(db, 'categories', "name = 'Goalkeeping'")).toBe(1);

    db.prepare("DELETE FROM categories WHERE name = 'Goalkeeping'").run();
    expect(seedGoalkeepingCategory(db, now)).toBe(false);
    expect(countRows(db, 'categories', "name = 'Goalkeeping'")).toBe(0);
  });

  it('does not add Goalkeeping when the tree already has it under another category, or seeded it fresh', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    seedCategories(db, now);
    expect(seedGoalkeepingCategory(db, now)).toBe(false);
    expect(countRows(db, 'categories', "name = 'Goalkeeping'")).toBe(1);

    db.prepare("DELETE FROM categories WHERE name = 'Goalkeeping'").run();
    db.prepare('DELETE FROM seed_marks').run();
    db.prepare("UPDATE sub_categories SET name = 'goalkeeping' WHERE name = 'Finishing'").run();
    expect(seedGoalkeepingCategory(db, now)).toBe(false);
    expect(countRows(db, 'categories', "name = 'Goalkeeping'")).toBe(0);
  });
});
