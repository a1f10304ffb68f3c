import { randomInt } from 'node:crypto';
import { generate } from 'otplib';
import { csrfHeader } from '@expediente/contracts';
import { clock, useClock } from '../../platform/clock';
import { DEMO_PASSWORD } from '../../local/seed';

/**
 * A browser stand-in for the API tests: keeps cookies (Set-Cookie in, Cookie out, Max-Age=0 deletes), sends the
 * CSRF header and JSON, and comes from its own client address (X-Forwarded-For) so throttling per address in
 * one test does not spill into another.
 */
export type ApiAnswer = {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
  setCookies: string[];
  ms: number;
};

export type CallOptions = {
  body?: unknown;
  /** Sent as is (with content-type application/json unless headers say otherwise). */
  raw?: string;
  headers?: Record<string, string>;
  /** Leave out the X-Requested-With header. */
  noCsrf?: boolean;
};

export const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly base: string,
    readonly ip: string = randomAddress(),
  ) {}

  async call(method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...(options.noCsrf ? {} : { [csrfHeader.name]: csrfHeader.value }) };
    const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    const started = performance.now();
    const res = await fetch(`${this.base}${path}`, { method, headers: { ...headers, ...options.headers }, ...(payload !== undefined ? { body: payload } : {}) });
    const text = await res.text();
    const ms = performance.now() - started;
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      if (attributes.some((a) => /^max-age=0$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, decodeURIComponent(pair.slice(eq + 1)));
    }
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body, headers: res.headers, setCookies, ms };
  }

  get(path: string, options?: CallOptions) {
    return this.call('GET', path, options);
  }

  post(path: string, body?: unknown, options: CallOptions = {}) {
    return this.call('POST', path, { ...options, ...(body === undefined ? {} : { body }) });
  }

  login(email: string, password: string = DEMO_PASSWORD, query = '') {
    return this.post(`/api/login${query}`, { email, password });
  }

  /** The session id inside the session cookie's token. */
  sessionId(): string | undefined {
    const token = this.cookies.get('expediente-session');
    return token ? (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid : undefined;
  }
}

/** Signs in and fails the test unless the session opened. */
export async function signedIn(base: string, email: string, password: string = DEMO_PASSWORD): Promise<ApiClient> {
  const client = new ApiClient(base);
  const res = await client.login(email, password);
  if (res.status !== 200 || !res.body?.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}

/** A clock the test moves: it starts at the real time and only moves when told. */
export function manualClock(start = Date.now()) {
  let now = start;
  const c = {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
    set(ms: number) {
      now = ms;
    },
  };
  useClock(c);
  return c;
}

/** A TOTP code of `secret` for the app's clock, shifted by `steps` time steps. */
export function totp(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(clock.now() / 1000) + steps * 30 });
}

export const today = () => new Date(clock.now()).toISOString().slice(0, 10);
