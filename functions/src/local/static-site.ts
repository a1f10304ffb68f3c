import { createReadStream, promises as fs } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Serves the built web app under the rules of staticwebapp.config.json, as Static Web Apps does: route rules
 * (headers, rewrite, redirect, statusCode), navigationFallback (SPA deep links) with its exclude globs,
 * responseOverrides, globalHeaders (security headers, CSP) and mimeTypes. Text assets are gzip-compressed.
 */

type RouteRule = {
  route: string;
  headers?: Record<string, string>;
  rewrite?: string;
  redirect?: string;
  statusCode?: number;
  methods?: string[];
};
export type StaticWebAppConfig = {
  routes?: RouteRule[];
  navigationFallback?: { rewrite: string; exclude?: string[] };
  responseOverrides?: Record<string, { rewrite?: string; redirect?: string; statusCode?: number }>;
  globalHeaders?: Record<string, string>;
  mimeTypes?: Record<string, string>;
};

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg)/;

/** SWA route globs: `*` matches within and across segments at the end; `{a,b}` alternatives. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') re += '.*';
    else if (c === '{') {
      const end = glob.indexOf('}', i);
      re += `(?:${glob.slice(i + 1, end).split(',').map(escape).join('|')})`;
      i = end;
    } else re += escape(c);
  }
  return new RegExp(`^${re}$`, 'i');
}
function escape(s: string): string {
  return s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A route rule that rewrites to the API (e.g. /login-saml → /api/login-saml): Static Web Apps hands the rewritten
 * request, query string included, to the linked Functions app. Answers the path and query to dispatch, when the
 * first rule that matches the request (route and methods, as `handle` matches them) has such a rewrite.
 */
export function apiRewrite(config: StaticWebAppConfig, apiPrefix: string, method: string, url: string): string | undefined {
  const parsed = new URL(url, 'http://localhost');
  for (const rule of config.routes ?? []) {
    if (!globToRegExp(rule.route).test(parsed.pathname)) continue;
    if (rule.methods && !rule.methods.map((m) => m.toUpperCase()).includes(method.toUpperCase())) continue;
    return rule.rewrite?.startsWith(`${apiPrefix}/`) ? rule.rewrite + parsed.search : undefined;
  }
  return undefined;
}

export type StaticSite = {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Headers every response of the site carries (also applied to /api answers by SWA). */
  globalHeaders: Record<string, string>;
};

export async function createStaticSite(options: {
  root: string;
  config: StaticWebAppConfig;
  /** Extra origins the local CSP must allow for connect-src (the local blob endpoint for direct uploads). */
  extraConnectSrc?: string[];
}): Promise<StaticSite> {
  const { root, config } = options;
  const rules = (config.routes ?? []).map((r) => ({ ...r, re: globToRegExp(r.route) }));
  const fallbackExclude = (config.navigationFallback?.exclude ?? []).map(globToRegExp);
  const mime = { ...MIME, ...(config.mimeTypes ?? {}) };
  const globalHeaders = { ...(config.globalHeaders ?? {}) };
  const cspKey = Object.keys(globalHeaders).find((k) => k.toLowerCase() === 'content-security-policy');
  if (cspKey && options.extraConnectSrc?.length) {
    globalHeaders[cspKey] = globalHeaders[cspKey]!.replace('connect-src', `connect-src ${options.extraConnectSrc.join(' ')}`);
  }
  const gzCache = new Map<string, { mtimeMs: number; data: Buffer }>();

  async function fileFor(urlPath: string): Promise<string | undefined> {
    const rel = path.normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
    const full = path.join(root, rel);
    if (!full.startsWith(path.resolve(root))) return undefined; // no escaping the site root
    try {
      const stat = await fs.stat(full);
      if (stat.isFile()) return full;
      if (stat.isDirectory()) {
        const index = path.join(full, 'index.html');
        if ((await fs.stat(index).catch(() => undefined))?.isFile()) return index;
      }
    } catch {
      return undefined;
    }
    return undefined;
  }

  async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status: number, headers: Record<string, string>) {
    const ext = path.extname(file).toLowerCase();
    const type = mime[ext] ?? 'application/octet-stream';
    const stat = await fs.stat(file);
    const etag = `"${stat.size.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}"`;
    const all: Record<string, string> = { ...globalHeaders, 'Content-Type': type, ETag: etag, ...headers };
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, all);
      res.end();
      return;
    }
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (acceptsGzip && COMPRESSIBLE.test(type) && stat.size > 1024) {
      let cached = gzCache.get(file);
      if (!cached || cached.mtimeMs !== stat.mtimeMs) {
        cached = { mtimeMs: stat.mtimeMs, data: gzipSync(await fs.readFile(file)) };
        gzCache.set(file, cached);
      }
      res.writeHead(status, { ...all, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Content-Length': String(cached.data.length) });
      res.end(req.method === 'HEAD' ? undefined : cached.data);
      return;
    }
    res.writeHead(status, { ...all, 'Content-Length': String(stat.size) });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname = url.pathname;
    let status = 200;
    const headers: Record<string, string> = {};

    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { ...globalHeaders, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
      return;
    }

    for (const rule of rules) {
      if (!rule.re.test(pathname)) continue;
      if (rule.methods && !rule.methods.map((m) => m.toUpperCase()).includes(method)) continue;
      Object.assign(headers, rule.headers ?? {});
      if (rule.redirect) {
        res.writeHead(rule.statusCode ?? 302, { ...globalHeaders, Location: rule.redirect });
        res.end();
        return;
      }
      if (rule.statusCode) status = rule.statusCode;
      if (rule.rewrite) pathname = rule.rewrite;
      break;
    }

    let file: string | undefined;
    try {
      file = await fileFor(pathname);
    } catch {
      file = undefined;
    }
    if (!file && config.navigationFallback && !fallbackExclude.some((re) => re.test(url.pathname))) {
      file = await fileFor(config.navigationFallback.rewrite);
      // Deep-link rules (e.g. /index.html no-cache) apply to the rewritten document too.
      for (const rule of rules) if (rule.re.test(config.navigationFallback.rewrite)) Object.assign(headers, rule.headers ?? {});
    }
    if (!file) {
      const override = config.responseOverrides?.['404'];
      const target = override?.rewrite ? await fileFor(override.rewrite) : undefined;
      if (override?.redirect) {
        res.writeHead(override.statusCode ?? 302, { ...globalHeaders, Location: override.redirect });
        res.end();
        return;
      }
      if (target) return sendFile(req, res, target, override?.statusCode ?? 404, { 'Cache-Control': 'no-cache' });
      res.writeHead(404, { ...globalHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not Found');
      return;
    }
    await sendFile(req, res, file, status, headers);
  }

  return { handle, globalHeaders };
}
