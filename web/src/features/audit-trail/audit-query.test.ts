import { describe, expect, it } from 'vitest';
import { auditPath, emptyFilter, filterError } from './audit-query';

describe('audit filter', () => {
  it('asks the club or the platform endpoint with only the filters set', () => {
    expect(auditPath('club', emptyFilter)).toBe('/api/org-admin/audit');
    expect(auditPath('all', { action: 'player.erased', search: ' sam ', from: '2026-01-01', to: '' }, 'x|y')).toBe(
      '/api/admin/audit?action=player.erased&search=sam&from=2026-01-01&before=x%7Cy',
    );
  });

  it('refuses a start after the end', () => {
    expect(filterError({ ...emptyFilter, from: '2026-02-01', to: '2026-01-01' })).toMatch(/start date/);
    expect(filterError({ ...emptyFilter, from: '2026-01-01', to: '2026-01-01' })).toBeUndefined();
  });
});
