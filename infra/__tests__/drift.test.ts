/**
 * Code and infrastructure cannot drift: the names of Cosmos DB containers (with partition keys, TTL and
 * composite indexes), tables, queues, blob containers and app settings are read from the code's single
 * sources (functions/src/platform/resources.ts and config.ts) and must be what the Bicep declares.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { settingNames } from '../../functions/src/platform/config';
import {
  blobContainers,
  COSMOS_DATABASE_DEFAULT,
  cosmosContainers,
  queues,
  STORAGE_CONNECTION,
  tables,
} from '../../functions/src/platform/resources';
import { declarations, literal, objectKeys, parseBicep, property, readInfra, stringValue, type Declaration, type Literal } from './bicep';

/**
 * Settings config.ts reads only on the local path, never set in Azure (config.ts refuses them when
 * EXPEDIENTE_ENV=cloud): COSMOS_KEY (account key) and Storage (connection string of the connection named
 * STORAGE_CONNECTION). In the cloud the same connection is identity based: Storage__*ServiceUri.
 * The SMTP_* settings are declared for the SMTP path only (enableAcsEmail=false); ACS_EMAIL_ENDPOINT for
 * the ACS path only; both branches are in main.bicep, so both must be declared there.
 */
const localOnly = ['COSMOS_KEY', STORAGE_CONNECTION];

/** App settings the Bicep sets that config.ts does not read: the Functions host's and SDKs' own. */
const hostSettings = [
  `${STORAGE_CONNECTION}__credential`,
  `${STORAGE_CONNECTION}__clientId`,
  'AzureWebJobsStorage__accountName',
  'AzureWebJobsStorage__credential',
  'AzureWebJobsStorage__clientId',
  'APPLICATIONINSIGHTS_CONNECTION_STRING',
  'APPLICATIONINSIGHTS_AUTHENTICATION_STRING',
];

async function decls(file: string): Promise<Declaration[]> {
  return declarations(await parseBicep(readInfra(file)));
}

function find(ds: Declaration[], kind: Declaration['kind'], name: string): Declaration {
  const d = ds.find((x) => x.kind === kind && x.name === name);
  if (!d) throw new Error(`${kind} ${name} not found`);
  return d;
}

const valueOf = (d: Declaration): Literal => literal(d.value!);

describe('Cosmos DB containers match resources.ts', () => {
  let containers: { name: string; partitionKeyPath: string; defaultTtl: number | null; compositeIndexes: unknown[] }[];
  beforeAll(async () => {
    containers = valueOf(find(await decls('app/cosmos.bicep'), 'var', 'containers')) as typeof containers;
  });

  it('declares exactly the containers of cosmosContainers, in the same order', () => {
    expect(containers.map((c) => c.name)).toEqual(Object.keys(cosmosContainers));
  });

  it.each(Object.entries(cosmosContainers))('%s has the partition key, TTL and composite indexes of the code', (name, spec) => {
    const c = containers.find((x) => x.name === name)!;
    expect(c.partitionKeyPath).toBe(spec.partitionKeyPath);
    expect(c.defaultTtl).toBe('defaultTtl' in spec ? spec.defaultTtl : null);
    expect(c.compositeIndexes).toEqual('compositeIndexes' in spec ? spec.compositeIndexes : []);
  });

  it('gives every two-field ORDER BY its composite index (two paths each)', () => {
    for (const c of containers) for (const index of c.compositeIndexes as unknown[][]) expect(index).toHaveLength(2);
  });

  it('names the database as the code does by default', async () => {
    const main = await decls('main.bicep');
    expect(valueOf(find(main, 'param', 'cosmosDatabaseName'))).toBe(COSMOS_DATABASE_DEFAULT);
  });
});

describe('storage names match resources.ts', () => {
  let storage: Declaration[];
  beforeAll(async () => {
    storage = await decls('app/data-storage.bicep');
  });

  it('declares every blob container', () => {
    expect(valueOf(find(storage, 'var', 'blobContainerNames'))).toEqual(Object.values(blobContainers));
  });

  it('declares every queue, and its poison queue', () => {
    expect(valueOf(find(storage, 'var', 'queueNames'))).toEqual(Object.values(queues));
    const account = find(storage, 'module', 'account');
    const queueServices = property(property(account.value!, 'params'), 'queueServices');
    expect(queueServices?.text).toContain("'${q}-poison'");
  });

  it('declares every table', () => {
    expect(valueOf(find(storage, 'var', 'tableNames'))).toEqual(Object.values(tables));
  });

  it('deletes exports after 7 days with a lifecycle rule', () => {
    const params = property(find(storage, 'module', 'account').value!, 'params');
    const rules = property(params, 'managementPolicyRules')!;
    const exportsRule = rules.namedChildren
      .map((n) => {
        try {
          return literal(n!) as Record<string, unknown>;
        } catch {
          return undefined;
        }
      })
      .find((r) => r?.name === 'delete-exports-after-7-days');
    expect(exportsRule).toMatchObject({
      enabled: true,
      definition: {
        filters: { prefixMatch: [`${blobContainers.exports}/`] },
        actions: { baseBlob: { delete: { daysAfterCreationGreaterThan: 7 } } },
      },
    });
  });

  it('protects blobs against deletion: soft delete, versioning, container soft delete, point-in-time restore', () => {
    const params = property(find(storage, 'module', 'account').value!, 'params');
    const blob = property(params, 'blobServices')!;
    for (const flag of ['isVersioningEnabled', 'deleteRetentionPolicyEnabled', 'containerDeleteRetentionPolicyEnabled', 'changeFeedEnabled', 'restorePolicyEnabled']) {
      expect(property(blob, flag)?.text, flag).toBe('true');
    }
    expect(property(params, 'allowSharedKeyAccess')?.text).toBe('false');
  });
});

describe('app settings match config.ts settingNames', () => {
  let main: Declaration[];
  let keys: string[];
  beforeAll(async () => {
    main = await decls('main.bicep');
    keys = main.filter((d) => d.kind === 'var' && d.name.startsWith('appSettings')).flatMap((d) => objectKeys(d.value!));
  });

  const cloudSettings = settingNames.filter((n) => !localOnly.includes(n));

  it.each(cloudSettings)('sets %s', (name) => {
    expect(keys).toContain(name);
  });

  it.each(localOnly)('never sets the local-only %s (no keys or connection strings in Azure)', (name) => {
    expect(keys).not.toContain(name);
  });

  it('sets nothing config.ts or the Functions host does not read', () => {
    const known = new Set<string>([...settingNames, ...hostSettings]);
    expect(keys.filter((k) => !known.has(k))).toEqual([]);
  });

  it('uses the identity-based form of the connection named in resources.ts', () => {
    for (const suffix of ['blobServiceUri', 'queueServiceUri', 'tableServiceUri', 'credential', 'clientId']) {
      expect(keys).toContain(`${STORAGE_CONNECTION}__${suffix}`);
    }
  });

  it('runs in cloud mode and takes secrets only as Key Vault references', () => {
    const core = find(main, 'var', 'appSettingsCore').value!;
    expect(stringValue(property(core, 'EXPEDIENTE_ENV'))).toBe('cloud');
    expect(property(core, 'SESSION_SIGNING_KEY')?.text).toMatch(/^'@Microsoft\.KeyVault\(SecretUri=\$\{/);
    const smtp = find(main, 'var', 'appSettingsSmtp').value!;
    expect(smtp.text).toMatch(/SMTP_PASSWORD: '@Microsoft\.KeyVault\(SecretUri=\$\{/);
    const extra = find(main, 'var', 'appSettingsAdditionalSecrets').value!;
    expect(extra.text).toContain('@Microsoft.KeyVault(SecretUri=');
  });

  it('switches MAIL_TRANSPORT between acs and smtp as config.ts expects', () => {
    expect(stringValue(property(find(main, 'var', 'appSettingsAcs').value!, 'MAIL_TRANSPORT'))).toBe('acs');
    expect(find(main, 'var', 'appSettingsSmtp').value!.text).toContain("MAIL_TRANSPORT: 'smtp'");
  });
});

describe('blob trigger wiring matches the code', () => {
  it('subscribes the documents container', async () => {
    const events = await decls('app/blob-events.bicep');
    expect(valueOf(find(events, 'param', 'containerName'))).toBe(blobContainers.documents);
    const main = await decls('main.bicep');
    expect(valueOf(find(main, 'var', 'documentsContainerName'))).toBe(blobContainers.documents);
  });
});
