import { z } from 'zod';

/**
 * The web app's settings, parsed once with zod from Vite's build-time variables (VITE_*). This module is the
 * only web code that reads import.meta.env; a bad value fails at start naming the setting.
 */
const webSettingsSchema = z.object({
  /** Support address shown in recovery, reset and redeem failures ('… favor de comunicarse al correo: {email}'). */
  VITE_SUPPORT_EMAIL: z.email().default('soporte@demo.expediente.mx'),
  /** Browser telemetry (Application Insights), handed to the build by azd; optional. */
  VITE_APPLICATIONINSIGHTS_CONNECTION_STRING: z.string().optional(),
});

export type WebConfig = {
  supportEmail: string;
  appInsightsConnectionString?: string;
};

export class WebConfigError extends Error {}

export function loadWebConfig(env: Record<string, unknown>): WebConfig {
  const parsed = webSettingsSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    throw new WebConfigError(
      `Configuración inválida: ${parsed.error.issues.map((i) => `${String(i.path[0])} (${i.message})`).join('; ')}`,
    );
  }
  const s = parsed.data;
  return {
    supportEmail: s.VITE_SUPPORT_EMAIL,
    ...(s.VITE_APPLICATIONINSIGHTS_CONNECTION_STRING ? { appInsightsConnectionString: s.VITE_APPLICATIONINSIGHTS_CONNECTION_STRING } : {}),
  };
}

let current: WebConfig | undefined;
export function getWebConfig(): WebConfig {
  current ??= loadWebConfig(import.meta.env as Record<string, unknown>);
  return current;
}
