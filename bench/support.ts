/** What the API benches share: latency percentiles, a signed-in cookie, and timed GETs with their storage calls. */
import { DEMO_PASSWORD } from '../functions/src/local/seed';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** 'p50 … ms  p95 … ms' of a list of durations. */
export function formatLatency(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50).toFixed(1)} ms  p95 ${percentile(s, 95).toFixed(1)} ms`;
}

/** The session cookie of a demo user. */
export async function signInCookie(base: string, email: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'expediente' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return login.headers.getSetCookie()[0]!.split(';')[0]!;
}

export type Measured = { ms: number[]; calls: Map<string, number>; totals: number[] };

/** `requests` GETs of a path after 10 warm-up ones: durations, X-Storage-Calls values and the answers' totalCount. */
export async function measureGets(base: string, cookie: string, path: () => string, requests: number): Promise<Measured> {
  const out: Measured = { ms: [], calls: new Map(), totals: [] };
  for (let i = 0; i < requests + 10; i++) {
    const t = performance.now();
    const res = await fetch(`${base}${path()}`, { headers: { cookie } });
    const body = (await res.json()) as { totalCount?: number };
    const ms = performance.now() - t;
    if (res.status !== 200) throw new Error(`${path()}: ${res.status} ${JSON.stringify(body)}`);
    if (i < 10) continue; // warm-up
    out.ms.push(ms);
    const calls = res.headers.get('x-storage-calls') ?? '?';
    out.calls.set(calls, (out.calls.get(calls) ?? 0) + 1);
    out.totals.push(body.totalCount ?? -1);
  }
  return out;
}

/** One result line: label, latency, the first totalCount and the storage calls seen. */
export function resultLine(label: string, width: number, r: Measured): string {
  const calls = [...r.calls].map(([c, n]) => (r.calls.size > 1 ? `${c} (${n}×)` : c)).join(', ');
  return `${label.padEnd(width)} ${formatLatency(r.ms)}  totalCount ${r.totals[0]}  storage calls: ${calls}`;
}
