import { describe, expect, it } from 'vitest';
import { backTarget } from './back-target';

describe('backTarget', () => {
  it('goes to the previous page once the app has moved on from its first page', () => {
    expect(backTarget({ usr: null, key: 'k', idx: 2 }, '/session-library')).toBe('previous');
  });

  it('goes to the parent on the page the tab opened with, or with no router state', () => {
    expect(backTarget({ usr: null, key: 'default', idx: 0 }, '/session-library')).toBe('/session-library');
    expect(backTarget(null, '/teams')).toBe('/teams');
    expect(backTarget({ idx: '3' }, '/')).toBe('/');
  });
});
