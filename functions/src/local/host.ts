import { randomBytes } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installFunctionsCore, type FunctionsRegistry } from './functions-core';
import { createHttpDispatcher, sendJson, type HttpDispatcher } from './http-dispatch';
import { apiRewrite, createStaticSite, type StaticSite, type StaticWebAppConfig } from './static-site';
import { startTriggers, type TriggerHost } from './triggers';
import { startEmbeddedServices } from './services';
import { startSat69bFake, type Sat69bFake } from './services/sat69b-fake';

/**
 * The local host: one Node process that runs the whole portal without Azure, Docker or Core Tools. It starts
 * the embedded services (Azurite, the Cosmos DB server, an SMTP catcher), writes the app settings they need,
 * loads the genuine Functions registrations through the functions-core shim, creates every storage resource,
 * loads the demo data once, serves /api/* like the Functions host and the built web app like Static Web Apps,
 * and runs the queue, blob and timer triggers.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type LocalHostOptions = {
  /** 4280 by default; 0 picks a free port. */
  port?: number;
  host?: string;
  /** Persist everything under this folder; undefined keeps all data in memory (tests). */
  dataDir?: string;
  /** The built web app; defaults to web/dist. Missing → only /api is served. */
  webRoot?: string;
  /** Ports of the embedded services; 0 for each in tests. */
  servicePorts?: { cosmos?: number; blob?: number; queue?: number; table?: number; smtp?: number };
  /** Start Azurite, Cosmos and SMTP in-process (default). false: use the settings already in the environment. */
  embedded?: boolean;
  /** Load the demo data on first start (default true). */
  seed?: boolean;
  /**
   * After the seed, compute what is derived from it: the compliance figures of every demo supplier and the SAT 69-B
   * marks (default true). Seconds of CPU on every start, so the API tests' harness turns it off and the tests that
   * read those figures turn it on.
   */
  seedDerived?: boolean;
  env?: 'local' | 'test';
  /** Trigger timings; tests shorten them. */
  triggerTimings?: { blobPollIntervalMs?: number; maxPollingIntervalMs?: number; visibilityTimeoutSeconds?: number; maxDequeueCount?: number; messageLeaseSeconds?: number };
  /** Functions' log lines (default: warnings and errors to stderr). */
  log?: (fn: string, level: string, args: unknown[]) => void;
};

export type LocalHost = {
  url: string;
  port: number;
  registry: FunctionsRegistry;
  dispatcher: HttpDispatcher;
  mail?: Awaited<ReturnType<typeof startEmbeddedServices>>['mail'];
  triggers: TriggerHost;
  services?: Awaited<ReturnType<typeof startEmbeddedServices>>;
  /** The SAT 69-B list's stand-in, when SAT69B_URL was not configured (tests change what it serves). */
  sat69b?: Sat69bFake;
  stop(): Promise<void>;
};

type HostJson = { extensions?: { http?: { routePrefix?: string }; queues?: { maxDequeueCount?: number; visibilityTimeout?: string; batchSize?: number; maxPollingInterval?: string } } };

function timespanSeconds(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const m = /^(\d+):(\d+):(\d+(?:\.\d+)?)$/.exec(value);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : fallback;
}

async function sessionKey(dataDir: string | undefined): Promise<string> {
  if (!dataDir) return randomBytes(48).toString('base64url');
  const file = path.join(dataDir, 'session-signing-key');
  const existing = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (existing && existing.trim().length >= 32) return existing.trim();
  const key = randomBytes(48).toString('base64url');
  await fs.writeFile(file, key, { mode: 0o600 });
  return key;
}

let appLoaded: Promise<unknown> | undefined;
/** The SAT 69-B address this process set for its own stand-in (a later host in the same process starts a new one). */
let ownSat69bUrl: string | undefined;

export async function startLocalHost(options: LocalHostOptions = {}): Promise<LocalHost> {
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined;
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  const hostJson = JSON.parse(await fs.readFile(path.join(repoRoot, 'host.json'), 'utf8')) as HostJson;
  const swaConfig = JSON.parse(await fs.readFile(path.join(repoRoot, 'staticwebapp.config.json'), 'utf8')) as StaticWebAppConfig;
  const listenHost = options.host ?? '127.0.0.1';
  const log = options.log ?? ((fn, level, args) => {
    if (level === 'error' || level === 'warning' || level === 'warn') console.error(`[${fn}] ${level}: ${args.map(String).join(' ')}`);
  });

  // The HTTP server is bound first so PUBLIC_BASE_URL knows its port before the app reads its settings.
  // Requests that arrive while the host is still starting wait for it instead of hanging unanswered.
  let onReady: (handler: (req: IncomingMessage, res: ServerResponse) => void) => void = () => undefined;
  const ready = new Promise<(req: IncomingMessage, res: ServerResponse) => void>((resolve) => (onReady = resolve));
  const server = http.createServer((req, res) => void ready.then((handle) => handle(req, res)));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4280, listenHost, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${listenHost === '127.0.0.1' || listenHost === '0.0.0.0' ? 'localhost' : listenHost}:${port}`;

  let services: Awaited<ReturnType<typeof startEmbeddedServices>> | undefined;
  let sat69b: Sat69bFake | undefined;
  try {
    if (options.embedded !== false) {
      services = await startEmbeddedServices({
        ...(dataDir ? { dataDir } : {}),
        host: '127.0.0.1',
        ports: options.servicePorts ?? {},
      });
      Object.assign(process.env, {
        EXPEDIENTE_ENV: options.env ?? 'local',
        PUBLIC_BASE_URL: url,
        SUPPORT_EMAIL: process.env.SUPPORT_EMAIL ?? 'soporte@demo.expediente.mx',
        COSMOS_ENDPOINT: services.cosmos.endpoint,
        COSMOS_KEY: services.cosmos.key,
        COSMOS_DATABASE: process.env.COSMOS_DATABASE ?? 'expediente',
        Storage: services.storage.connectionString,
        AzureWebJobsStorage: services.storage.connectionString,
        SESSION_SIGNING_KEY: await sessionKey(dataDir),
        MAIL_TRANSPORT: 'smtp',
        MAIL_FROM: process.env.MAIL_FROM ?? 'Expediente <no-responder@demo.expediente.mx>',
        SMTP_HOST: services.mail.host,
        SMTP_PORT: String(services.mail.port),
      });
      delete process.env.Storage__blobServiceUri;
      delete process.env.Storage__queueServiceUri;
      delete process.env.Storage__tableServiceUri;
      // The SAT 69-B list from a stand-in of the SAT's host unless an address is configured (issue 17).
      if (!process.env.SAT69B_URL || process.env.SAT69B_URL === ownSat69bUrl) {
        sat69b = await startSat69bFake();
        process.env.SAT69B_URL = ownSat69bUrl = sat69b.url;
      }
    }

    const { resetConfig, getConfig } = await import('../platform/config');
    const { resetClients } = await import('../platform/clients');
    const { resetMail } = await import('../platform/mail');
    resetConfig();
    resetClients();
    resetMail();
    getConfig(); // fails here, naming the setting, when one is missing or invalid

    const registry = installFunctionsCore();
    appLoaded ??= import('../index');
    await appLoaded;

    const { prepareStorage } = await import('./prepare');
    await prepareStorage();
    if (options.seed !== false) {
      const { seedDemoData } = await import('./seed');
      await seedDemoData({ derived: options.seedDerived !== false });
    }

    const routePrefix = hostJson.extensions?.http?.routePrefix ?? 'api';
    const dispatcher = createHttpDispatcher(registry, routePrefix, log);
    const webRoot = options.webRoot ?? path.join(repoRoot, 'web', 'dist');
    const site: StaticSite | undefined = existsSync(path.join(webRoot, 'index.html'))
      ? await createStaticSite({
          root: webRoot,
          config: swaConfig,
          // Direct uploads go from the browser to the local blob endpoint (a *.blob.core.windows.net host in Azure).
          ...(services ? { extraConnectSrc: [`http://127.0.0.1:${services.storage.ports.blob}`] } : {}),
        })
      : undefined;
    const globalHeaders = site?.globalHeaders ?? swaConfig.globalHeaders ?? {};
    const apiPrefix = `/${routePrefix}`;

    const local = await import('./dev-pages');
    const handleRequest = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      // SWA applies its global headers to every answer, /api included.
      for (const k in globalHeaders) res.setHeader(k, globalHeaders[k]!);
      try {
        const rewritten = apiRewrite(swaConfig, apiPrefix, req.method ?? 'GET', req.url ?? '/');
        if (rewritten) {
          // A route rule rewriting to /api (e.g. GET /login-saml): SWA forwards it to the Functions app.
          req.url = rewritten;
          await dispatcher.handle(req, res);
        } else if (pathname === apiPrefix || pathname.startsWith(`${apiPrefix}/`)) await dispatcher.handle(req, res);
        else if (pathname.startsWith('/_local/') && services) await local.handleLocalPage(req, res, { mail: services.mail });
        else if (site) await site.handle(req, res);
        else {
          res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('La aplicación web no está compilada: ejecute `npm run build -w web`.');
        }
      } catch (err) {
        console.error(err);
        if (!res.headersSent) sendJson(res, 500, { status: 500, code: 'internal', message: 'Error interno del host local.' });
        else res.destroy();
      }
    };
    onReady((req, res) => void handleRequest(req, res));

    const queues = hostJson.extensions?.queues ?? {};
    const t = options.triggerTimings ?? {};
    const triggers = startTriggers({
      registry,
      connectionString: (name) => process.env[name] ?? '',
      ...(dataDir ? { dataDir } : {}),
      maxDequeueCount: t.maxDequeueCount ?? queues.maxDequeueCount ?? 5,
      visibilityTimeoutSeconds: t.visibilityTimeoutSeconds ?? timespanSeconds(queues.visibilityTimeout, 2),
      ...(t.messageLeaseSeconds !== undefined ? { messageLeaseSeconds: t.messageLeaseSeconds } : {}),
      batchSize: queues.batchSize ?? 16,
      maxPollingIntervalMs: t.maxPollingIntervalMs ?? timespanSeconds(queues.maxPollingInterval, 2) * 1000,
      blobPollIntervalMs: t.blobPollIntervalMs ?? 1000,
      log,
    });
    await registry.runHooks('appStart', { hookData: {}, appHookData: {} });

    let stopping: Promise<void> | undefined;
    return {
      url,
      port,
      registry,
      dispatcher,
      triggers,
      ...(services ? { services, mail: services.mail } : {}),
      ...(sat69b ? { sat69b } : {}),
      stop() {
        stopping ??= (async () => {
          await registry.runHooks('appTerminate', { hookData: {}, appHookData: {} }).catch(() => undefined);
          server.closeAllConnections();
          await new Promise<void>((resolve) => server.close(() => resolve()));
          await triggers.stop();
          resetClients();
          resetMail();
          await services?.stop();
          await sat69b?.stop();
        })();
        return stopping;
      },
    };
  } catch (err) {
    server.close();
    await services?.stop().catch(() => undefined);
    await sat69b?.stop().catch(() => undefined);
    throw err;
  }
}
