import { reminderSettingsResponseSchema, type ReminderSettingsResponse } from '@expediente/contracts/reminders/reminders';
import useSWR from 'swr';
import { apiFetch, type ApiClientError } from '../../../lib/api-client';

export const reminderSettingsKey = '/api/account/reminders';

/** GET /api/account/reminders: whether the signed-in user receives reminder e-mails (issue 17). */
export function getReminderSettings(key: string): Promise<ReminderSettingsResponse> {
  return apiFetch(key, { schema: reminderSettingsResponseSchema });
}

export function useReminderSettings() {
  return useSWR<ReminderSettingsResponse, ApiClientError>(reminderSettingsKey, getReminderSettings);
}
