import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Local-only pages of the host (never deployed): /_local/mail lists what the portal sent through the SMTP
 * catcher; /_local/mail/api/messages answers the same as JSON for tests and scripts.
 */

type MailMessage = { id: string; receivedAt: string; from: string; to: string[]; subject: string; text: string; html?: string };
type MailCatcher = { list(): MailMessage[]; get(id: string): MailMessage | undefined; clear(): void };

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function handleLocalPage(req: IncomingMessage, res: ServerResponse, ctx: { mail: MailCatcher }): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/_local/mail/api/messages') {
    if (req.method === 'DELETE') {
      ctx.mail.clear();
      return json(200, { cleared: true });
    }
    return json(200, { messages: ctx.mail.list() });
  }
  const one = /^\/_local\/mail\/([^/]+)$/.exec(url.pathname);
  if (one) {
    const m = ctx.mail.get(decodeURIComponent(one[1] ?? ''));
    if (!m) return json(404, { message: 'No existe ese mensaje.' });
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(
      `<!doctype html><html lang="es-MX"><meta charset="utf-8"><title>${esc(m.subject)}</title>` +
        `<body style="font-family:system-ui;margin:2rem;max-width:60rem"><p><a href="/_local/mail">← Correo enviado</a></p>` +
        `<h1>${esc(m.subject)}</h1><p><b>De:</b> ${esc(m.from)}<br><b>Para:</b> ${esc(m.to.join(', '))}<br><b>Recibido:</b> ${esc(m.receivedAt)}</p>` +
        `<h2>Texto</h2><pre style="white-space:pre-wrap">${esc(m.text)}</pre>` +
        (m.html ? `<h2>HTML</h2><iframe sandbox style="width:100%;height:30rem;border:1px solid #888" srcdoc="${esc(m.html)}"></iframe>` : '') +
        `</body></html>`,
    );
    return;
  }
  if (url.pathname === '/_local/mail' || url.pathname === '/_local/mail/') {
    const rows = ctx.mail
      .list()
      .map((m) => `<tr><td>${esc(m.receivedAt)}</td><td>${esc(m.to.join(', '))}</td><td><a href="/_local/mail/${encodeURIComponent(m.id)}">${esc(m.subject)}</a></td></tr>`)
      .join('');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(
      `<!doctype html><html lang="es-MX"><meta charset="utf-8"><title>Correo enviado (local)</title>` +
        `<body style="font-family:system-ui;margin:2rem"><h1>Correo enviado (local)</h1>` +
        `<p>Todo lo que el portal envía localmente llega aquí; nada sale de esta máquina.</p>` +
        (rows ? `<table cellpadding="6"><thead><tr><th>Recibido</th><th>Para</th><th>Asunto</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>Aún no se ha enviado ningún correo.</p>') +
        `</body></html>`,
    );
    return;
  }
  json(404, { message: 'No existe esa página local.' });
}
