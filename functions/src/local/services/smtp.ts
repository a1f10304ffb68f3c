import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { SMTPServer, type SMTPServerAddress, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { dialHost } from './azurite';

/**
 * A mail catcher: an SMTP server on loopback (no auth required, no TLS, 10 MB limit) that parses every message
 * with mailparser and keeps it in memory, and with a dataDir also in `<dataDir>/mail/messages.jsonl`.
 */

const require = createRequire(import.meta.url);

// mailparser 3.9.31 ships no types; only the parts read here.
type AddressObject = { value: { address?: string; name?: string }[]; text: string };
type HeaderValue = string | Date | AddressObject | AddressObject[] | { value: string; params?: Record<string, string> } | string[];
type ParsedMail = {
  headers: Map<string, HeaderValue>;
  subject?: string;
  from?: AddressObject;
  to?: AddressObject | AddressObject[];
  cc?: AddressObject | AddressObject[];
  messageId?: string;
  text?: string;
  html?: string | false;
  attachments: { filename?: string; contentType: string; size: number; contentId?: string; checksum: string; contentDisposition?: string }[];
};
const { simpleParser } = require('mailparser') as { simpleParser: (input: Readable) => Promise<ParsedMail> };

export type MailAttachment = {
  filename?: string;
  contentType: string;
  size: number;
  contentId?: string;
  checksum: string;
  inline: boolean;
};

export type MailMessage = {
  id: string;
  /** ISO 8601. */
  receivedAt: string;
  /** The From header as text (e.g. `"Expediente" <no-reply@example.com>`), else the envelope sender. */
  from: string;
  /** Every address the message was delivered to (SMTP envelope: To, Cc and Bcc), as given by the client. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** A subset: from, to, cc, reply-to, subject, date, message-id, list-unsubscribe, content-language, x-*. */
  headers: Record<string, string>;
  attachments: MailAttachment[];
  /** Raw message size in bytes. */
  size: number;
};

export type MailCatcherOptions = {
  /** Persist to `<dataDir>/mail/messages.jsonl`; undefined keeps messages in memory only. */
  dataDir?: string;
  host?: string;
  /** 0 (the default) picks an ephemeral port. */
  port?: number;
};

export type MailCatcher = {
  host: string;
  port: number;
  /** Newest first. */
  list(): MailMessage[];
  get(id: string): MailMessage | undefined;
  clear(): void;
  /**
   * Resolves with the newest message matching `predicate`: one already received, or the next that arrives.
   * Call clear() first (or match on something new) when an earlier message could also match.
   */
  waitFor(predicate: (message: MailMessage) => boolean, timeoutMs?: number): Promise<MailMessage>;
  stop(): Promise<void>;
};

const MAX_SIZE = 10 * 1024 * 1024;
const KEPT_HEADERS = ['from', 'to', 'cc', 'reply-to', 'subject', 'date', 'message-id', 'list-unsubscribe', 'content-language'];

function headerText(value: HeaderValue): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : v.text)).join(', ');
  if ('text' in value) return value.text;
  return value.value;
}

function pickHeaders(headers: Map<string, HeaderValue>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of headers) {
    if (KEPT_HEADERS.includes(key) || key.startsWith('x-')) out[key] = headerText(value);
  }
  return out;
}

function loadMessages(file: string): MailMessage[] {
  if (!existsSync(file)) return [];
  const out: MailMessage[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line) as MailMessage);
    } catch {
      // A line cut by a kill mid-append: skip it.
    }
  }
  return out;
}

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const { dataDir, host = '127.0.0.1', port = 0 } = options;
  const dir = dataDir === undefined ? undefined : join(dataDir, 'mail');
  const file = dir && join(dir, 'messages.jsonl');
  if (dir) mkdirSync(dir, { recursive: true });
  // Oldest first internally; list() reverses.
  const messages: MailMessage[] = file ? loadMessages(file) : [];
  // A message cut mid-append leaves no newline; start the next append on a fresh line.
  if (file && existsSync(file)) {
    const content = readFileSync(file, 'utf8');
    if (content.length && !content.endsWith('\n')) appendFileSync(file, '\n');
  }
  const waiters = new Set<(m: MailMessage) => void>();

  const keep = (message: MailMessage): void => {
    messages.push(message);
    if (file) appendFileSync(file, `${JSON.stringify(message)}\n`);
    for (const w of [...waiters]) w(message);
  };

  const envelopeAddress = (a: SMTPServerAddress | false): string => (a ? a.address : '');

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    secure: false,
    size: MAX_SIZE,
    logger: false,
    // Connections still open at stop() (a pooled transport) are closed after this long, not the default 30 s.
    closeTimeout: 1_000,
    banner: 'Expediente mail catcher',
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (err?: Error | null) => void) {
      simpleParser(stream)
        .then((mail) => {
          if (stream.sizeExceeded) {
            const err = Object.assign(new Error('Message exceeds the 10 MB limit'), { responseCode: 552 });
            return callback(err);
          }
          keep({
            id: randomUUID(),
            receivedAt: new Date().toISOString(),
            from: mail.from?.text ?? envelopeAddress(session.envelope.mailFrom),
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html || '',
            headers: pickHeaders(mail.headers),
            attachments: mail.attachments.map((a) => ({
              ...(a.filename ? { filename: a.filename } : {}),
              contentType: a.contentType,
              size: a.size,
              ...(a.contentId ? { contentId: a.contentId } : {}),
              checksum: a.checksum,
              inline: a.contentDisposition === 'inline',
            })),
            size: stream.byteLength,
          });
          callback();
        })
        .catch((err: unknown) => {
          console.error('[mail] could not parse a message', err);
          callback(err instanceof Error ? err : new Error(String(err)));
        });
    },
  });
  server.on('error', (err) => console.error('[mail] SMTP server error', err));

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.server.address() as AddressInfo).port;

  let stopping: Promise<void> | undefined;
  return {
    host: dialHost(host),
    port: actualPort,
    list: () => [...messages].reverse(),
    get: (id) => messages.find((m) => m.id === id),
    clear() {
      messages.length = 0;
      if (file) writeFileSync(file, '');
    },
    waitFor(predicate, timeoutMs = 10_000) {
      for (let i = messages.length - 1; i >= 0; i -= 1) {
        const m = messages[i]!;
        if (predicate(m)) return Promise.resolve(m);
      }
      return new Promise((resolve, reject) => {
        const waiter = (m: MailMessage) => {
          let matches: boolean;
          try {
            matches = predicate(m);
          } catch (err) {
            waiters.delete(waiter);
            clearTimeout(timer);
            reject(err instanceof Error ? err : new Error(String(err)));
            return;
          }
          if (!matches) return;
          waiters.delete(waiter);
          clearTimeout(timer);
          resolve(m);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    stop() {
      stopping ??= new Promise<void>((resolve) => server.close(() => resolve()));
      return stopping;
    },
  };
}
