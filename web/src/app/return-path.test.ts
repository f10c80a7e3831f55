import { describe, expect, it } from 'vitest';
import { isSignedInPath, loginPathFor, safeReturnPath } from './return-path';

describe('the path kept across sign-in', () => {
  it('keeps a relative path of this app, with its query and fragment', () => {
    expect(safeReturnPath('/pitch-card/0190?x=1#top')).toBe('/pitch-card/0190?x=1#top');
    expect(safeReturnPath('/schedule/abc')).toBe('/schedule/abc');
  });

  it('refuses anything that could leave the site, and the pages that need no return', () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'pitch-card/1', '', null, undefined, '/', '/login?next=/x']) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });

  it('knows the screens behind sign-in from the landing page', () => {
    expect(isSignedInPath('/pitch-card/0190')).toBe(true);
    expect(isSignedInPath('/session-library')).toBe(true);
    expect(isSignedInPath('/')).toBe(false);
    expect(isSignedInPath('/no-such-page')).toBe(false);
  });

  it('builds the sign-in link that carries the path', () => {
    expect(loginPathFor('/pitch-card/1?a=b')).toBe('/login?next=%2Fpitch-card%2F1%3Fa%3Db');
  });
});
