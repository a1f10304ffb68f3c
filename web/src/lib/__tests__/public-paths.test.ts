import { describe, expect, it } from 'vitest';
import { isPublicPath, safeReturnUrl } from '../public-paths';

describe('safeReturnUrl', () => {
  it.each([
    ['/contacts?type=person', '/contacts?type=person'],
    ['/documents/abc#x', '/documents/abc#x'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected);
  });

  it.each([null, undefined, '', 'contacts', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/a\nb', '/logout', '/login?returnUrl=/x'])(
    'falls back to / for %s',
    (value) => {
      expect(safeReturnUrl(value)).toBe('/');
    },
  );
});

describe('isPublicPath', () => {
  it('knows the public screens and that /account alone is private', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/logout/')).toBe(true);
    expect(isPublicPath('/account/reset-password')).toBe(true);
    expect(isPublicPath('/account')).toBe(false);
    expect(isPublicPath('/accounting')).toBe(false);
    expect(isPublicPath('/')).toBe(false);
  });
});
