/**
 * The web app's settings, parsed once from Vite's build-time variables (VITE_*). This module is the only web code
 * that reads import.meta.env; a bad value fails at start naming the setting.
 *
 * Checked by hand rather than with zod: main.tsx parses the settings before the first paint, and zod (≈25 KB gzip)
 * would otherwise be part of every page's first download, /login included. Two settings do not need it.
 */

/** Support address shown in recovery, reset and redeem failures ('… favor de comunicarse al correo: {email}'). */
const defaultSupportEmail = 'soporte@demo.expediente.mx';
// The shape zod's z.email() accepts for ordinary addresses: a local part, '@', dotted labels and a TLD of 2+ letters.
const emailPattern = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type WebConfig = {
  supportEmail: string;
  /** Browser telemetry (Application Insights), handed to the build by azd; optional. */
  appInsightsConnectionString?: string;
  /**
   * The video tutorial the header links to when the flag show-video-tutorial is on (an https address); without it
   * the header shows no video button, whatever the flag says.
   */
  videoTutorialUrl?: string;
};

function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

export class WebConfigError extends Error {}

export function loadWebConfig(env: Record<string, unknown>): WebConfig {
  const value = (name: string): unknown => (env[name] === '' ? undefined : env[name]);
  const problems: string[] = [];

  const supportEmail = value('VITE_SUPPORT_EMAIL') ?? defaultSupportEmail;
  if (typeof supportEmail !== 'string' || !emailPattern.test(supportEmail)) {
    problems.push('VITE_SUPPORT_EMAIL (no es un correo electrónico válido)');
  }
  const insights = value('VITE_APPLICATIONINSIGHTS_CONNECTION_STRING');
  if (insights !== undefined && typeof insights !== 'string') {
    problems.push('VITE_APPLICATIONINSIGHTS_CONNECTION_STRING (debe ser texto)');
  }
  const video = value('VITE_VIDEO_TUTORIAL_URL');
  if (video !== undefined && (typeof video !== 'string' || !isHttpsUrl(video))) {
    problems.push('VITE_VIDEO_TUTORIAL_URL (debe ser una dirección https)');
  }
  if (problems.length > 0) throw new WebConfigError(`Configuración inválida: ${problems.join('; ')}`);

  return {
    supportEmail: supportEmail as string,
    ...(typeof insights === 'string' && insights ? { appInsightsConnectionString: insights } : {}),
    ...(typeof video === 'string' && video ? { videoTutorialUrl: video } : {}),
  };
}

let current: WebConfig | undefined;
export function getWebConfig(): WebConfig {
  current ??= loadWebConfig(import.meta.env as Record<string, unknown>);
  return current;
}

/** Forgets the parsed settings so that the next getWebConfig() reads them again (tests that set VITE_* values). */
export function resetWebConfig(): void {
  current = undefined;
}
