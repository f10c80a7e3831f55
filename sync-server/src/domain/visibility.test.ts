import { describe, expect, it } from 'vitest';
import { noFlags } from '@pitchside/shared';
import type { AuthedUser } from './actor';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import type { Tables } from '../db/tables';
import { scopeOf, visibility, type Visibility } from './visibility';

const coach: AuthedUser = {
  id: '0190a6c8-0000-7000-8000-000000000001',
  role: 'coach',
  organizationId: '0190a6c8-0000-7000-8000-0000000000aa',
  ...noFlags,
  email: 'c@example.test',
  firstName: 'C',
  lastName: 'Oach',
  status: 'active',
  organizationName: 'Club',
  hasUnitedFcLibraryAccess: true,
  scopeVersion: 0,
  tokenHash: 'x',
};

describe('scopeOf', () => {
  it('changes with each thing that decides what a device may hold', () => {
    const base = scopeOf(coach);
    expect(scopeOf({ ...coach, firstName: 'Renamed', tokenHash: 'y' })).toBe(base);
    const variants: Partial<AuthedUser>[] = [
      { organizationId: '0190a6c8-0000-7000-8000-0000000000bb' },
      { role: 'org_admin' },
      { canViewSessionLibrary: true },
      { canGrantFeatureAccess: true },
      { hasUnitedFcLibraryAccess: false },
      { scopeVersion: 1 },
    ];
    const scopes = variants.map((v) => scopeOf({ ...coach, ...v }));
    expect(new Set([base, ...scopes]).size).toBe(variants.length + 1);
  });
});

/** The SQL a rule becomes (a query builder that never connects). */
const compiler = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});
const compiled = (rule: Visibility) => rule.compile(compiler);

describe('visibility', () => {
  it('hides global activities without library access, but never global categories', () => {
    const closed = { ...coach, hasUnitedFcLibraryAccess: false };
    expect(compiled(visibility(closed, 'activities')).sql).not.toContain('IS NULL');
    expect(compiled(visibility(closed, 'categories')).sql).toContain('IS NULL');
    expect(compiled(visibility(coach, 'activities')).sql).toContain('IS NULL');
    // A super admin sees the provider's library whatever their organization's setting.
    expect(compiled(visibility({ ...closed, role: 'admin' }, 'activities')).sql).toContain('IS NULL');
    expect(compiled(visibility(coach, 'sessions'))).toMatchObject({ sql: 'organization_id = ?', parameters: [coach.organizationId] });
  });
});
