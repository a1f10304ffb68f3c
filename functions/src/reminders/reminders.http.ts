import { app } from '@azure/functions';
import { reminderSettingsSchema, reminderTexts, reminderUnsubscribeQuerySchema } from '@expediente/contracts';
import { requestOrigin } from '../platform/auth/request-info';
import { endpoint } from '../platform/http';
import { reminders } from './composition';

/**
 * Reminder e-mails (issue 17): the signed-in user's switch 'Recordatorios por correo' on /account (update:account:own,
 * every role), and the unsubscribe link of every reminder, which works without a session.
 */

app.http('remindersSettings', {
  route: 'account/reminders',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'update:account:own' },
    handle: async ({ principal }) => ({ body: await reminders.settings(principal) }),
  }),
});

app.http('remindersSettingsUpdate', {
  route: 'account/reminders',
  methods: ['PUT'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'authenticated', permission: 'update:account:own' },
    body: reminderSettingsSchema,
    handle: async ({ request, principal, body }) => ({ body: await reminders.updateSettings(principal, body, requestOrigin(request)) }),
  }),
});

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, text: string) =>
  `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
  `<body style="margin:0;padding:24px;font-family:Segoe UI,Helvetica,Arial,sans-serif;background:#f5f5f5;color:#242424">` +
  `<main style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>` +
  `<p style="font-size:15px;line-height:1.5">${escapeHtml(text)}</p><p><a href="/account">Mi cuenta</a></p></main></body></html>`;

/**
 * The link only ever turns reminders off (a mail scanner that follows it costs the user nothing they cannot turn back
 * on), so a GET may do it: the signed token names the user and expires; no session is read or needed.
 */
app.http('remindersUnsubscribe', {
  route: 'reminders/unsubscribe',
  methods: ['GET'],
  authLevel: 'anonymous',
  handler: endpoint({
    access: { kind: 'public', reason: 'the link of a reminder e-mail: a signed, expiring token that only turns reminders off' },
    query: reminderUnsubscribeQuerySchema,
    handle: async ({ request, query }) => {
      const done = await reminders.unsubscribe(query.token, requestOrigin(request));
      const html = done ? page(reminderTexts.unsubscribedTitle, reminderTexts.unsubscribed) : page(reminderTexts.unsubscribedTitle, reminderTexts.invalidLink);
      return { status: done ? 200 : 400, raw: new TextEncoder().encode(html), headers: { 'Content-Type': 'text/html; charset=utf-8' } };
    },
  }),
});
