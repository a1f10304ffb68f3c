import { exportMessages } from '@expediente/contracts';
import { formatMailDate, type MailContent } from '../auth/mail-templates';

/**
 * The export's e-mails (issue 17), in Spanish, plain text and inline-styled HTML like the identity e-mails. Every
 * value is escaped; the mail log records only the template name, never the link.
 */

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const FOOTER = 'Expediente · Este es un mensaje automático, no lo responda.';

function compose(template: string, subject: string, paragraphs: string[], button?: { label: string; href: string }, small: string[] = []): MailContent {
  const p = (t: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#242424">${escapeHtml(t)}</p>`;
  const s = (t: string) => `<p style="margin:16px 0 0;font-size:13px;color:#555555">${escapeHtml(t)}</p>`;
  const buttonHtml = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="background:#0f6cbd;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555555">Si el botón no funciona, copie esta dirección en su navegador:<br><span style="word-break:break-all">${escapeHtml(button.href)}</span></p>`
    : '';
  const text = [...paragraphs, ...(button ? [`${button.label}: ${button.href}`] : []), ...small].join('\n\n');
  return {
    template,
    subject,
    text: `${text}\n\n--\n${FOOTER}\n`,
    html: `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Segoe UI,Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px;color:#242424">${escapeHtml(subject)}</h1>
${paragraphs.map(p).join('\n')}
${buttonHtml}
${small.map(s).join('\n')}
<p style="margin:32px 0 0;font-size:12px;color:#777777">${FOOTER}</p>
</div></body></html>`,
  };
}

export const exportReadySubject = 'Su descarga de documentos está lista';

export function exportReadyMail(input: { firstName: string; count: number; link: string; expiresAt: string }): MailContent {
  const files = input.count === 1 ? '1 documento' : `${input.count.toLocaleString('es-MX')} documentos`;
  return compose(
    'documents-export-ready',
    exportReadySubject,
    [
      `Hola ${input.firstName}:`,
      `El archivo ZIP con ${files} que solicitó está listo. Está protegido con la contraseña que usted definió al pedir la descarga (no la enviamos por correo).`,
      exportMessages.sevenZip,
    ],
    { label: 'Descargar el archivo ZIP', href: input.link },
    [`El enlace funciona hasta el ${formatMailDate(input.expiresAt)} (hora de la Ciudad de México); después el archivo se elimina.`],
  );
}

export function exportFailedMail(input: { firstName: string }): MailContent {
  return compose('documents-export-failed', 'No fue posible preparar su descarga de documentos', [
    `Hola ${input.firstName}:`,
    exportMessages.failed,
    'Vuelva a solicitar la descarga desde la lista de documentos; si el error continúa, comuníquese con soporte.',
  ]);
}
