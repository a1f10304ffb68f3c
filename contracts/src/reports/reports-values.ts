/**
 * The zod-free part of the reports contract (reports.ts): texts, frame hosts and the answers' types, for the home and
 * /compliance, which check answers without zod (decision 006). reports.ts re-exports all of it.
 */

// Ours: the spec gives no texts for the reports' configuration and errors.
export const reportMessages = {
  notConfigured: 'No hay un reporte de Power BI configurado para su cuenta.',
  identityFailed: 'No fue posible autenticarse con Power BI. Intente más tarde o contacte a soporte técnico.',
  powerBiFailed: 'Power BI no respondió correctamente. Intente más tarde o contacte a soporte técnico.',
  powerBiReportMissing: 'Power BI no encontró el reporte configurado. Revise el área de trabajo y el reporte.',
  guid: 'Debe ser un identificador GUID (por ejemplo 8f3c…-…).',
  supplierRole: 'El rol de seguridad admite hasta 100 caracteres sin caracteres especiales.',
  titleRequired: 'El título es obligatorio.',
  titleTooLong: 'El título admite hasta 100 caracteres.',
  url: 'La dirección debe ser una URL https válida (hasta 2,000 caracteres).',
  embedHost: 'Solo se pueden incrustar reportes de app.powerbi.com, lookerstudio.google.com o public.tableau.com; para otros sitios use un enlace.',
  tooMany: 'Se admiten hasta 10 reportes por página.',
  tenant: 'La clave del tenant no es válida.',
  etag: 'La versión de la configuración no es válida.',
  conflict: 'La configuración de reportes fue modificada por otra persona. Recargue e intente de nuevo.',
  saved: 'Configuración de reportes guardada.',
  saveFailed: 'No fue posible guardar la configuración de reportes.',
  loadFailed: 'Error al obtener los reportes.',
  biLoadFailed: 'Error al cargar el reporte de Power BI.',
} as const;

/**
 * Hosts a configured report may be framed from: the same list as frame-src in staticwebapp.config.json (a test holds
 * them together). The CSP is one static file for every tenant, so a tenant cannot add hosts of its own; a report
 * anywhere else is shown as a link (isEmbed false), which any https URL may be.
 */
export const reportFrameHosts = ['app.powerbi.com', 'lookerstudio.google.com', 'public.tableau.com'] as const;
/** The host that powerbi-client embeds from (the embedUrl of a report in the public cloud). */
export const powerBiEmbedHost = 'app.powerbi.com';

export const reportPages = ['home', 'compliance-page'] as const;
export type ReportPage = (typeof reportPages)[number];
export const MAX_REPORTS_PER_PAGE = 10;

/** Part 2 §3 Report: id, url, title, isEmbed (no accessToken: a frame carries none; the BI token comes from bi/auth). */
export type Report = { id: string; title: string; url: string; isEmbed: boolean };
/** GET /api/documents/reports/home and /compliance-page. */
export type ReportsResponse = { reports: Report[] };
/** GET /api/reports/bi/auth (part 1 §7: token, embedUrl, report). `expiration`: ISO 8601 UTC. */
export type BiAuthResponse = { token: string; expiration: string; embedUrl: string; report: { id: string; name: string } };
/** How long before an embed token expires the web asks for the next one. */
export const BI_TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;
