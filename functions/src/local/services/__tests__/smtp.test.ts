import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { startMailCatcher, type MailCatcher } from '../smtp';

function transportFor(mail: MailCatcher) {
  return nodemailer.createTransport({ host: mail.host, port: mail.port, secure: false, ignoreTLS: true });
}

describe('startMailCatcher', () => {
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
  });
  afterAll(() => mail.stop());

  it('keeps a sent message with subject, text, html, recipients, headers and attachments', async () => {
    await transportFor(mail).sendMail({
      from: '"Expediente" <no-reply@expediente.test>',
      to: 'ana@proveedor.mx',
      cc: 'luis@proveedor.mx',
      bcc: 'auditoria@expediente.test',
      subject: 'Recupera tu contraseña',
      text: 'Abre https://localhost/recuperar?token=abc123',
      html: '<p>Abre <a href="https://localhost/recuperar?token=abc123">el enlace</a></p>',
      headers: { 'X-Expediente-Template': 'password-recovery' },
      attachments: [{ filename: 'acuse.txt', content: 'hola' }],
    });
    const [message] = mail.list();
    expect(message).toBeDefined();
    expect(message!.subject).toBe('Recupera tu contraseña');
    expect(message!.text).toContain('token=abc123');
    expect(message!.html).toContain('<a href="https://localhost/recuperar?token=abc123">');
    expect(message!.from).toBe('"Expediente" <no-reply@expediente.test>');
    expect(message!.to).toEqual(['ana@proveedor.mx', 'luis@proveedor.mx', 'auditoria@expediente.test']);
    expect(message!.headers['x-expediente-template']).toBe('password-recovery');
    expect(message!.headers.to).toBe('ana@proveedor.mx');
    expect(message!.attachments).toEqual([expect.objectContaining({ filename: 'acuse.txt', contentType: 'text/plain', size: 4 })]);
    expect(mail.get(message!.id)).toEqual(message);
  });

  it('resolves waitFor when a matching message arrives, and lists newest first', async () => {
    const waiting = mail.waitFor((m) => m.to.includes('nuevo@proveedor.mx'), 5_000);
    await transportFor(mail).sendMail({ from: 'no-reply@expediente.test', to: 'nuevo@proveedor.mx', subject: 'Bienvenido', text: 'Tu código: 123456' });
    const message = await waiting;
    expect(message.text.match(/\d{6}/)?.[0]).toBe('123456');
    expect(mail.list()[0]!.id).toBe(message.id);
    // Already received: resolves at once.
    await expect(mail.waitFor((m) => m.subject === 'Bienvenido', 10)).resolves.toEqual(message);
    await expect(mail.waitFor((m) => m.subject === 'nunca', 50)).rejects.toThrow(/No matching mail/);
  });

  it('clear() empties the list', () => {
    mail.clear();
    expect(mail.list()).toEqual([]);
  });
});

describe('startMailCatcher (persisted)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'expediente-mail-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reloads received messages after a restart', async () => {
    const first = await startMailCatcher({ dataDir });
    await transportFor(first).sendMail({ from: 'no-reply@expediente.test', to: 'a@b.mx', subject: 'uno', text: '1' });
    await transportFor(first).sendMail({ from: 'no-reply@expediente.test', to: 'a@b.mx', subject: 'dos', text: '2' });
    const before = first.list();
    await first.stop();
    const second = await startMailCatcher({ dataDir });
    try {
      expect(second.list()).toEqual(before);
      expect(second.list().map((m) => m.subject)).toEqual(['dos', 'uno']);
      second.clear();
    } finally {
      await second.stop();
    }
    const third = await startMailCatcher({ dataDir });
    expect(third.list()).toEqual([]);
    await third.stop();
  });
});
