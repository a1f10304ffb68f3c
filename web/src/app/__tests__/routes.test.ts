import { describe, expect, it } from 'vitest';
import { isPublicPath } from '../../lib/public-paths';
import { getHref, routes } from '../routes';

// part 2 §2.19, plus 'Mi cuenta' (/account).
const specPaths = [
  '/account/recover-password', '/login-2fa', '/account/redeem', '/account/reset-password', '/login', '/logout', '/account/status', '/supplier/redeem-invite',
  '/dev', '/dev/advanced', '/dev/invites', '/dev/ui',
  '/', '/account', '/contacts', '/contacts/:id', '/orders', '/supplier-periods', '/documents', '/documents/:id', '/contracts', '/compliance', '/chatbot',
  '/notifications', '/audit/documents', '/audit/documents/:id', '/audit/document-details/:id', '/DocumentsUnderReview', '/DocumentsUnderReview/document/:id',
  '/upload-documents', '/help/tours',
  '/admin', '/admin/tenants', '/admin/tenants/:id', '/admin/tenants/:id/users', '/admin/contacts', '/admin/contacts/:id', '/admin/documents',
  '/admin/documents/:id', '/admin/documenttypes', '/admin/documenttypes/:id', '/admin/users', '/admin/users/:id', '/admin/roles', '/admin/tablestorage',
  '/admin/audit/documents', '/admin/audit/documents/:id', '/admin/audit/document-details/:id', '/admin/features',
  // Part 2 §2.9: each role of /admin/roles links to ./{name} (the route table of §2.19 leaves it out).
  '/admin/roles/:name',
  // Part 2 §2.5: the orders list lives at /orders/list; /orders sends there.
  '/orders/list',
];

describe('route table', () => {
  it('holds exactly the spec routes, each path and key once', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(routes.map((r) => r.key)).size).toBe(routes.length);
    expect([...paths].sort()).toEqual([...specPaths].sort());
  });

  it('gives every route a Spanish title and a lazy page that resolves to a component', async () => {
    for (const route of routes) {
      expect(route.title.trim(), route.key).not.toBe('');
      expect(typeof route.page, route.key).toBe('function');
      const module = await route.page();
      expect(typeof module.default, route.key).toBe('function');
    }
  });

  it('marks as public exactly the public screens, matching the API client', () => {
    for (const route of routes) {
      expect(route.public, route.path).toBe(route.group === 'public');
      expect(isPublicPath(route.path), route.path).toBe(route.public);
    }
    expect(routes.filter((r) => r.public).map((r) => r.path).sort()).toEqual(specPaths.slice(0, 8).sort());
  });

  it('keeps /dev and /admin routes in their groups', () => {
    for (const route of routes) {
      if (route.path === '/dev' || route.path.startsWith('/dev/')) expect(route.group).toBe('dev');
      if (route.path === '/admin' || route.path.startsWith('/admin/')) expect(route.group).toBe('admin');
    }
  });
});

describe('getHref', () => {
  it('returns plain paths', () => {
    expect(getHref('home')).toBe('/');
    expect(getHref('adminTableStorage')).toBe('/admin/tablestorage');
  });

  it('fills and URL-encodes parameters', () => {
    expect(getHref('contactDetail', { id: 'abc-123' })).toBe('/contacts/abc-123');
    expect(getHref('adminTenantUsers', { id: 42 })).toBe('/admin/tenants/42/users');
    expect(getHref('documentDetail', { id: 'a/b c?d#é' })).toBe('/documents/a%2Fb%20c%3Fd%23%C3%A9');
    expect(getHref('disputeDocument', { id: 'k1' })).toBe('/DocumentsUnderReview/document/k1');
  });

  it('builds the query string, skipping empty values and repeating arrays', () => {
    expect(getHref('contacts', undefined, { type: 'person', search: 'Ana & Luis' })).toBe('/contacts?type=person&search=Ana+%26+Luis');
    expect(getHref('login2fa', {}, { email: 'a+b@c.mx', returnUrl: '/x?y=1' })).toBe('/login-2fa?email=a%2Bb%40c.mx&returnUrl=%2Fx%3Fy%3D1');
    expect(getHref('contactDetail', { id: 'p1' }, { upload: true, year: 2025, period: null, documentType: undefined })).toBe(
      '/contacts/p1?upload=true&year=2025',
    );
    expect(getHref('documents', undefined, { status: ['V', 'P'] })).toBe('/documents?status=V&status=P');
    expect(getHref('documents', undefined, {})).toBe('/documents');
  });

  it('rejects a missing parameter at compile time and at run time', () => {
    // @ts-expect-error the id parameter is required
    expect(() => getHref('contactDetail')).toThrow(/id/);
    // @ts-expect-error the parameter is named id, not pk
    expect(() => getHref('adminUser', { pk: '1' })).toThrow(/id/);
    // @ts-expect-error unknown route key
    expect(() => getHref('nope')).toThrow();
  });
});
