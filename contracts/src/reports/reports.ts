import { z } from 'zod';
import { isCleanLine, invalidCharactersMessage } from '../shared/messages';
import { isTenantKey } from '../admin/tenants';
// Texts, frame hosts and answer types live in the zod-free reports-values.ts (the home reads them; decision 006).
import { MAX_REPORTS_PER_PAGE, reportFrameHosts, reportMessages, type BiAuthResponse, type Report, type ReportsResponse } from './reports-values';

export * from './reports-values';

/**
 * Reports (issue 17; part 1 §2 Home, §3 Report, §7 GET /api/reports/bi/auth and /api/documents/reports/home; part 2
 * §2.8, §3 Report, §7 GET /api/documents/reports/compliance-page). A tenant configures them with
 * GET/PUT /api/reports/settings (ours: the spec shows no configuration screen): an optional Power BI report (a
 * workspace and a report, embedded with a token from the service-principal flow) and two lists of reports (title,
 * https URL, embedded in a frame or shown as a link) for Inicio and for Cumplimiento.
 */

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const guid = z
  .string({ error: reportMessages.guid })
  .trim()
  .regex(guidPattern, reportMessages.guid)
  .transform((v) => v.toLowerCase());

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
}
export const isFrameHost = (value: string) => {
  try {
    return (reportFrameHosts as readonly string[]).includes(new URL(value).hostname.toLowerCase());
  } catch {
    return false;
  }
};

/** The tenant's Power BI report; `supplierRole` is the dataset's row-level security role suppliers are embedded with. */
export const powerBiSettingsSchema = z.object({
  workspaceId: guid,
  reportId: guid,
  /**
   * Suppliers see the report only through this RLS role, as their own organization (effective identity): without it
   * a supplier gets no Power BI report, never the unfiltered one.
   */
  supplierRole: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string({ error: reportMessages.supplierRole }).trim().max(100, reportMessages.supplierRole).refine(isCleanLine, reportMessages.supplierRole).nullable().default(null),
  ),
});
export type PowerBiSettings = z.infer<typeof powerBiSettingsSchema>;

export const reportLinkInputSchema = z
  .object({
    title: z.string({ error: reportMessages.titleRequired }).trim().min(1, reportMessages.titleRequired).max(100, reportMessages.titleTooLong).refine(isCleanLine, invalidCharactersMessage),
    url: z.string({ error: reportMessages.url }).trim().max(2000, reportMessages.url).refine(isHttpsUrl, reportMessages.url),
    isEmbed: z.boolean({ error: 'Indique si el reporte se incrusta o se abre como enlace.' }),
  })
  .superRefine((r, ctx) => {
    if (r.isEmbed && isHttpsUrl(r.url) && !isFrameHost(r.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: reportMessages.embedHost });
  });
export type ReportLinkInput = z.infer<typeof reportLinkInputSchema>;

const reportList = z.array(reportLinkInputSchema, { error: reportMessages.tooMany }).max(MAX_REPORTS_PER_PAGE, reportMessages.tooMany);

/**
 * PUT /api/reports/settings: the whole configuration. `etag` is the version read (null: none was saved yet); a
 * change made meanwhile answers 409. Without `etag` the last writer wins.
 */
export const reportSettingsInputSchema = z.object({
  powerBi: powerBiSettingsSchema.nullable(),
  home: reportList,
  compliancePage: reportList,
  etag: z.string({ error: reportMessages.etag }).max(200, reportMessages.etag).nullable().optional(),
});
export type ReportSettingsInput = z.infer<typeof reportSettingsInputSchema>;

/** ?tenant= : the Developer configures another tenant's reports from /admin/tenants/{id}. */
export const reportSettingsQuerySchema = z.object({
  tenant: z.preprocess((v) => (v === '' ? undefined : v), z.string({ error: reportMessages.tenant }).refine(isTenantKey, reportMessages.tenant).optional()),
});

export const reportSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  isEmbed: z.boolean(),
}) satisfies z.ZodType<Report>;

export const reportSettingsSchema = z.object({
  tenantId: z.string(),
  powerBi: z.object({ workspaceId: z.string(), reportId: z.string(), supplierRole: z.string().nullable() }).nullable(),
  home: z.array(reportSchema),
  compliancePage: z.array(reportSchema),
  /** Whether the app has the Power BI service principal's settings (without them a configured report cannot embed). */
  powerBiAvailable: z.boolean(),
  etag: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ReportSettings = z.infer<typeof reportSettingsSchema>;

/** GET /api/documents/reports/home and /compliance-page. */
export const reportsResponseSchema = z.object({ reports: z.array(reportSchema) }) satisfies z.ZodType<ReportsResponse>;

/** GET /api/reports/bi/auth (part 1 §7: token, embedUrl, report): an embed token for the tenant's Power BI report. */
export const biAuthResponseSchema = z.object({
  token: z.string(),
  /** When the token stops working (ISO 8601, UTC): the web asks for a new one 5 minutes before. */
  expiration: z.string(),
  embedUrl: z.string(),
  report: z.object({ id: z.string(), name: z.string() }),
}) satisfies z.ZodType<BiAuthResponse>;
