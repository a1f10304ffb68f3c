import { formatMailDate, type MailContent } from '../auth/mail-templates';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The supplier registration link (POST /api/suppliers/organizations/add with an e-mail), in Spanish. */
export function supplierRegistrationMail(input: { supplierName: string; customerName: string; link: string; expiresAt: string }): MailContent {
  const subject = `Registro de proveedor en Expediente de ${input.customerName}`;
  const lines = [
    `Hola, ${input.supplierName}:`,
    `${input.customerName} le invita a registrar su empresa como proveedor en Expediente, el portal de cumplimiento documental.`,
  ];
  const until = `El enlace funciona una sola vez y vence el ${formatMailDate(input.expiresAt)} (hora de la Ciudad de México).`;
  const footer = 'Expediente · Este es un mensaje automático, no lo responda.';
  return {
    template: 'supplier-registration',
    subject,
    text: `${lines.join('\n\n')}\n\nRegistrar mi empresa: ${input.link}\n\n${until}\n\n--\n${footer}\n`,
    html: `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Segoe UI,Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px;color:#242424">${escapeHtml(subject)}</h1>
${lines.map((l) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#242424">${escapeHtml(l)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="background:#0f6cbd;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:600;display:inline-block">Registrar mi empresa</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555555">Si el botón no funciona, copie esta dirección en su navegador:<br><span style="word-break:break-all">${escapeHtml(input.link)}</span></p>
<p style="margin:16px 0 0;font-size:13px;color:#555555">${escapeHtml(until)}</p>
<p style="margin:32px 0 0;font-size:12px;color:#777777">${footer}</p>
</div></body></html>`,
  };
}
