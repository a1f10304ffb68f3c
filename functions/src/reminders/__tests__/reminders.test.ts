import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderTexts, type ComplianceCell } from '@expediente/contracts';
import type { ApiClient } from '../../auth/__tests__/api-client';
import { UsersRepository } from '../../auth/users.repository';
import { getRegistry } from '../../local/functions-core';
import { startTestHost } from '../../local/__tests__/test-host';
import { userId } from '../../local/seed';
import type { MailMessage } from '../../local/services';
import { useClock } from '../../platform/clock';
import { signedInAll } from '../../shell/__tests__/shell-client';
import { digestEntries, isoWeek, portalDay } from '../reminders.service';

/**
 * Reminder e-mails: the daily timer run twice sends one e-mail per user (read from the SMTP catcher), suppliers a
 * digest of their open slots and customers' users a weekly summary on Mondays; the switch on /account and the
 * unsubscribe link (no session) turn them off, and an opted-out user gets nothing.
 */

const DAY = 86_400_000;
const demo = { tenantId: 'demo-corporativo' };
const users = new UsersRepository();
let host: Awaited<ReturnType<typeof startTestHost>>;
let customer2: ApiClient;
let supplier: ApiClient;

/** 13:00 UTC of the next Monday at least a day away: the timer's hour, a summary day. */
function nextMonday(weeksLater = 0): number {
  const d = new Date();
  d.setUTCHours(13, 0, 0, 0);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() !== 1);
  return d.getTime() + weeksLater * 7 * DAY;
}

/** Runs the registered timer as if it were `at` (its handler, not the schedule); HTTP calls keep the real time. */
async function runTimerAt(at: number) {
  const timer = getRegistry().functions.get('remindersDaily');
  expect(timer?.trigger).toMatchObject({ type: 'timerTrigger', schedule: '0 0 13 * * *' });
  useClock({ now: () => at });
  try {
    await timer!.handler({ isPastDue: false }, { log: () => undefined, warn: () => undefined, error: (...args: unknown[]) => console.error(...args) });
  } finally {
    useClock(undefined);
  }
}

const reminderMails = (): MailMessage[] => host.mail!.list().filter((m) => /^(Documentos pendientes de|Resumen semanal de cumplimiento)/.test(m.subject));
const to = (mails: MailMessage[], email: string) => mails.filter((m) => m.to.includes(email));

beforeAll(async () => {
  host = await startTestHost({ seedDerived: true });
  [customer2, supplier] = await signedInAll(host.url, ['cliente2@demo.expediente.mx', 'proveedor@demo.expediente.mx']);
}, 120_000);
afterAll(async () => {
  useClock(undefined);
  await host?.cleanup();
});

describe('the switch on /account', () => {
  it('answers on by default, saves off and on, refuses a body that is not a yes/no with a Spanish message', async () => {
    expect((await customer2.get('/api/account/reminders')).body).toEqual({ emailReminders: true });
    for (const body of [{}, { emailReminders: 'no' }, { emailReminders: null }]) {
      const res = await customer2.call('PUT', '/api/account/reminders', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.emailReminders).toEqual(['Indique si desea recibir recordatorios por correo.']);
    }
    const off = await customer2.call('PUT', '/api/account/reminders', { body: { emailReminders: false } });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ emailReminders: false, message: reminderTexts.saved });
    expect((await users.read({ tenantId: 'segundo-cliente' }, userId('cliente2@demo.expediente.mx')))?.reminderEmailsOff).toBe(true);
    expect((await customer2.get('/api/account/reminders')).body).toEqual({ emailReminders: false });
    expect((await fetch(`${host.url}/api/account/reminders`)).status).toBe(401);
  });
});

describe('the daily timer', () => {
  it('on a Monday: one digest per supplier user and one weekly summary per customer user; run again, nothing more', async () => {
    host.mail!.clear();
    const monday = nextMonday();
    await runTimerAt(monday);
    const first = reminderMails();
    const digests = to(first, 'proveedor@demo.expediente.mx');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Documentos pendientes de Limpieza y Servicios del Bajío SA de CV');
    expect(digests[0]!.text).toMatch(/Vencidos|Rechazados|Vencen en los próximos 7 días/);
    expect(digests[0]!.text).toContain(`${host.url}/api/reminders/unsubscribe?token=`);
    const weekly = to(first, 'cliente@demo.expediente.mx');
    expect(weekly).toHaveLength(1);
    expect(weekly[0]!.subject).toBe(`Resumen semanal de cumplimiento de proveedores (${isoWeek(portalDay(monday))})`);
    expect(weekly[0]!.text).toContain('Corporativo Demo SA de CV tiene');
    // Opted out on /account: nothing. Every recipient got at most one e-mail of each kind.
    expect(to(first, 'cliente2@demo.expediente.mx')).toEqual([]);
    for (const recipient of new Set(first.flatMap((m) => m.to))) {
      const mine = to(first, recipient);
      expect(new Set(mine.map((m) => m.subject.split(' de ')[0])).size, recipient).toBe(mine.length);
    }

    await runTimerAt(monday + 60_000);
    expect(reminderMails()).toHaveLength(first.length);
  }, 240_000);

  it("the unsubscribe link works without a session; the user then gets nothing, others get the next week's summary", async () => {
    const mail = to(reminderMails(), 'proveedor@demo.expediente.mx')[0]!;
    const link = /(http:\/\/\S+\/api\/reminders\/unsubscribe\?token=[\w.%-]+)/.exec(mail.text)![1]!;
    const res = await fetch(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain(reminderTexts.unsubscribed);
    expect((await users.read(demo, userId('proveedor@demo.expediente.mx')))?.reminderEmailsOff).toBe(true);
    expect((await supplier.get('/api/account/reminders')).body).toEqual({ emailReminders: false });

    const token = decodeURIComponent(link.split('token=')[1]!);
    // One character of the signature changed (not the last: its low bits may be padding).
    const forged = `${token.slice(0, -10)}${token.at(-10) === 'A' ? 'B' : 'A'}${token.slice(-9)}`;
    const bad = await fetch(`${host.url}/api/reminders/unsubscribe?token=${encodeURIComponent(forged)}`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(reminderTexts.invalidLink);
    expect((await fetch(`${host.url}/api/reminders/unsubscribe`)).status).toBe(400);

    host.mail!.clear();
    await runTimerAt(nextMonday(1));
    const later = reminderMails();
    expect(to(later, 'proveedor@demo.expediente.mx')).toEqual([]);
    expect(to(later, 'cliente@demo.expediente.mx')).toHaveLength(1);

    // Turned back on from /account.
    const on = await supplier.call('PUT', '/api/account/reminders', { body: { emailReminders: true } });
    expect(on.body).toMatchObject({ emailReminders: true });
  }, 240_000);
});

describe('what a digest says', () => {
  const cell = (over: Partial<ComplianceCell>): ComplianceCell => ({
    slotKey: 'mxopinion32d~monthly:2026:11~-',
    documentTypeCodeName: 'mxopinion32d',
    documentDisplayName: 'Opinión de cumplimiento SAT',
    periodKey: 'monthly:2026:11',
    periodLabel: 'Noviembre 2026',
    state: 'missing',
    ...over,
  });

  it('overdue and rejected slots, and missing ones due within 7 days; a slot that turns overdue after a due-soon reminder is new', () => {
    const today = '2026-11-30';
    const dueSoon = cell({ dueDate: '2026-12-07' });
    const entries = digestEntries([dueSoon, cell({ slotKey: 'b', dueDate: '2026-12-08' }), cell({ slotKey: 'c', state: 'rejected' }), cell({ slotKey: 'd', state: 'overdue', dueDate: '2026-11-17' }), cell({ slotKey: 'e', state: 'review' })], today);
    expect(entries.map((e) => [e.kind, e.key])).toEqual([
      ['rejected', 'c|rejected|-'],
      ['overdue', 'd|overdue|2026-11-17'],
      ['dueSoon', 'mxopinion32d~monthly:2026:11~-|missing|2026-12-07'],
    ]);
    const later = digestEntries([{ ...dueSoon, state: 'overdue' }], '2026-12-08');
    expect(later[0]!.key).not.toBe(entries[2]!.key);
  });

  it('counts ISO weeks and the portal day in Mexico City', () => {
    expect(isoWeek('2026-11-30')).toBe('2026-W49');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(portalDay(Date.parse('2026-12-01T05:59:00Z'))).toBe('2026-11-30');
  });
});
