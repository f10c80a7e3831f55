import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SeedActivityInput } from '@pitchside/shared';
import type { Db } from '../db/database';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { activityFromRow, type ActivityRow } from '../domain/activity-rows';
import { countRows, queryColumn, queryValue, queryRow, execute } from '../../test-support/index';
import { DRILLS_DIR, refreshSeededDrills, renameSeededDrills, seedDrills } from './drills';
import { seedCategories, seedLaterCategories, seedLaterCategory } from './taxonomy';

/** Existing databases meeting the grown-up library: profiles, fixed drills, Goalkeeping. */
describe('bringing an existing database up to date', () => {
  let dir: string;
  let db: Db;
  let database: TestDatabase;
  const keeperDrills = () => JSON.parse(readFileSync(join(DRILLS_DIR, 'goalkeeping.json'), 'utf8')) as SeedActivityInput[];
  const byTitle = async (title: string) => activityFromRow(await queryRow(db, 'SELECT * FROM activities WHERE title = ?', title) as ActivityRow);

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pitchside-refresh-'));
    database = await openTestDatabase(join(dir, 'pitchside.db'));
    db = database.db;
  });
  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A library seeded by the release before profiles: the rows have no profile and no fingerprint. */
  async function seedOldLibrary(drills: SeedActivityInput[]) {
    writeFileSync(join(dir, 'drills.json'), JSON.stringify(drills));
    await seedDrills(db, { dir, now: new Date('2025-01-01T00:00:00Z') });
    await execute(db, "UPDATE activities SET profile = NULL, diagram = '{\"area\":{\"width\":10,\"length\":10}}'");
    await execute(db, 'UPDATE seeded_drills SET content_hash = NULL');
  }

  it('gives unedited seeded drills their profile and diagram, bumps their version, and keeps their id', async () => {
    const drills = keeperDrills().slice(0, 3);
    await seedOldLibrary(drills);
    const before = await byTitle(drills[0]!.title);
    expect(before.profile).toBeNull();

    expect(await refreshSeededDrills(db, { dir, now: new Date('2026-01-01T00:00:00Z') })).toBe(3);
    const after = await byTitle(drills[0]!.title);
    expect(after.id).toBe(before.id);
    expect(after.createdAt).toBe(before.createdAt);
    expect(after.profile).toEqual(drills[0]!.profile);
    expect(after.diagram?.area).toMatchObject(drills[0]!.diagram.area!);
    expect(after.diagram?.phases).toEqual(drills[0]!.diagram.phases ?? []);
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.updatedAt).toBe('2026-01-01T00:00:00.000Z');
    // Nothing changed since: a second start-up writes nothing.
    expect(await refreshSeededDrills(db, { dir })).toBe(0);
  });

  it('never overwrites a drill an admin edited since seeding', async () => {
    const drills = keeperDrills().slice(0, 2);
    await seedOldLibrary(drills);
    await execute(db, "UPDATE activities SET setup = 'Our own version', updated_at = '2025-06-01T00:00:00.000Z' WHERE title = ?", drills[0]!.title);
    expect(await refreshSeededDrills(db, { dir })).toBe(1);
    const edited = await byTitle(drills[0]!.title);
    expect(edited.setup).toBe('Our own version');
    expect(edited.profile).toBeNull();
    expect((await byTitle(drills[1]!.title)).profile).toEqual(drills[1]!.profile);
  });

  it('picks up a later fix in the data file, and leaves a drill alone when an admin made a second one with its title', async () => {
    const drills = keeperDrills().slice(0, 2);
    writeFileSync(join(dir, 'drills.json'), JSON.stringify(drills));
    await seedDrills(db, { dir });
    expect(await refreshSeededDrills(db, { dir })).toBe(0);
    const fixed = structuredClone(drills);
    fixed[0]!.setup = `${fixed[0]!.setup} Fixed spacing.`;
    fixed[1]!.setup = `${fixed[1]!.setup} Fixed spacing.`;
    writeFileSync(join(dir, 'drills.json'), JSON.stringify(fixed));
    await execute(db, "INSERT INTO activities (id, title, category, ability_level, created_at, version, updated_at) VALUES ('0190a0a0-0000-7000-8000-000000000001', ?, 'Goalkeeping', 'Beginner', 'x', 1, 'x')", drills[1]!.title);
    expect(await refreshSeededDrills(db, { dir })).toBe(1);
    expect((await byTitle(drills[0]!.title)).setup).toMatch(/Fixed spacing\.$/);
    expect(await countRows(db, 'activities', "title = ? AND setup LIKE '%Fixed spacing.'", drills[1]!.title)).toBe(0);
  });

  it('adds the Goalkeeping category once to a tree that lacks it, and never brings it back after a delete', async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    await seedCategories(db, now);
    // The tree an older release seeded: no Goalkeeping, and no record of having added it.
    await execute(db, "DELETE FROM categories WHERE name = 'Goalkeeping'");
    await execute(db, 'DELETE FROM seed_marks');
    expect(await countRows(db, 'sub_categories', "name = 'Goalkeeping'")).toBe(0);

    expect(await seedLaterCategory(db, now, 'Goalkeeping')).toBe(true);
    const category = await queryRow(db, "SELECT id, display_order FROM categories WHERE name = 'Goalkeeping'") as { id: string; display_order: number };
    const maxOrder = await queryValue(db, 'SELECT MAX(display_order) FROM categories') as number;
    expect(category.display_order).toBe(maxOrder);
    expect(await countRows(db, 'sub_categories', "name = 'Goalkeeping' AND category_id = ?", category.id)).toBe(1);
    expect(await seedLaterCategory(db, now, 'Goalkeeping')).toBe(false);
    expect(await countRows(db, 'categories', "name = 'Goalkeeping'")).toBe(1);

    await execute(db, "DELETE FROM categories WHERE name = 'Goalkeeping'");
    expect(await seedLaterCategory(db, now, 'Goalkeeping')).toBe(false);
    expect(await countRows(db, 'categories', "name = 'Goalkeeping'")).toBe(0);
  });

  it('does not add Goalkeeping when the tree already has it under another category, or seeded it fresh', async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    await seedCategories(db, now);
    expect(await seedLaterCategory(db, now, 'Goalkeeping')).toBe(false);
    expect(await countRows(db, 'categories', "name = 'Goalkeeping'")).toBe(1);

    await execute(db, "DELETE FROM categories WHERE name = 'Goalkeeping'");
    await execute(db, 'DELETE FROM seed_marks');
    await execute(db, "UPDATE sub_categories SET name = 'goalkeeping' WHERE name = 'Finishing'");
    expect(await seedLaterCategory(db, now, 'Goalkeeping')).toBe(false);
    expect(await countRows(db, 'categories', "name = 'Goalkeeping'")).toBe(0);
  });

  it('adds Set Pieces, Physical, Futsal and Cool-down once, with their sub-categories, after the existing tree', async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    await seedCategories(db, now);
    // The tree the release before them seeded: no new categories, only the Goalkeeping mark.
    for (const name of ['Set Pieces', 'Physical', 'Futsal', 'Cool-down']) await execute(db, 'DELETE FROM categories WHERE name = ?', name);
    await execute(db, "DELETE FROM seed_marks WHERE name <> 'goalkeeping-category'");
    const before = await queryValue(db, 'SELECT MAX(display_order) FROM categories') as number;

    expect(await seedLaterCategories(db, now)).toEqual(['Set Pieces', 'Physical', 'Futsal', 'Cool-down']);
    const added = await queryRow(db, "SELECT id, display_order FROM categories WHERE name = 'Set Pieces'") as { id: string; display_order: number };
    expect(added.display_order).toBe(before + 1);
    const subs = await queryColumn(db, 'SELECT name FROM sub_categories WHERE category_id = ? ORDER BY display_order', added.id);
    expect(subs).toEqual(['Attacking Set Pieces', 'Defending Set Pieces']);
    expect(await countRows(db, 'sub_categories', "name = 'Cool-down'")).toBe(1);
    expect(await countRows(db, 'categories', "name = 'Goalkeeping'")).toBe(1);

    await execute(db, "DELETE FROM categories WHERE name = 'Futsal'");
    expect(await seedLaterCategories(db, now)).toEqual([]);
    expect(await countRows(db, 'categories', "name = 'Futsal'")).toBe(0);
  });

  it('renames an unedited seeded drill to its new title (same id, fresh content), and leaves an edited one alone without adding a copy', async () => {
    const [first, second] = keeperDrills();
    const old = [{ ...first!, title: 'Old Name One' }, { ...second!, title: 'Old Name Two' }];
    writeFileSync(join(dir, 'drills.json'), JSON.stringify(old));
    await seedDrills(db, { dir, now: new Date('2025-01-01T00:00:00Z') });
    const ids = await queryColumn(db, 'SELECT id FROM activities ORDER BY title');
    await execute(db, "UPDATE activities SET updated_at = '2025-02-01T00:00:00.000Z', setup = 'Edited by the admin.' WHERE title = 'Old Name Two'");

    writeFileSync(join(dir, 'drills.json'), JSON.stringify([first, second]));
    const renames = [['Old Name One', first!.title], ['Old Name Two', second!.title]] as const;
    expect(await renameSeededDrills(db, renames)).toBe(2);
    await refreshSeededDrills(db, { dir, now: new Date('2026-01-01T00:00:00Z') });
    expect(await seedDrills(db, { dir })).toBe(0);

    const renamed = await byTitle(first!.title);
    expect(renamed.id).toBe(ids[0]);
    expect(renamed.setup).toBe(first!.setup);
    expect(await countRows(db, 'activities', 'title = ?', second!.title)).toBe(0);
    expect(await countRows(db, 'activities', "title = 'Old Name Two' AND setup = 'Edited by the admin.'")).toBe(1);
    expect(await renameSeededDrills(db, renames)).toBe(0);
  });
  it('keeps a drill a later edition dropped as a duplicate: same id, same content, so sessions that list it still open it', async () => {
    const [kept, dropped] = keeperDrills();
    writeFileSync(join(dir, 'drills.json'), JSON.stringify([kept, dropped]));
    await seedDrills(db, { dir, now: new Date('2025-01-01T00:00:00Z') });
    const before = await byTitle(dropped!.title);

    writeFileSync(join(dir, 'drills.json'), JSON.stringify([{ ...kept!, setup: `${kept!.setup} Fixed.` }]));
    expect(await refreshSeededDrills(db, { dir, now: new Date('2026-01-01T00:00:00Z') })).toBe(1);
    expect(await seedDrills(db, { dir })).toBe(0);
    const after = await byTitle(dropped!.title);
    expect(after).toEqual(before);
    expect(await countRows(db, 'activities', 'organization_id IS NULL')).toBe(2);
  });
});
