/**
 * Sign-in latency against the local host (in-process, in-memory services, demo data): POST /api/login at 1 and
 * 4 concurrent users, the scrypt cost behind it, and an authenticated call (GET /api/userinfo, which resumes the
 * session) for comparison. Run: npm run bench -- sign-in   (REQUESTS=… to change the count per level)
 */
import os from 'node:os';
import { csrfHeader } from '@expediente/contracts';
import { startLocalHost } from '../functions/src/local/host';
import { DEMO_PASSWORD, demoTenants } from '../functions/src/local/seed';
import { hashPassword, passwordHashParams, verifyPassword } from '../functions/src/auth/password';

const REQUESTS = Number(process.env.REQUESTS ?? 80);
const accounts = demoTenants.flatMap((t) => t.users.map((u) => u.email));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), mean: s.reduce((a, b) => a + b, 0) / s.length };
};
const fmt = (r: { p50: number; p95: number; mean: number }) => `p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  mean ${r.mean.toFixed(1)} ms`;

// The hash alone, on this machine.
const stored = await hashPassword(DEMO_PASSWORD);
const hashMs: number[] = [];
const loadBefore = os.loadavg()[0]!;
const hashCpu = process.cpuUsage();
for (let i = 0; i < 10; i++) {
  const t = performance.now();
  await verifyPassword(DEMO_PASSWORD, stored);
  hashMs.push(performance.now() - t);
}
const hashCpuUsed = process.cpuUsage(hashCpu);
const hashCpuMs = (hashCpuUsed.user + hashCpuUsed.system) / 1000 / 10;

const host = await startLocalHost({ port: 0, env: 'test', servicePorts: { cosmos: 0, blob: 0, queue: 0, table: 0, smtp: 0 }, log: () => undefined });
const base = host.url.replace('localhost', '127.0.0.1');
const headers = { 'content-type': 'application/json', [csrfHeader.name]: csrfHeader.value };

async function signIn(email: string): Promise<{ ms: number; cookie: string }> {
  const t = performance.now();
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  const body = (await res.json()) as { ok?: boolean };
  const ms = performance.now() - t;
  if (res.status !== 200 || !body.ok) throw new Error(`sign-in of ${email}: ${res.status}`);
  return { ms, cookie: res.headers.getSetCookie()[0]!.split(';')[0]! };
}

/** `total` calls spread over `concurrency` workers, each a different user; answers each call's latency. */
async function run(concurrency: number, total: number, call: (worker: number) => Promise<number>): Promise<number[]> {
  const out: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next++ < total) out.push(await call(worker));
    }),
  );
  return out;
}

for (const email of accounts) await signIn(email); // warm-up
const results: string[] = [];
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
for (const c of [1, 4]) {
  const started = performance.now();
  const cpu = cpuMs();
  const ms = await run(c, REQUESTS, async (w) => (await signIn(accounts[w % accounts.length]!)).ms);
  const rate = (REQUESTS / (performance.now() - started)) * 1000;
  // CPU of the whole process (host, embedded services, this client) per sign-in: unlike latency, it hardly
  // depends on what else the machine is doing.
  results.push(`POST /api/login   ${c} concurrent: ${fmt(summary(ms))}  ${rate.toFixed(1)} sign-ins/s  ${((cpuMs() - cpu) / REQUESTS).toFixed(0)} ms CPU each`);
}
const cookies = await Promise.all(accounts.slice(0, 4).map(async (e) => (await signIn(e)).cookie));
for (const c of [1, 4]) {
  const ms = await run(c, REQUESTS * 5, async (w) => {
    const t = performance.now();
    const res = await fetch(`${base}/api/userinfo`, { headers: { cookie: cookies[w]! } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`userinfo: ${res.status}`);
    return performance.now() - t;
  });
  results.push(`GET /api/userinfo ${c} concurrent: ${fmt(summary(ms))}`);
}
await host.stop();

const { N, r, p, keyLength } = passwordHashParams;
console.log(`${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}; ${REQUESTS} sign-ins per level, loopback, in-memory services`);
// Other work on the machine stretches every latency below; the load average tells whether it was quiet.
console.log(`load average (1 min) before ${loadBefore.toFixed(2)}, after ${os.loadavg()[0]!.toFixed(2)}`);
console.log(`scrypt N=2^${Math.log2(N)}, r=${r}, p=${p}, ${keyLength}-byte key (${(128 * N * r) / 2 ** 20} MiB): one check ${fmt(summary(hashMs))}, ${hashCpuMs.toFixed(0)} ms CPU`);
for (const line of results) console.log(line);
process.exit(0);
