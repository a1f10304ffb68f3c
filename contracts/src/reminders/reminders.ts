import { z } from 'zod';

/**
 * Reminder e-mails (issue 17): a daily digest to each supplier's users of their slots due within 7 days, overdue or
 * rejected, and a weekly summary (Mondays) to each customer's users of their suppliers' figures. Each user may turn
 * them off on 'Mi cuenta' or with the link in every reminder.
 */

/** Ours: the spec names none of these texts. */
export const reminderTexts = {
  heading: 'Recordatorios',
  switchLabel: 'Recordatorios por correo',
  switchHint: 'Un resumen diario de sus documentos por vencer, vencidos o rechazados (proveedores) y un resumen semanal del cumplimiento de sus proveedores (clientes).',
  saved: 'Se guardó su preferencia de recordatorios.',
  loadFailed: 'No se pudo obtener su preferencia de recordatorios.',
  saveFailed: 'No se pudo guardar su preferencia de recordatorios.',
  unsubscribedTitle: 'Recordatorios desactivados',
  unsubscribed: 'Ya no recibirá recordatorios por correo. Puede volver a activarlos en Mi cuenta.',
  invalidLink: 'El enlace no es válido o ya venció. Puede desactivar los recordatorios en Mi cuenta.',
} as const;

/** GET and PUT /api/account/reminders: the signed-in user's choice. */
export const reminderSettingsSchema = z.object({
  emailReminders: z.boolean({ error: 'Indique si desea recibir recordatorios por correo.' }),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
export const reminderSettingsResponseSchema = reminderSettingsSchema.extend({ message: z.string().optional() });
export type ReminderSettingsResponse = z.infer<typeof reminderSettingsResponseSchema>;

/** GET /api/reminders/unsubscribe?token=…: the signed link of a reminder e-mail (no session). */
export const reminderUnsubscribeQuerySchema = z.object({
  token: z.string({ error: 'Falta el enlace.' }).trim().min(1, 'Falta el enlace.').max(2048, 'El enlace no es válido.'),
});
