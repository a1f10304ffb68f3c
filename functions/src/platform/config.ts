import { z } from 'zod';

/**
 * The functions app's settings, parsed once with zod. This module is the only code that reads process.env.
 * Locally the settings are connection strings and keys (written by the local host); in Azure they are service
 * URIs and the managed identity (DefaultAzureCredential), with secrets as Key Vault references.
 */

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');
const optionalUrl = z.url().optional();

export const settingsSchema = z
  .object({
    EXPEDIENTE_ENV: z.enum(['local', 'test', 'cloud']),
    PUBLIC_BASE_URL: z.url(),
    SUPPORT_EMAIL: z.email(),
    COSMOS_ENDPOINT: z.url(),
    COSMOS_KEY: z.string().min(1).optional(),
    COSMOS_DATABASE: z.string().regex(/^[A-Za-z0-9_-]{1,255}$/).default('expediente'),
    Storage: z.string().min(1).optional(),
    Storage__blobServiceUri: optionalUrl,
    Storage__queueServiceUri: optionalUrl,
    Storage__tableServiceUri: optionalUrl,
    AZURE_CLIENT_ID: z.string().min(1).optional(),
    SESSION_SIGNING_KEY: z.string().min(32, 'debe tener al menos 32 caracteres'),
    MAIL_TRANSPORT: z.enum(['smtp', 'acs']).default('smtp'),
    /** "address" or "Name <address>". */
    MAIL_FROM: z.string().refine((v) => z.email().safeParse(/<([^>]+)>\s*$/.exec(v)?.[1] ?? v).success, 'debe ser un correo o "Nombre <correo>"'),
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    SMTP_SECURE: bool.default(false),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASSWORD: z.string().min(1).optional(),
    ACS_EMAIL_ENDPOINT: optionalUrl,
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
    /** How metadata extraction reads scans and images (issue 14): offline OCR, Azure Document Intelligence, or not. */
    METADATA_OCR: z.enum(['tesseract', 'document-intelligence', 'off']).default('tesseract'),
    DOCUMENT_INTELLIGENCE_ENDPOINT: optionalUrl,
    DOCUMENT_INTELLIGENCE_KEY: z.string().min(1).optional(),
    /** Reader limits: pages of one PDF, seconds for one file, pixels of one image (pixel floods). */
    METADATA_MAX_PAGES: z.coerce.number().int().min(1).max(2000).default(50),
    METADATA_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
    METADATA_MAX_PIXELS: z.coerce.number().int().min(100_000).max(1_000_000_000).default(40_000_000),
    /** How long a running extraction's claim holds beyond the reader's time limit (download, parse, checks, writes). */
    METADATA_LEASE_MARGIN_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    /** SAT 69-B watch (issue 17): where the SAT publishes the complete 69-B CSV (locally the host's stand-in). */
    SAT69B_URL: optionalUrl,
    /** Power BI embedding (issue 17): the service principal (app registration) that reads reports and issues embed tokens. */
    POWERBI_TENANT_ID: z.string().min(1).optional(),
    POWERBI_CLIENT_ID: z.string().min(1).optional(),
    POWERBI_CLIENT_SECRET: z.string().min(1).optional(),
    POWERBI_AUTHORITY_HOST: z.url().default('https://login.microsoftonline.com'),
    POWERBI_API_BASE: z.url().default('https://api.powerbi.com'),
  })
  .superRefine((s, ctx) => {
    const uris = [s.Storage__blobServiceUri, s.Storage__queueServiceUri, s.Storage__tableServiceUri];
    if (!s.Storage && uris.some((u) => !u)) {
      for (const key of ['Storage__blobServiceUri', 'Storage__queueServiceUri', 'Storage__tableServiceUri'] as const) {
        if (!s[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when Storage (connection string) is not set' });
      }
    }
    if (s.MAIL_TRANSPORT === 'smtp') {
      if (!s.SMTP_HOST) ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: 'required when MAIL_TRANSPORT=smtp' });
      if (!s.SMTP_PORT) ctx.addIssue({ code: 'custom', path: ['SMTP_PORT'], message: 'required when MAIL_TRANSPORT=smtp' });
    }
    if (s.MAIL_TRANSPORT === 'acs' && !s.ACS_EMAIL_ENDPOINT) {
      ctx.addIssue({ code: 'custom', path: ['ACS_EMAIL_ENDPOINT'], message: 'required when MAIL_TRANSPORT=acs' });
    }
    if (s.METADATA_OCR === 'document-intelligence') {
      for (const key of ['DOCUMENT_INTELLIGENCE_ENDPOINT', 'DOCUMENT_INTELLIGENCE_KEY'] as const) {
        if (!s[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when METADATA_OCR=document-intelligence' });
      }
    }
    if (s.EXPEDIENTE_ENV === 'cloud' && (s.COSMOS_KEY || s.Storage)) {
      // Identity-based access only in the cloud (no keys in app settings).
      ctx.addIssue({ code: 'custom', path: [s.COSMOS_KEY ? 'COSMOS_KEY' : 'Storage'], message: 'keys and connection strings are not allowed in the cloud; use the managed identity' });
    }
  });

export type Settings = z.infer<typeof settingsSchema>;
/** Every setting name the app reads (infra and local.settings.sample.json are checked against it). */
export const settingNames = Object.keys(settingsSchema.shape) as (keyof Settings)[];

export type Config = {
  env: Settings['EXPEDIENTE_ENV'];
  publicBaseUrl: string;
  supportEmail: string;
  cosmos: { endpoint: string; key?: string; database: string };
  storage:
    | { kind: 'connectionString'; connectionString: string }
    | { kind: 'identity'; blobUri: string; queueUri: string; tableUri: string };
  azureClientId?: string;
  sessionSigningKey: string;
  mail:
    | { transport: 'smtp'; from: string; host: string; port: number; secure: boolean; user?: string; password?: string }
    | { transport: 'acs'; from: string; endpoint: string };
  logLevel: Settings['LOG_LEVEL'];
  /** The SAT 69-B CSV's address; without it the watch reports itself not configured. */
  sat69bUrl?: string;
  /** Metadata extraction's reader options (functions/src/metadata/readers/types.ts ReaderOptions). */
  metadata: {
    ocr: Settings['METADATA_OCR'];
    limits: { maxPages: number; timeoutMs: number; maxPixels: number };
    /** A run's claim is leased for the reader's timeout plus this margin (decision 014). */
    leaseMarginMs: number;
    /** Set when both settings are (Image AI uses it even when METADATA_OCR is tesseract or off). */
    documentIntelligence?: { endpoint: string; key: string };
  };
  /** Set when the service principal's three settings are; without it no tenant's Power BI report can be embedded. */
  powerBi?: { tenantId: string; clientId: string; clientSecret: string; authorityHost: string; apiBase: string };
};

export class ConfigError extends Error {
  constructor(readonly problems: { setting: string; message: string }[]) {
    super(`Invalid configuration: ${problems.map((p) => `${p.setting} (${p.message})`).join('; ')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => ({
        setting: String(i.path[0] ?? '?'),
        message: i.code === 'invalid_type' && i.input === undefined ? 'missing' : i.message,
      })),
    );
  }
  const s = parsed.data;
  return {
    env: s.EXPEDIENTE_ENV,
    publicBaseUrl: s.PUBLIC_BASE_URL.replace(/\/$/, ''),
    supportEmail: s.SUPPORT_EMAIL,
    cosmos: { endpoint: s.COSMOS_ENDPOINT, database: s.COSMOS_DATABASE, ...(s.COSMOS_KEY ? { key: s.COSMOS_KEY } : {}) },
    storage: s.Storage
      ? { kind: 'connectionString', connectionString: s.Storage }
      : {
          kind: 'identity',
          blobUri: s.Storage__blobServiceUri!,
          queueUri: s.Storage__queueServiceUri!,
          tableUri: s.Storage__tableServiceUri!,
        },
    ...(s.AZURE_CLIENT_ID ? { azureClientId: s.AZURE_CLIENT_ID } : {}),
    sessionSigningKey: s.SESSION_SIGNING_KEY,
    mail:
      s.MAIL_TRANSPORT === 'smtp'
        ? {
            transport: 'smtp',
            from: s.MAIL_FROM,
            host: s.SMTP_HOST!,
            port: s.SMTP_PORT!,
            secure: s.SMTP_SECURE,
            ...(s.SMTP_USER ? { user: s.SMTP_USER } : {}),
            ...(s.SMTP_PASSWORD ? { password: s.SMTP_PASSWORD } : {}),
          }
        : { transport: 'acs', from: s.MAIL_FROM, endpoint: s.ACS_EMAIL_ENDPOINT! },
    logLevel: s.LOG_LEVEL,
    ...(s.SAT69B_URL ? { sat69bUrl: s.SAT69B_URL } : {}),
    metadata: {
      ocr: s.METADATA_OCR,
      limits: { maxPages: s.METADATA_MAX_PAGES, timeoutMs: s.METADATA_TIMEOUT_SECONDS * 1000, maxPixels: s.METADATA_MAX_PIXELS },
      leaseMarginMs: s.METADATA_LEASE_MARGIN_SECONDS * 1000,
      ...(s.DOCUMENT_INTELLIGENCE_ENDPOINT && s.DOCUMENT_INTELLIGENCE_KEY
        ? { documentIntelligence: { endpoint: s.DOCUMENT_INTELLIGENCE_ENDPOINT.replace(/\/$/, ''), key: s.DOCUMENT_INTELLIGENCE_KEY } }
        : {}),
    },
    ...(s.POWERBI_TENANT_ID && s.POWERBI_CLIENT_ID && s.POWERBI_CLIENT_SECRET
      ? {
          powerBi: {
            tenantId: s.POWERBI_TENANT_ID,
            clientId: s.POWERBI_CLIENT_ID,
            clientSecret: s.POWERBI_CLIENT_SECRET,
            authorityHost: s.POWERBI_AUTHORITY_HOST.replace(/\/$/, ''),
            apiBase: s.POWERBI_API_BASE.replace(/\/$/, ''),
          },
        }
      : {}),
  };
}

let current: Config | undefined;

/** The app's config, parsed from process.env on first use; a bad setting throws a ConfigError naming it. */
export function getConfig(): Config {
  current ??= loadConfig(process.env);
  return current;
}

/** For the local host and tests: forget the parsed config so the next getConfig() reads the environment again. */
export function resetConfig(): void {
  current = undefined;
}
