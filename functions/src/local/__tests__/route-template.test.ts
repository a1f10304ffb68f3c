import { describe, expect, it } from 'vitest';
import { compareRoutes, compileRoute, matchRoute, splitPath } from '../route-template';

const m = (template: string, path: string) => matchRoute(compileRoute(template), splitPath(path)!);

describe('route templates (Functions host semantics)', () => {
  it('matches literals without case and captures params', () => {
    expect(m('contacts/{id}', '/Contacts/abc')).toEqual({ id: 'abc' });
    expect(m('contacts/{id}', '/contacts')).toBeUndefined();
    expect(m('contacts/{id}', '/contacts/a/b')).toBeUndefined();
  });
  it('decodes percent-encoded segments and rejects bad encoding', () => {
    expect(m('contacts/{id}', '/contacts/a%20b')).toEqual({ id: 'a b' });
    expect(splitPath('/contacts/%E0%A4%A')).toBeUndefined();
  });
  it('supports optional, constrained and catch-all params', () => {
    expect(m('items/{id?}', '/items')).toEqual({});
    expect(m('items/{id?}', '/items/7')).toEqual({ id: '7' });
    expect(m('items/{id:int}', '/items/7')).toEqual({ id: '7' });
    expect(m('items/{id:int}', '/items/x')).toBeUndefined();
    expect(m('files/{*rest}', '/files/a/b/c')).toEqual({ rest: 'a/b/c' });
    expect(m('files/{*rest}', '/files')).toEqual({});
  });
  it('ranks literal over param, constrained over plain, catch-all last', () => {
    const routes = ['notifications/{userPK}', 'notifications/add', 'notifications/{*rest}', 'notifications/{n:int}'].map(compileRoute);
    routes.sort(compareRoutes);
    expect(routes.map((r) => r.template)).toEqual(['notifications/add', 'notifications/{n:int}', 'notifications/{userPK}', 'notifications/{*rest}']);
  });
  it('refuses templates it cannot read instead of guessing', () => {
    expect(() => compileRoute('a/{b}.{c}')).toThrow(/Unsupported/);
  });
});
