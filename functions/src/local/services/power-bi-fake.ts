import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the three outside calls of Power BI embedding (app owns data, service principal), on loopback,
 * with the real services' paths and response shapes:
 * - the identity platform's client-credentials token endpoint, POST `/{tenant}/oauth2/v2.0/token` (form body
 *   grant_type, client_id, client_secret, scope) → `{ token_type, expires_in, ext_expires_in, access_token }`, or an
 *   AADSTS error body (`{ error, error_description, error_codes, timestamp, trace_id, correlation_id }`);
 * - the Power BI REST API's Get Report In Group, GET `/v1.0/myorg/groups/{ws}/reports/{id}` with the bearer token →
 *   `{ id, reportType, name, webUrl, embedUrl, isFromPbix, isOwnedByMe, datasetId, datasetWorkspaceId, users,
 *   subscriptions }`;
 * - Generate Token In Group, POST `/v1.0/myorg/groups/{ws}/reports/{id}/GenerateToken` (`{ accessLevel, identities? }`)
 *   → `{ token, tokenId, expiration }`.
 * Power BI errors have the service's shape (`{ error: { code, message? } }`, 401/403 with an empty body as the service
 * answers a bad bearer). Any workspace and report id exists unless the test says otherwise (`missingReports`), and a
 * test can make each step fail or make tokens short-lived. Both the identity platform and the API are served from
 * the same origin: point POWERBI_AUTHORITY_HOST and POWERBI_API_BASE at `url` (`settings` has them).
 */

export type PowerBiFakeFailure = 401 | 403 | 404 | 500;

export type PowerBiFakeOptions = {
  host?: string;
  /** The service principal the token endpoint accepts (defaults: fixed test values). */
  tenantId?: string;
  clientId?: string;
  clientSecret?: string;
  /** Lifetime of the identity platform's access token, seconds (default 3599 as the service). */
  aadTokenSeconds?: number;
  /** Lifetime of an embed token, seconds (default 3600). */
  embedTokenSeconds?: number;
};

export type PowerBiFakeRequest = {
  method: string;
  /** The path as received. */
  path: string;
  kind: 'token' | 'report' | 'generate-token' | 'other';
  status: number;
  /** The GenerateToken body, as sent (it holds no secret). */
  body?: unknown;
  /** Whether the bearer (API) or the client credentials (token) were accepted; never the values themselves. */
  authorized: boolean;
};

export type PowerBiFake = {
  url: string;
  /** The app settings that point the app at this fake. */
  settings: { POWERBI_TENANT_ID: string; POWERBI_CLIENT_ID: string; POWERBI_CLIENT_SECRET: string; POWERBI_AUTHORITY_HOST: string; POWERBI_API_BASE: string };
  requests: PowerBiFakeRequest[];
  /** Make a step answer this status from now on (undefined: work again). */
  fail(step: 'token' | 'report' | 'generate-token', status: PowerBiFailureOrNone): void;
  /** Lifetimes of the tokens issued from now on. */
  lifetimes(next: { aadTokenSeconds?: number; embedTokenSeconds?: number }): void;
  /** Report ids that answer 404 (PowerBIEntityNotFound). */
  missingReports: Set<string>;
  stop(): Promise<void>;
};
type PowerBiFailureOrNone = PowerBiFakeFailure | undefined;

const TOKEN = /^\/([^/]+)\/oauth2\/v2\.0\/token$/;
const REPORT = /^\/v1\.0\/myorg\/groups\/([^/]+)\/reports\/([^/]+)$/;
const GENERATE = /^\/v1\.0\/myorg\/groups\/([^/]+)\/reports\/([^/]+)\/GenerateToken$/i;
const POWER_BI_SCOPE = 'https://analysis.windows.net/powerbi/api/.default';

function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }), 'Content-Length': String(Buffer.byteLength(text)), ...headers });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1024 * 1024) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function aadError(status: number, error: string, code: number, description: string) {
  const traceId = randomUUID();
  return {
    status,
    body: {
      error,
      error_description: `AADSTS${code}: ${description} Trace ID: ${traceId} Correlation ID: ${randomUUID()} Timestamp: ${new Date().toISOString()}`,
      error_codes: [code],
      timestamp: new Date().toISOString().replace('T', ' ').replace(/\.\d+Z$/, 'Z'),
      trace_id: traceId,
      correlation_id: randomUUID(),
    },
  };
}

export async function startPowerBiFake(options: PowerBiFakeOptions = {}): Promise<PowerBiFake> {
  const tenantId = options.tenantId ?? '7a1c0c4e-5b0e-4a45-9c2b-3f6d2c1e9a10';
  const clientId = options.clientId ?? '3d9f2a61-0c8b-4f7e-a2d4-6b1e5c9f8a23';
  const clientSecret = options.clientSecret ?? 'fake-powerbi-secret-value';
  let aadTokenSeconds = options.aadTokenSeconds ?? 3599;
  let embedTokenSeconds = options.embedTokenSeconds ?? 3600;
  const failures = new Map<string, PowerBiFakeFailure>();
  const missingReports = new Set<string>();
  const requests: PowerBiFakeRequest[] = [];
  /** Access tokens issued and when they stop working (ms since the epoch). */
  const issued = new Map<string, number>();

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, { error: { code: 'InternalError' } });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const method = (req.method ?? 'GET').toUpperCase();
    const record = (entry: Omit<PowerBiFakeRequest, 'method' | 'path'>) => requests.push({ method, path, ...entry });

    const token = TOKEN.exec(path);
    if (token && method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const failure = failures.get('token');
      const credentialsOk = token[1] === tenantId && form.get('client_id') === clientId && form.get('client_secret') === clientSecret;
      if (failure || !credentialsOk || form.get('grant_type') !== 'client_credentials' || form.get('scope') !== POWER_BI_SCOPE) {
        const answer =
          failure === 500
            ? { status: 500, body: { error: 'server_error', error_description: 'AADSTS90033: A transient error has occurred. Please try again.' } }
            : token[1] !== tenantId
              ? aadError(400, 'invalid_request', 90002, `Tenant '${token[1]}' not found.`)
              : form.get('client_id') !== clientId
                ? aadError(400, 'unauthorized_client', 700016, `Application with identifier '${form.get('client_id') ?? ''}' was not found in the directory.`)
                : aadError(401, 'invalid_client', 7000215, 'Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID.');
        record({ kind: 'token', status: answer.status, authorized: false });
        return send(res, answer.status, answer.body);
      }
      const accessToken = `fake-aad.${randomUUID()}`;
      issued.set(accessToken, Date.now() + aadTokenSeconds * 1000);
      record({ kind: 'token', status: 200, authorized: true });
      return send(res, 200, { token_type: 'Bearer', expires_in: aadTokenSeconds, ext_expires_in: aadTokenSeconds, access_token: accessToken });
    }

    const generate = GENERATE.exec(path);
    const report = REPORT.exec(path);
    if ((generate && method === 'POST') || (report && method === 'GET')) {
      const kind = generate ? 'generate-token' : 'report';
      const [, workspaceId, reportId] = (generate ?? report)!;
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const expires = bearer ? issued.get(bearer) : undefined;
      const body = generate ? (JSON.parse((await readBody(req)) || '{}') as unknown) : undefined;
      const authorized = expires !== undefined && expires > Date.now();
      const failure = failures.get(kind);
      // The service answers a missing or expired bearer 403 with no body, and a bad one 401 with no body.
      if (!authorized) {
        const status = bearer ? 403 : 401;
        record({ kind, status, authorized: false, ...(body !== undefined ? { body } : {}) });
        return send(res, status, undefined, { 'x-ms-routing-hint': 'host001_westus-redirect' });
      }
      if (failure) {
        record({ kind, status: failure, authorized, ...(body !== undefined ? { body } : {}) });
        if (failure === 401 || failure === 403) return send(res, failure, undefined);
        if (failure === 404) return send(res, 404, { error: { code: 'PowerBIEntityNotFound', pbi: { code: 'PowerBIEntityNotFound', details: [], exceptionCulprit: 1 } } });
        return send(res, 500, { error: { code: 'InternalServerError', message: 'An internal error occurred.' } });
      }
      if (missingReports.has(reportId!)) {
        record({ kind, status: 404, authorized, ...(body !== undefined ? { body } : {}) });
        return send(res, 404, { error: { code: 'PowerBIEntityNotFound', pbi: { code: 'PowerBIEntityNotFound', details: [], exceptionCulprit: 1 } } });
      }
      if (generate) {
        const accessLevel = (body as { accessLevel?: unknown }).accessLevel;
        if (accessLevel !== 'View' && accessLevel !== 'Edit' && accessLevel !== 'Create') {
          record({ kind, status: 400, authorized, body });
          return send(res, 400, { error: { code: 'InvalidRequest', message: 'AccessLevel is required' } });
        }
        record({ kind, status: 200, authorized, body });
        return send(res, 200, {
          '@odata.context': 'http://wabi-us-north-central-redirect.analysis.windows.net/v1.0/myorg/groups/' + workspaceId + '/$metadata#Microsoft.PowerBI.ServiceContracts.Api.V1.EmbedToken',
          token: `H4sIAAAAAAAEAB2Wx.fake-embed.${randomUUID()}`,
          tokenId: randomUUID(),
          expiration: new Date(Date.now() + embedTokenSeconds * 1000).toISOString().replace(/\.\d+Z$/, 'Z'),
        });
      }
      record({ kind, status: 200, authorized });
      const datasetId = '5b8f0d1e-2c3a-4e5f-8a9b-0c1d2e3f4a5b';
      return send(res, 200, {
        '@odata.context': `http://wabi-us-north-central-redirect.analysis.windows.net/v1.0/myorg/groups/${workspaceId}/$metadata#reports/$entity`,
        id: reportId,
        reportType: 'PowerBIReport',
        name: 'Cumplimiento de proveedores',
        webUrl: `https://app.powerbi.com/groups/${workspaceId}/reports/${reportId}`,
        embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${reportId}&groupId=${workspaceId}&w=2&config=eyJjbHVzdGVyVXJsIjoiaHR0cHM6Ly9XQUJJLVVTLU5PUlRILUNFTlRSQUwtUkVESVJFQ1QuYW5hbHlzaXMud2luZG93cy5uZXQifQ%3d%3d`,
        isFromPbix: true,
        isOwnedByMe: true,
        datasetId,
        datasetWorkspaceId: workspaceId,
        users: [],
        subscriptions: [],
      });
    }

    record({ kind: 'other', status: 404, authorized: false });
    return send(res, 404, { error: { code: 'NotFound' } });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    url,
    settings: { POWERBI_TENANT_ID: tenantId, POWERBI_CLIENT_ID: clientId, POWERBI_CLIENT_SECRET: clientSecret, POWERBI_AUTHORITY_HOST: url, POWERBI_API_BASE: url },
    requests,
    missingReports,
    fail(step, status) {
      if (status === undefined) failures.delete(step);
      else failures.set(step, status);
    },
    lifetimes(next) {
      if (next.aadTokenSeconds !== undefined) aadTokenSeconds = next.aadTokenSeconds;
      if (next.embedTokenSeconds !== undefined) embedTokenSeconds = next.embedTokenSeconds;
    },
    stop() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
