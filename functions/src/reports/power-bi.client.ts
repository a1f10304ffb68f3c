import { reportMessages } from '@expediente/contracts';
import { clock as appClock, type Clock } from '../platform/clock';
import { getConfig, type Config } from '../platform/config';
import { AppError } from '../platform/errors';

/**
 * The outside calls of Power BI embedding, "app owns data" with a service principal (the only code that talks to
 * the identity platform and the Power BI REST API):
 * 1. a client-credentials token from the identity platform (POST {authority}/{tenant}/oauth2/v2.0/token, scope
 *    https://analysis.windows.net/powerbi/api/.default), kept until 5 minutes before it expires;
 * 2. the report (GET {api}/v1.0/myorg/groups/{ws}/reports/{id}) for its embedUrl and dataset;
 * 3. an embed token (POST …/GenerateToken, accessLevel View, with an effective identity for row-level security).
 * A failure becomes a 503 with a Spanish message that names the step, never the secret, the token or the service's
 * body (those can carry trace ids but also echo what was sent); the log line has the status and the step only.
 */

type PowerBiConfig = NonNullable<Config['powerBi']>;
export type EmbedIdentity = { username: string; roles: string[] };
export type EmbedTarget = { workspaceId: string; reportId: string; identity?: EmbedIdentity };
export type EmbedInfo = { token: string; expiration: string; embedUrl: string; report: { id: string; name: string } };

const SCOPE = 'https://analysis.windows.net/powerbi/api/.default';
/** The identity platform's token is reused until this long before it expires. */
const AAD_REFRESH_MARGIN_MS = 5 * 60 * 1000;
const TIMEOUT_MS = 15_000;

export class PowerBiUnavailableError extends AppError {
  constructor(message: string) {
    super(503, 'service_unavailable', message);
  }
}
export class PowerBiReportMissingError extends AppError {
  constructor() {
    super(404, 'not_found', reportMessages.powerBiReportMissing);
  }
}

type CachedToken = { value: string; expiresAt: number };

export class PowerBiClient {
  /** One token per service principal (the settings can change in tests). */
  private readonly tokens = new Map<string, CachedToken>();
  private readonly pending = new Map<string, Promise<CachedToken>>();

  constructor(
    private readonly clock: Clock = appClock,
    private readonly settings: () => PowerBiConfig | undefined = () => getConfig().powerBi,
  ) {}

  get configured(): boolean {
    return !!this.settings();
  }

  async embed(target: EmbedTarget): Promise<EmbedInfo> {
    const config = this.settings();
    if (!config) throw new AppError(404, 'not_found', reportMessages.notConfigured);
    const bearer = await this.accessToken(config);
    const base = `${config.apiBase}/v1.0/myorg/groups/${encodeURIComponent(target.workspaceId)}/reports/${encodeURIComponent(target.reportId)}`;
    const report = await this.call<{ id?: unknown; name?: unknown; embedUrl?: unknown; datasetId?: unknown }>('report', base, { method: 'GET', headers: { Authorization: `Bearer ${bearer}` } });
    if (typeof report.embedUrl !== 'string' || typeof report.id !== 'string') throw this.unavailable('report', 'no embedUrl in the answer');
    const body = {
      accessLevel: 'View',
      ...(target.identity && typeof report.datasetId === 'string'
        ? { identities: [{ username: target.identity.username, roles: target.identity.roles, datasets: [report.datasetId] }] }
        : {}),
    };
    if (target.identity && typeof report.datasetId !== 'string') throw this.unavailable('report', 'no datasetId for the effective identity');
    const embed = await this.call<{ token?: unknown; expiration?: unknown }>('generate-token', `${base}/GenerateToken`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (typeof embed.token !== 'string' || typeof embed.expiration !== 'string' || Number.isNaN(Date.parse(embed.expiration))) {
      throw this.unavailable('generate-token', 'no token in the answer');
    }
    return {
      token: embed.token,
      expiration: new Date(Date.parse(embed.expiration)).toISOString(),
      embedUrl: report.embedUrl,
      report: { id: report.id, name: typeof report.name === 'string' ? report.name : '' },
    };
  }

  /** The cached identity platform token, or a new one (concurrent callers share one request). */
  private async accessToken(config: PowerBiConfig): Promise<string> {
    const key = `${config.authorityHost}|${config.tenantId}|${config.clientId}`;
    const cached = this.tokens.get(key);
    if (cached && cached.expiresAt - AAD_REFRESH_MARGIN_MS > this.clock.now()) return cached.value;
    let request = this.pending.get(key);
    if (!request) {
      request = this.requestToken(config).finally(() => this.pending.delete(key));
      this.pending.set(key, request);
    }
    const token = await request;
    this.tokens.set(key, token);
    return token.value;
  }

  private async requestToken(config: PowerBiConfig): Promise<CachedToken> {
    const started = this.clock.now();
    const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret, scope: SCOPE });
    const answer = await this.call<{ access_token?: unknown; expires_in?: unknown }>('token', `${config.authorityHost}/${encodeURIComponent(config.tenantId)}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    const seconds = Number(answer.expires_in);
    if (typeof answer.access_token !== 'string' || !Number.isFinite(seconds)) throw this.unavailable('token', 'no access_token in the answer');
    return { value: answer.access_token, expiresAt: started + seconds * 1000 };
  }

  private async call<T>(step: 'token' | 'report' | 'generate-token', url: string, init: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw this.unavailable(step, err instanceof Error ? err.name : 'network');
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      if (step !== 'token' && response.status === 404) throw new PowerBiReportMissingError();
      throw this.unavailable(step, `HTTP ${response.status}`);
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw this.unavailable(step, 'the answer is not JSON');
    }
  }

  private unavailable(step: 'token' | 'report' | 'generate-token', why: string): PowerBiUnavailableError {
    // The step and the status only: never the URL's query, the secret, a token or the service's body.
    console.warn(`power-bi: ${step} failed (${why})`);
    return new PowerBiUnavailableError(step === 'token' ? reportMessages.identityFailed : reportMessages.powerBiFailed);
  }
}
