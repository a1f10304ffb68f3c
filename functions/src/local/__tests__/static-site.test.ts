import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { apiRewrite, createStaticSite, globToRegExp, type StaticWebAppConfig } from '../static-site';
import { repoRoot } from '../host';

const config = JSON.parse(readFileSync(path.join(repoRoot, 'staticwebapp.config.json'), 'utf8')) as StaticWebAppConfig;
let server: http.Server;
let base: string;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'swa-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>'.padEnd(3000, ' '));
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  const site = await createStaticSite({ root: dir, config, extraConnectSrc: ['http://127.0.0.1:10000'] });
  server = http.createServer((req, res) => void site.handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static site under staticwebapp.config.json', () => {
  it('answers deep links with the app (navigation fallback) and security headers', async () => {
    const res = await fetch(`${base}/contacts/abc`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain('connect-src http://127.0.0.1:10000');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
  it('serves hashed assets as immutable and does not fall back for missing assets', async () => {
    const ok = await fetch(`${base}/assets/app-abc123.js`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/javascript/);
    expect(ok.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(`${base}/assets/missing.js`);
    expect(missing.status).toBe(404);
  });
  it('compresses text, answers 304 to a matching ETag, refuses path traversal and writes', async () => {
    const gz = await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const etag = gz.headers.get('etag')!;
    const again = await fetch(`${base}/index.html`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const traversal = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(await traversal.text()).not.toContain('root:');
    const post = await fetch(`${base}/login`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
  it('hands route rules that rewrite to /api to the API, query string included (GET /login-saml)', () => {
    expect(apiRewrite(config, '/api', 'GET', '/login-saml?returnUrl=%2Fcontacts')).toBe('/api/login-saml?returnUrl=%2Fcontacts');
    expect(apiRewrite(config, '/api', 'get', '/LOGIN-SAML')).toBe('/api/login-saml');
    expect(apiRewrite(config, '/api', 'POST', '/login-saml')).toBeUndefined();
    expect(apiRewrite(config, '/api', 'GET', '/login-saml/x')).toBeUndefined();
    expect(apiRewrite(config, '/api', 'GET', '/assets/app.js')).toBeUndefined();
    expect(apiRewrite(config, '/api', 'GET', '/login')).toBeUndefined();
    const custom: StaticWebAppConfig = { routes: [{ route: '/docs/*', rewrite: '/index.html' }, { route: '/docs/*', rewrite: '/api/docs' }] };
    expect(apiRewrite(custom, '/api', 'GET', '/docs/a')).toBeUndefined(); // the first matching rule decides
  });

  it('reads SWA globs', () => {
    expect(globToRegExp('/*.{js,css}').test('/main.css')).toBe(true);
    expect(globToRegExp('/assets/*').test('/assets/x/y.js')).toBe(true);
    expect(globToRegExp('/assets/*').test('/contacts')).toBe(false);
  });
});
