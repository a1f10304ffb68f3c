import { reminderSettingsResponseSchema, type ReminderSettings } from '@expediente/contracts/reminders/reminders';
import { apiFetch } from '../../../lib/api-client';

/** PUT /api/account/reminders: turns the signed-in user's reminder e-mails on or off (issue 17). */
export function updateReminderSettings(body: ReminderSettings) {
  return apiFetch('/api/account/reminders', { method: 'PUT', body, schema: reminderSettingsResponseSchema });
}
