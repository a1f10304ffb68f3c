import http from 'node:http';
import https from 'node:https';
import { syncBuiltinESMExports } from 'node:module';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Record what the SDK constructors receive, while still building the real clients.
const seen = vi.hoisted(() => ({ cosmos: [] as unknown[], credentials: [] as unknown[] }));

vi.mock('@azure/cosmos', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@azure/cosmos')>();
  class CosmosClient extends actual.CosmosClient {
    constructor(options: import('@azure/cosmos').CosmosClientOptions) {
      const received = { ...options };
      super(options);
      seen.cosmos.push(received);
    }
  }
  return { ...actual, CosmosClient };
});

vi.mock('@azure/identity', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@azure/identity')>();
  class DefaultAzureCredential extends actual.DefaultAzureCredential {
    constructor(options?: import('@azure/identity').DefaultAzureCredentialClientIdOptions) {
      // The SDK fills defaults into the options object: keep what the app passed.
      const received = { ...options };
      super(options);
      seen.credentials.push(received);
    }
  }
  return { ...actual, DefaultAzureCredential };
});

const { ConfigError, getConfig, loadConfig, resetConfig, settingNames } = await import('../config');
const { createClients } = await import('../clients');
const { DefaultAzureCredential } = await import('@azure/identity');

// The well-known Azurite development account (public, documented; not a secret).
const azurite =
  'DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;' +
  'AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;' +
  'BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;QueueEndpoint=http://127.0.0.1:10001/devstoreaccount1;' +
  'TableEndpoint=http://127.0.0.1:10002/devstoreaccount1;';
const signingKey = 'k'.repeat(48);

/** The settings the local host writes: connection strings and keys. */
const localEnv = (): Record<string, string | undefined> => ({
  EXPEDIENTE_ENV: 'local',
  PUBLIC_BASE_URL: 'http://localhost:4280/',
  SUPPORT_EMAIL: 'soporte@example.com',
  COSMOS_ENDPOINT: 'http://127.0.0.1:8081/',
  COSMOS_KEY: 'C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==',
  Storage: azurite,
  SESSION_SIGNING_KEY: signingKey,
  MAIL_FROM: 'no-responder@example.com',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: '1025',
});

/** The settings infra/main.bicep gives the Function App: service URIs and the managed identity. */
const cloudEnv = (): Record<string, string | undefined> => ({
  EXPEDIENTE_ENV: 'cloud',
  PUBLIC_BASE_URL: 'https://expediente.example.com',
  SUPPORT_EMAIL: 'soporte@example.com',
  COSMOS_ENDPOINT: 'https://cosmos-abc.documents.azure.com:443/',
  COSMOS_DATABASE: 'expediente',
  Storage__blobServiceUri: 'https://stabc.blob.core.windows.net/',
  Storage__queueServiceUri: 'https://stabc.queue.core.windows.net/',
  Storage__tableServiceUri: 'https://stabc.table.core.windows.net/',
  AZURE_CLIENT_ID: '11111111-2222-3333-4444-555555555555',
  SESSION_SIGNING_KEY: signingKey,
  MAIL_TRANSPORT: 'acs',
  MAIL_FROM: 'DoNotReply@abc.azurecomm.net',
  ACS_EMAIL_ENDPOINT: 'https://acs-abc.unitedstates.communication.azure.com',
  LOG_LEVEL: 'warn',
});

function configError(env: Record<string, string | undefined>): InstanceType<typeof ConfigError> {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as InstanceType<typeof ConfigError>;
  }
  throw new Error('loadConfig did not throw');
}

const settingsIn = (err: InstanceType<typeof ConfigError>): string[] => err.problems.map((p) => p.setting);

describe('loadConfig, local path (connection strings and keys)', () => {
  it('parses the values and applies the defaults', () => {
    const c = loadConfig(localEnv());
    expect(c).toEqual({
      env: 'local',
      publicBaseUrl: 'http://localhost:4280',
      supportEmail: 'soporte@example.com',
      cosmos: { endpoint: 'http://127.0.0.1:8081/', key: localEnv().COSMOS_KEY, database: 'expediente' },
      storage: { kind: 'connectionString', connectionString: azurite },
      sessionSigningKey: signingKey,
      mail: { transport: 'smtp', from: 'no-responder@example.com', host: '127.0.0.1', port: 1025, secure: false },
      logLevel: 'info',
      metadata: { ocr: 'tesseract', limits: { maxPages: 50, timeoutMs: 60_000, maxPixels: 40_000_000 }, leaseMarginMs: 30_000 },
    });
  });

  it('reads the metadata extraction settings; Document Intelligence needs its endpoint and key', () => {
    const c = loadConfig({
      ...localEnv(),
      METADATA_OCR: 'document-intelligence',
      DOCUMENT_INTELLIGENCE_ENDPOINT: 'https://di-abc.cognitiveservices.azure.com/',
      DOCUMENT_INTELLIGENCE_KEY: 'k',
      METADATA_MAX_PAGES: '10',
      METADATA_TIMEOUT_SECONDS: '5',
      METADATA_MAX_PIXELS: '1000000',
      METADATA_LEASE_MARGIN_SECONDS: '3',
    });
    expect(c.metadata).toEqual({
      ocr: 'document-intelligence',
      limits: { maxPages: 10, timeoutMs: 5000, maxPixels: 1_000_000 },
      leaseMarginMs: 3000,
      documentIntelligence: { endpoint: 'https://di-abc.cognitiveservices.azure.com', key: 'k' },
    });
    const err = configError({ ...localEnv(), METADATA_OCR: 'document-intelligence' });
    expect(settingsIn(err)).toEqual(expect.arrayContaining(['DOCUMENT_INTELLIGENCE_ENDPOINT', 'DOCUMENT_INTELLIGENCE_KEY']));
    expect(settingsIn(configError({ ...localEnv(), METADATA_OCR: 'paddle' }))).toEqual(['METADATA_OCR']);
    expect(settingsIn(configError({ ...localEnv(), METADATA_MAX_PAGES: '0' }))).toEqual(['METADATA_MAX_PAGES']);
    expect(settingsIn(configError({ ...localEnv(), METADATA_LEASE_MARGIN_SECONDS: '0' }))).toEqual(['METADATA_LEASE_MARGIN_SECONDS']);
    expect(settingsIn(configError({ ...localEnv(), METADATA_LEASE_MARGIN_SECONDS: 'soon' }))).toEqual(['METADATA_LEASE_MARGIN_SECONDS']);
  });

  it('reads the optional SMTP settings', () => {
    const c = loadConfig({ ...localEnv(), SMTP_SECURE: '1', SMTP_USER: 'u', SMTP_PASSWORD: 'p', SMTP_PORT: '465' });
    expect(c.mail).toEqual({ transport: 'smtp', from: 'no-responder@example.com', host: '127.0.0.1', port: 465, secure: true, user: 'u', password: 'p' });
  });

  it('also takes connection strings in test mode', () => {
    expect(loadConfig({ ...localEnv(), EXPEDIENTE_ENV: 'test' }).env).toBe('test');
  });
});

describe('loadConfig, identity path (service URIs and the managed identity)', () => {
  it('parses the values', () => {
    const c = loadConfig(cloudEnv());
    expect(c).toEqual({
      env: 'cloud',
      publicBaseUrl: 'https://expediente.example.com',
      supportEmail: 'soporte@example.com',
      cosmos: { endpoint: 'https://cosmos-abc.documents.azure.com:443/', database: 'expediente' },
      storage: {
        kind: 'identity',
        blobUri: 'https://stabc.blob.core.windows.net/',
        queueUri: 'https://stabc.queue.core.windows.net/',
        tableUri: 'https://stabc.table.core.windows.net/',
      },
      azureClientId: '11111111-2222-3333-4444-555555555555',
      sessionSigningKey: signingKey,
      mail: { transport: 'acs', from: 'DoNotReply@abc.azurecomm.net', endpoint: 'https://acs-abc.unitedstates.communication.azure.com' },
      logLevel: 'warn',
      metadata: { ocr: 'tesseract', limits: { maxPages: 50, timeoutMs: 60_000, maxPixels: 40_000_000 }, leaseMarginMs: 30_000 },
    });
    expect(c.cosmos).not.toHaveProperty('key');
  });

  it('accepts SMTP in the cloud too (MAIL_TRANSPORT=smtp, password from a Key Vault reference)', () => {
    const env = { ...cloudEnv(), MAIL_TRANSPORT: 'smtp', ACS_EMAIL_ENDPOINT: undefined, SMTP_HOST: 'smtp.example.com', SMTP_PORT: '587', SMTP_SECURE: 'false', SMTP_PASSWORD: 'resolved-by-app-service' };
    expect(loadConfig(env).mail).toMatchObject({ transport: 'smtp', host: 'smtp.example.com', port: 587, secure: false, password: 'resolved-by-app-service' });
  });

  it('refuses an account key in the cloud, naming it', () => {
    const err = configError({ ...cloudEnv(), COSMOS_KEY: 'key' });
    expect(settingsIn(err)).toContain('COSMOS_KEY');
    expect(err.message).toMatch(/COSMOS_KEY \(keys and connection strings are not allowed in the cloud/);
  });

  it('refuses a storage connection string in the cloud, naming it', () => {
    const err = configError({ ...cloudEnv(), Storage: azurite });
    expect(settingsIn(err)).toContain('Storage');
    expect(err.message).toContain('Storage (keys and connection strings are not allowed in the cloud');
  });

  it('names each missing service URI when there is no connection string', () => {
    const err = configError({ ...cloudEnv(), Storage__queueServiceUri: undefined, Storage__tableServiceUri: undefined });
    expect(settingsIn(err)).toEqual(['Storage__queueServiceUri', 'Storage__tableServiceUri']);
  });
});

describe('loadConfig, missing and invalid settings throw a ConfigError naming them', () => {
  it('missing EXPEDIENTE_ENV (an enum: named, with the allowed values)', () => {
    const err = configError({ ...cloudEnv(), EXPEDIENTE_ENV: undefined });
    expect(settingsIn(err)).toEqual(['EXPEDIENTE_ENV']);
    expect(err.message).toMatch(/EXPEDIENTE_ENV \(.*local.*test.*cloud/);
  });

  it.each(['PUBLIC_BASE_URL', 'SUPPORT_EMAIL', 'COSMOS_ENDPOINT', 'SESSION_SIGNING_KEY', 'MAIL_FROM'])('missing %s', (name) => {
    const err = configError({ ...cloudEnv(), [name]: undefined });
    expect(err.problems).toContainEqual({ setting: name, message: 'missing' });
    expect(err.message).toContain(`${name} (missing)`);
    expect(err.name).toBe('ConfigError');
  });

  it.each([
    ['EXPEDIENTE_ENV', 'production'],
    ['PUBLIC_BASE_URL', 'not a url'],
    ['SUPPORT_EMAIL', 'soporte'],
    ['COSMOS_ENDPOINT', 'cosmos'],
    ['COSMOS_DATABASE', 'bad name!'],
    ['Storage__blobServiceUri', 'blob'],
    ['MAIL_TRANSPORT', 'sendgrid'],
    ['LOG_LEVEL', 'verbose'],
    ['ACS_EMAIL_ENDPOINT', 'acs'],
  ])('invalid %s', (name, value) => {
    const err = configError({ ...cloudEnv(), [name]: value });
    expect(settingsIn(err)).toContain(name);
  });

  it('explains a short session signing key in Spanish', () => {
    const err = configError({ ...cloudEnv(), SESSION_SIGNING_KEY: 'short' });
    expect(err.problems).toContainEqual({ setting: 'SESSION_SIGNING_KEY', message: 'debe tener al menos 32 caracteres' });
  });

  it.each([
    ['SMTP_PORT', '70000'],
    ['SMTP_PORT', 'abc'],
    ['SMTP_SECURE', 'yes'],
  ])('invalid %s=%s on the SMTP path', (name, value) => {
    const err = configError({ ...localEnv(), [name]: value });
    expect(settingsIn(err)).toContain(name);
  });

  it('requires SMTP_HOST and SMTP_PORT for MAIL_TRANSPORT=smtp', () => {
    const err = configError({ ...localEnv(), SMTP_HOST: undefined, SMTP_PORT: undefined });
    expect(settingsIn(err)).toEqual(expect.arrayContaining(['SMTP_HOST', 'SMTP_PORT']));
  });

  it('requires ACS_EMAIL_ENDPOINT for MAIL_TRANSPORT=acs', () => {
    const err = configError({ ...cloudEnv(), ACS_EMAIL_ENDPOINT: undefined });
    expect(err.problems).toContainEqual({ setting: 'ACS_EMAIL_ENDPOINT', message: 'required when MAIL_TRANSPORT=acs' });
  });

  it('lists every problem at once', () => {
    const err = configError({});
    expect(settingsIn(err)).toEqual(expect.arrayContaining(['EXPEDIENTE_ENV', 'PUBLIC_BASE_URL', 'SESSION_SIGNING_KEY', 'MAIL_FROM']));
  });
});

describe('settingNames', () => {
  it('lists every setting the schema reads (infra checks them against main.bicep)', () => {
    expect(settingNames).toEqual(expect.arrayContaining(['EXPEDIENTE_ENV', 'COSMOS_KEY', 'Storage', 'Storage__blobServiceUri', 'AZURE_CLIENT_ID', 'ACS_EMAIL_ENDPOINT']));
    expect(new Set(settingNames).size).toBe(settingNames.length);
  });
});

describe('getConfig', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfig();
  });

  it('parses process.env once, until resetConfig', () => {
    resetConfig();
    for (const [k, v] of Object.entries(cloudEnv())) if (v !== undefined) vi.stubEnv(k, v);
    const first = getConfig();
    expect(first.env).toBe('cloud');
    vi.stubEnv('LOG_LEVEL', 'error');
    expect(getConfig()).toBe(first);
    resetConfig();
    expect(getConfig().logLevel).toBe('error');
  });
});

describe('createClients', () => {
  const requests: string[] = [];
  beforeEach(() => {
    seen.cosmos.length = 0;
    seen.credentials.length = 0;
    requests.length = 0;
    // Any network call during construction fails the test.
    const block = (mod: string) => () => {
      requests.push(mod);
      throw new Error(`unexpected ${mod} request while building clients`);
    };
    vi.spyOn(http, 'request').mockImplementation(block('http'));
    vi.spyOn(https, 'request').mockImplementation(block('https'));
    vi.spyOn(globalThis, 'fetch').mockImplementation(block('fetch'));
    syncBuiltinESMExports(); // ESM `import { request } from 'node:https'` sees the spies too
  });
  afterEach(() => {
    vi.restoreAllMocks();
    syncBuiltinESMExports();
  });

  it('builds identity clients pointing at the service URIs with a managed-identity credential, without network calls', async () => {
    const config = loadConfig(cloudEnv());
    const clients = createClients(config);
    try {
      expect(clients.credential).toBeInstanceOf(DefaultAzureCredential);
      expect(seen.credentials).toEqual([{ managedIdentityClientId: '11111111-2222-3333-4444-555555555555' }]);

      expect(seen.cosmos).toHaveLength(1);
      const cosmosOptions = seen.cosmos[0] as { endpoint: string; key?: string; aadCredentials?: unknown };
      expect(cosmosOptions.endpoint).toBe('https://cosmos-abc.documents.azure.com:443/');
      expect(cosmosOptions.key).toBeUndefined();
      expect(cosmosOptions.aadCredentials).toBe(clients.credential);

      expect(clients.blob.url).toBe('https://stabc.blob.core.windows.net/');
      expect(clients.blob.accountName).toBe('stabc');
      expect(clients.queue.url).toBe('https://stabc.queue.core.windows.net/');
      expect(clients.tableService.url).toBe('https://stabc.table.core.windows.net/');
      const table = clients.table('events');
      expect(table.url).toBe('https://stabc.table.core.windows.net/');
      expect(table.tableName).toBe('events');

      await new Promise((r) => setTimeout(r, 20));
      expect(requests).toEqual([]);
    } finally {
      clients.cosmos.dispose();
    }
  });

  it('uses the system credential chain when no client ID is given', () => {
    const clients = createClients(loadConfig({ ...cloudEnv(), AZURE_CLIENT_ID: undefined }));
    clients.cosmos.dispose();
    expect(seen.credentials).toEqual([{}]);
  });

  it('builds key and connection-string clients locally, with no credential and no network calls', async () => {
    const clients = createClients(loadConfig(localEnv()));
    try {
      expect(clients.credential).toBeUndefined();
      expect(seen.credentials).toEqual([]);
      const cosmosOptions = seen.cosmos[0] as { endpoint: string; key?: string; connectionPolicy?: { enableEndpointDiscovery?: boolean } };
      expect(cosmosOptions.endpoint).toBe('http://127.0.0.1:8081/');
      expect(cosmosOptions.key).toBe(localEnv().COSMOS_KEY);
      expect(cosmosOptions.connectionPolicy?.enableEndpointDiscovery).toBe(false);
      expect(clients.blob.url).toBe('http://127.0.0.1:10000/devstoreaccount1');
      expect(clients.queue.url).toBe('http://127.0.0.1:10001/devstoreaccount1');
      expect(clients.table('events').tableName).toBe('events');
      await new Promise((r) => setTimeout(r, 20));
      expect(requests).toEqual([]);
    } finally {
      clients.cosmos.dispose();
    }
  });
});
