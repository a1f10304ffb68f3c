import type { MailContent } from '../auth/mail-templates';

/**
 * The reminder e-mails (issue 17), in Spanish, as plain text and inline-styled HTML like the identity e-mails
 * (auth/mail-templates.ts). Every value put into the HTML is escaped. Each one ends with its unsubscribe link.
 */

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Section = { heading: string; lines: string[] };
type Mail = { template: string; subject: string; greeting: string; intro: string; sections: Section[]; more?: string; button: { label: string; href: string }; unsubscribe: string };

function compose(m: Mail): MailContent {
  const footer = 'Expediente · Este es un mensaje automático, no lo responda.';
  const unsubscribeText = 'Para dejar de recibir estos recordatorios, abra este enlace:';
  const text = [
    m.greeting,
    m.intro,
    ...m.sections.map((s) => `${s.heading}\n${s.lines.map((l) => `- ${l}`).join('\n')}`),
    ...(m.more ? [m.more] : []),
    `${m.button.label}: ${m.button.href}`,
    `${unsubscribeText} ${m.unsubscribe}`,
  ].join('\n\n');
  const p = (t: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#242424">${escapeHtml(t)}</p>`;
  const sections = m.sections
    .map(
      (s) =>
        `<h2 style="margin:24px 0 8px;font-size:16px;color:#242424">${escapeHtml(s.heading)}</h2>\n<ul style="margin:0 0 16px;padding-left:20px;font-size:14px;line-height:1.5;color:#242424">${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Segoe UI,Helvetica,Arial,sans-serif">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px;color:#242424">${escapeHtml(m.subject)}</h1>
${p(m.greeting)}
${p(m.intro)}
${sections}
${m.more ? p(m.more) : ''}
<p style="margin:24px 0"><a href="${escapeHtml(m.button.href)}" style="background:#0f6cbd;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(m.button.label)}</a></p>
<p style="margin:32px 0 0;font-size:12px;color:#777777">${escapeHtml(unsubscribeText)} <a href="${escapeHtml(m.unsubscribe)}" style="color:#0f6cbd">Desactivar recordatorios</a><br>${escapeHtml(footer)}</p>
</div></body></html>`;
  return { template: m.template, subject: m.subject, text: `${text}\n\n--\n${footer}\n`, html };
}

export type DigestItem = { documentDisplayName: string; periodLabel: string; customerDisplayName?: string; dueDate?: string };

const MAX_LINES = 40;
const itemLine = (i: DigestItem) =>
  `${i.documentDisplayName} · ${i.periodLabel}${i.customerDisplayName ? ` · ${i.customerDisplayName}` : ''}${i.dueDate ? ` (vence ${formatDay(i.dueDate)})` : ''}`;

/** '17-nov-2026', as the portal writes dates (part 2 §9). */
export function formatDay(day: string): string {
  const months = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d}-${months[Number(m) - 1] ?? m}-${y}`;
}

/** Ours: the supplier's daily digest of what is due within 7 days, overdue or rejected. */
export function supplierDigestMail(input: {
  firstName: string;
  organization: string;
  dueSoon: DigestItem[];
  overdue: DigestItem[];
  rejected: DigestItem[];
  link: string;
  unsubscribe: string;
}): MailContent {
  const total = input.dueSoon.length + input.overdue.length + input.rejected.length;
  let budget = MAX_LINES;
  const section = (heading: string, items: DigestItem[]): Section[] => {
    if (items.length === 0 || budget <= 0) return [];
    const shown = items.slice(0, budget);
    budget -= shown.length;
    return [{ heading, lines: shown.map(itemLine) }];
  };
  const sections = [...section('Vencidos', input.overdue), ...section('Rechazados', input.rejected), ...section('Vencen en los próximos 7 días', input.dueSoon)];
  const shown = sections.reduce((a, s) => a + s.lines.length, 0);
  return compose({
    template: 'reminder-supplier-digest',
    subject: `Documentos pendientes de ${input.organization}`,
    greeting: `Hola ${input.firstName}:`,
    intro: `${input.organization} tiene ${total} ${total === 1 ? 'documento pendiente' : 'documentos pendientes'} en su expediente. Cárguelos en el portal para mantener su cumplimiento al día.`,
    sections,
    ...(shown < total ? { more: `Y ${total - shown} más en el portal.` } : {}),
    button: { label: 'Abrir Expediente', href: input.link },
    unsubscribe: input.unsubscribe,
  });
}

export type SummaryLine = { supplierName: string; rate: number; riskLabel: string; overdue: number; rejected: number; sat69b?: string };

/** Ours: the customer's weekly summary of its suppliers' figures. */
export function customerWeeklyMail(input: {
  firstName: string;
  organization: string;
  week: string;
  suppliers: SummaryLine[];
  averageRate: number;
  link: string;
  unsubscribe: string;
}): MailContent {
  const attention = input.suppliers.filter((s) => s.riskLabel === 'Alto' || s.overdue > 0 || s.rejected > 0 || s.sat69b);
  const line = (s: SummaryLine) =>
    `${s.supplierName}: ${s.rate} % de cumplimiento, riesgo ${s.riskLabel}${s.overdue ? `, ${s.overdue} vencidos` : ''}${s.rejected ? `, ${s.rejected} rechazados` : ''}${s.sat69b ? `, ${s.sat69b}` : ''}`;
  const shown = attention.slice(0, MAX_LINES);
  return compose({
    template: 'reminder-customer-weekly',
    subject: `Resumen semanal de cumplimiento de proveedores (${input.week})`,
    greeting: `Hola ${input.firstName}:`,
    intro: `${input.organization} tiene ${input.suppliers.length} ${input.suppliers.length === 1 ? 'proveedor' : 'proveedores'} con un cumplimiento promedio de ${input.averageRate} %. ${attention.length === 0 ? 'Ninguno requiere atención esta semana.' : `${attention.length} ${attention.length === 1 ? 'requiere' : 'requieren'} atención:`}`,
    sections: shown.length ? [{ heading: 'Proveedores que requieren atención', lines: shown.map(line) }] : [],
    ...(attention.length > shown.length ? { more: `Y ${attention.length - shown.length} más en el portal.` } : {}),
    button: { label: 'Ver cumplimiento', href: input.link },
    unsubscribe: input.unsubscribe,
  });
}
