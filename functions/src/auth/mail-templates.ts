/**
 * The identity e-mails, in Spanish, as plain text and simple inline-styled HTML (mail clients ignore <style>
 * blocks and external CSS). Every value put into the HTML is escaped. The mail log records only the template
 * name, never these bodies.
 */

export type MailContent = { template: string; subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Dates in e-mails: Mexico City time, as the portal shows them. */
export function formatMailDate(iso: string): string {
  return new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Mexico_City' }).format(new Date(iso));
}

type Block = { kind: 'p'; text: string } | { kind: 'button'; label: string; href: string } | { kind: 'small'; text: string };

function layout(title: string, blocks: Block[]): string {
  const body = blocks
    .map((b) => {
      if (b.kind === 'button') {
        return `<p style="margin:24px 0"><a href="${escapeHtml(b.href)}" style="background:#0f6cbd;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(b.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555555">Si el botón no funciona, copie esta dirección en su navegador:<br><span style="word-break:break-all">${escapeHtml(b.href)}</span></p>`;
      }
      const style = b.kind === 'small' ? 'margin:16px 0 0;font-size:13px;color:#555555' : 'margin:0 0 16px;font-size:15px;line-height:1.5;color:#242424';
      return `<p style="${style}">${escapeHtml(b.text)}</p>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Segoe UI,Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px;color:#242424">${escapeHtml(title)}</h1>
${body}
<p style="margin:32px 0 0;font-size:12px;color:#777777">Expediente · Este es un mensaje automático, no lo responda.</p>
</div></body></html>`;
}

function text(blocks: Block[]): string {
  return `${blocks.map((b) => (b.kind === 'button' ? `${b.label}: ${b.href}` : b.text)).join('\n\n')}\n\n--\nExpediente · Este es un mensaje automático, no lo responda.\n`;
}

function compose(template: string, subject: string, blocks: Block[]): MailContent {
  return { template, subject, text: text(blocks), html: layout(subject, blocks) };
}

export function passwordRecoveryMail(input: { firstName: string; link: string; validMinutes: number }): MailContent {
  return compose('password-recovery', 'Restablecer su contraseña de Expediente', [
    { kind: 'p', text: `Hola ${input.firstName}:` },
    { kind: 'p', text: `Recibimos una solicitud para restablecer su contraseña. El enlace funciona una sola vez durante ${input.validMinutes} minutos.` },
    { kind: 'button', label: 'Restablecer contraseña', href: input.link },
    { kind: 'small', text: 'Si usted no lo solicitó, ignore este correo: su contraseña no cambiará.' },
  ]);
}

export function invitationMail(input: { firstName: string; tenantName: string; link: string; expiresAt: string }): MailContent {
  return compose('invitation', `Invitación a Expediente de ${input.tenantName}`, [
    { kind: 'p', text: `Hola ${input.firstName}:` },
    { kind: 'p', text: `${input.tenantName} le invita a usar Expediente, el portal de cumplimiento documental. Para activar su cuenta, defina su contraseña.` },
    { kind: 'button', label: 'Activar mi cuenta', href: input.link },
    { kind: 'small', text: `La invitación vence el ${formatMailDate(input.expiresAt)} (hora de la Ciudad de México).` },
  ]);
}

export function twoFactorEnabledMail(input: { firstName: string; at: string }): MailContent {
  return compose('two-factor-enabled', 'Verificación en dos pasos activada', [
    { kind: 'p', text: `Hola ${input.firstName}:` },
    { kind: 'p', text: `La verificación en dos pasos de su cuenta se activó el ${formatMailDate(input.at)}. A partir de ahora, al iniciar sesión se le pedirá el código de su aplicación de autenticación.` },
    { kind: 'small', text: 'Si usted no hizo este cambio, comuníquese de inmediato con soporte.' },
  ]);
}

export function twoFactorDisabledMail(input: { firstName: string; at: string }): MailContent {
  return compose('two-factor-disabled', 'Verificación en dos pasos desactivada', [
    { kind: 'p', text: `Hola ${input.firstName}:` },
    { kind: 'p', text: `La verificación en dos pasos de su cuenta se desactivó el ${formatMailDate(input.at)}. Sus dispositivos recordados ya no omitirán el código si la vuelve a activar.` },
    { kind: 'small', text: 'Si usted no hizo este cambio, cambie su contraseña y comuníquese de inmediato con soporte.' },
  ]);
}
