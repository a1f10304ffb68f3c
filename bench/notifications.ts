/**
 * Notification list latency against the local host (in-process, in-memory services, demo data): 5,000
 * notifications for one user written through the repository, then GET /api/notifications/{userPK} — page 1 of 25,
 * a filtered query (unread of one type within a month), a deep numbered page and the next page by continuation
 * token — and the unread counter, each ~200 times, with the storage calls every request made (X-Storage-Calls).
 * Run: npm run bench -- notifications   (NOTIFICATIONS=…, REQUESTS=… to change the counts)
 */
import os from 'node:os';
import type { NotificationType } from '@expediente/contracts';
import { startLocalHost } from '../functions/src/local/host';
import { userId } from '../functions/src/local/seed';
import { notificationSortKey, NotificationsRepository } from '../functions/src/notifications/notifications.repository';
import { measureGets, resultLine, signInCookie } from './support';

const NOTIFICATIONS = Number(process.env.NOTIFICATIONS ?? 5000);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const EMAIL = 'proveedor@demo.expediente.mx';
const USER = userId(EMAIL);
const scope = { tenantId: 'demo-corporativo' };

const loadBefore = os.loadavg()[0]!;
const host = await startLocalHost({ port: 0, env: 'test', servicePorts: { cosmos: 0, blob: 0, queue: 0, table: 0, smtp: 0 }, log: () => undefined });
const base = host.url.replace('localhost', '127.0.0.1');

// 5,000 notifications over ~400 days, of four types, a third of them read and a tenth archived.
const types: NotificationType[] = ['default', 'document:rejected', 'customer:suppliers', 'global:system'];
const repository = new NotificationsRepository();
const started = performance.now();
const now = Date.now();
let next = 0;
await Promise.all(
  Array.from({ length: 16 }, async () => {
    while (next < NOTIFICATIONS) {
      const i = next++;
      const id = `ntf-bench-${String(i).padStart(5, '0')}`;
      const date = new Date(now - i * 7_000_000).toISOString();
      await repository.upsert(scope, {
        id,
        userId: USER,
        type: types[i % types.length]!,
        title: `Aviso ${i}`,
        content: 'Cargue la opinión de cumplimiento del periodo.',
        status: i % 10 === 0 ? 'deleted' : i % 3 === 0 ? 'read' : 'unread',
        date,
        readDate: null,
        sortKey: notificationSortKey(date, id),
      });
    }
  }),
);
const seedSeconds = (performance.now() - started) / 1000;

const cookie = await signInCookie(base, EMAIL);

const first = (await (await fetch(`${base}/api/notifications/${USER}?pageSize=25`, { headers: { cookie } })).json()) as { continuationToken: string };
const month = new Date(now - 60 * 86_400_000).toISOString().slice(0, 7);
const cases: [string, () => string][] = [
  ['page 1 of 25 (read and unread, newest first)', () => `/api/notifications/${USER}?pageSize=25`],
  [`filtered: unread, document:rejected, ${month}`, () => `/api/notifications/${USER}?status=unread&type=document:rejected&fromDate=${month}-01&toDate=${month}-28&pageSize=25`],
  ['page 100 of 25 by number (skips 2,475)', () => `/api/notifications/${USER}?pageSize=25&pageIndex=100`],
  ['page 2 of 25 by continuation token', () => `/api/notifications/${USER}?pageSize=25&continuationToken=${first.continuationToken}`],
  ['unread counter', () => `/api/notifications-status/${USER}?status=unread`],
];
const lines: string[] = [];
for (const [label, path] of cases) {
  lines.push(resultLine(label, 52, await measureGets(base, cookie, path, REQUESTS)));
}
await host.stop();

console.log(`${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}; loopback, in-memory services, one client`);
console.log(`load average (1 min) before ${loadBefore.toFixed(2)}, after ${os.loadavg()[0]!.toFixed(2)}`);
console.log(`${NOTIFICATIONS} notifications for ${USER} written through the repository in ${seedSeconds.toFixed(1)} s; ${REQUESTS} requests per case`);
for (const line of lines) console.log(line);
process.exit(0);
