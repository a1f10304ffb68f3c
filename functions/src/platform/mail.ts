import nodemailer, { type Transporter } from 'nodemailer';
import { getClients } from './clients';
import { getConfig } from './config';
import { countStorageCall } from './request-context';
import { tables } from './resources';
import { invertedTimeKey, TenantTable } from './tables';
import type { TenantScope } from './cosmos';

/**
 * One mail module: SMTP through nodemailer (the embedded catcher locally, any relay elsewhere) or Azure
 * Communication Services Email through its REST API with the managed identity. Every send is recorded
 * (to, template, time, result) — never the body, links or tokens.
 */

export type OutgoingMail = { to: string; template: string; subject: string; text: string; html: string };
export type MailResult = { ok: true; messageId: string } | { ok: false; error: string };

let transporter: Transporter | undefined;
function smtp(): Transporter {
  const mail = getConfig().mail;
  if (mail.transport !== 'smtp') throw new Error('SMTP is not the configured transport');
  transporter ??= nodemailer.createTransport({
    host: mail.host,
    port: mail.port,
    secure: mail.secure,
    ...(mail.user ? { auth: { user: mail.user, pass: mail.password ?? '' } } : {}),
    // Plain loopback catcher locally; real relays negotiate STARTTLS.
    ignoreTLS: mail.host === '127.0.0.1' || mail.host === 'localhost',
  });
  return transporter;
}

export function resetMail(): void {
  transporter?.close();
  transporter = undefined;
}

const ACS_SCOPE = 'https://communication.azure.com/.default';

async function sendAcs(endpoint: string, from: string, mail: OutgoingMail): Promise<string> {
  const credential = getClients().credential;
  if (!credential) throw new Error('ACS needs the managed identity');
  const token = await credential.getToken(ACS_SCOPE);
  const res = await fetch(`${endpoint.replace(/\/$/, '')}/emails:send?api-version=2023-03-31`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token?.token ?? ''}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      senderAddress: from,
      recipients: { to: [{ address: mail.to }] },
      content: { subject: mail.subject, plainText: mail.text, html: mail.html },
    }),
  });
  if (res.status !== 202) throw new Error(`ACS answered ${res.status}`);
  return res.headers.get('operation-location') ?? res.headers.get('x-ms-request-id') ?? 'accepted';
}

const mailLog = new TenantTable<{ to: string; template: string; sentAt: string; result: string; error?: string }>(tables.mailLog);

export async function sendMail(scope: TenantScope, mail: OutgoingMail): Promise<MailResult> {
  const config = getConfig().mail;
  let result: MailResult;
  countStorageCall('mail');
  try {
    const messageId =
      config.transport === 'smtp'
        ? String((await smtp().sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })).messageId)
        : await sendAcs(config.endpoint, config.from, mail);
    result = { ok: true, messageId };
  } catch (err) {
    result = { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  const sentAt = new Date().toISOString();
  await mailLog.upsert(scope, 'mail', invertedTimeKey(Date.now()), {
    to: mail.to,
    template: mail.template,
    sentAt,
    result: result.ok ? 'sent' : 'failed',
    ...(result.ok ? {} : { error: result.error.slice(0, 500) }),
  });
  return result;
}

export async function pingMail(): Promise<void> {
  const config = getConfig().mail;
  countStorageCall('mail');
  if (config.transport === 'smtp') await smtp().verify();
  else {
    const credential = getClients().credential;
    if (!credential || !(await credential.getToken(ACS_SCOPE))) throw new Error('no token for Communication Services');
  }
}
