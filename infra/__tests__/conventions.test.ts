/**
 * The conventions of the infrastructure: azd naming and outputs, described parameters and outputs,
 * pinned Azure Verified Modules, RBAC instead of keys, and the security and recovery settings the
 * issue asks for. Syntax only: no Bicep compiler can run here (see docs/deploy.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bicepFiles,
  body,
  declarations,
  descendants,
  infraDir,
  literal,
  parseBicep,
  property,
  readInfra,
  repoRoot,
  stringValue,
  type Declaration,
} from './bicep';

const parsed = new Map<string, Declaration[]>();
const sources = new Map<string, string>();

beforeAll(async () => {
  for (const f of bicepFiles()) {
    const source = readInfra(f);
    sources.set(f, source);
    parsed.set(f, declarations(await parseBicep(source)));
  }
});

const decls = (file: string): Declaration[] => parsed.get(file) ?? [];
const find = (file: string, kind: Declaration['kind'], name: string): Declaration => {
  const d = decls(file).find((x) => x.kind === kind && x.name === name);
  if (!d) throw new Error(`${file}: ${kind} ${name} not found`);
  return d;
};
const described = (d: Declaration): boolean =>
  d.decorators.some((x) => x.name === 'description' && (stringValue(x.args[0]) ?? '').trim().length > 0);

describe('parameters and outputs', () => {
  it('describes every parameter and output of every template', () => {
    const missing = [...parsed].flatMap(([file, ds]) =>
      ds.filter((d) => (d.kind === 'param' || d.kind === 'output') && !described(d)).map((d) => `${file}: ${d.kind} ${d.name}`),
    );
    expect(missing).toEqual([]);
  });

  it('names main.bicep outputs for azd\'s environment (SCREAMING_SNAKE)', () => {
    const outputs = decls('main.bicep').filter((d) => d.kind === 'output');
    expect(outputs.length).toBeGreaterThan(10);
    expect(outputs.map((o) => o.name).filter((n) => !/^[A-Z][A-Z0-9_]*$/.test(n))).toEqual([]);
  });

  it('outputs what azd, the hooks and the web build read', () => {
    const names = decls('main.bicep').filter((d) => d.kind === 'output').map((d) => d.name);
    for (const n of [
      'AZURE_LOCATION',
      'AZURE_TENANT_ID',
      'AZURE_RESOURCE_GROUP',
      'AZURE_FUNCTION_APP_NAME',
      'AZURE_KEY_VAULT_NAME',
      'AZURE_EVENTGRID_SYSTEM_TOPIC_NAME',
      'SERVICE_API_URI',
      'SERVICE_WEB_URI',
      'VITE_APPLICATIONINSIGHTS_CONNECTION_STRING',
    ]) {
      expect(names).toContain(n);
    }
  });

  it('maps main.parameters.json onto declared parameters, and leaves no required parameter unset', () => {
    const file = JSON.parse(readFileSync(join(infraDir, 'main.parameters.json'), 'utf8')) as { parameters: Record<string, unknown> };
    const params = decls('main.bicep').filter((d) => d.kind === 'param');
    const declared = new Set(params.map((p) => p.name));
    expect(Object.keys(file.parameters).filter((p) => !declared.has(p))).toEqual([]);
    const generated = (p: Declaration): boolean =>
      p.decorators.some((x) => x.name === 'metadata' && x.args[0]?.text.includes("type: 'generate'"));
    const unset = params.filter((p) => !p.value && !(p.name in file.parameters) && !generated(p)).map((p) => p.name);
    expect(unset).toEqual([]);
  });

  it('lets azd generate the session signing key, at least 32 characters, as a secure parameter', () => {
    const p = find('main.bicep', 'param', 'sessionSigningKey');
    expect(p.decorators.map((d) => d.name)).toEqual(expect.arrayContaining(['secure', 'minLength', 'metadata']));
    const meta = literal(p.decorators.find((d) => d.name === 'metadata')!.args[0]!) as { azd: { config: { length: number } } };
    expect(meta.azd.config.length).toBeGreaterThanOrEqual(32);
  });
});

describe('azd naming', () => {
  it('deploys at subscription scope into a resource group of its own', () => {
    expect(sources.get('main.bicep')).toMatch(/^targetScope = 'subscription'$/m);
    expect(decls('main.bicep').some((d) => d.kind === 'resource' && d.target?.startsWith('Microsoft.Resources/resourceGroups@'))).toBe(true);
  });

  it('derives names from abbreviations.json and a resourceToken, and tags azd-env-name', () => {
    const abbrs = JSON.parse(readFileSync(join(infraDir, 'abbreviations.json'), 'utf8')) as Record<string, string>;
    const used = [...sources.get('main.bicep')!.matchAll(/abbrs\.(\w+)/g)].map((m) => m[1]!);
    expect(used.length).toBeGreaterThan(8);
    expect(used.filter((k) => !(k in abbrs))).toEqual([]);
    expect(sources.get('main.bicep')).toMatch(/var resourceToken = toLower\(uniqueString\(subscription\(\)\.id, environmentName, location\)\)/);
    expect(find('main.bicep', 'var', 'tags').value!.text).toContain("'azd-env-name': environmentName");
  });

  it('tags the Static Web App and the Function App with the azure.yaml service names', () => {
    const yaml = readFileSync(join(repoRoot, 'azure.yaml'), 'utf8');
    const services = yaml.slice(yaml.indexOf('\nservices:') + 1).split(/\n(?=\S)/)[0]!;
    const names = [...services.matchAll(/^ {2}(\w+):\s*$/gm)].map((m) => m[1]);
    expect(names).toEqual(['web', 'api']);
    const web = body(find('main.bicep', 'module', 'web'))!;
    const api = body(find('main.bicep', 'module', 'api'))!;
    expect(property(property(web, 'params'), 'tags')?.text).toContain("'azd-service-name': 'web'");
    expect(property(property(api, 'params'), 'tags')?.text).toContain("'azd-service-name': 'api'");
    expect(services).toMatch(/web:\n\s+project: \.\/web\n\s+dist: dist\n\s+language: js\n\s+host: staticwebapp/);
    expect(services).toMatch(/api:\n\s+project: \.\/functions\n\s+dist: deploy\n\s+language: js\n\s+host: function\n\s+remoteBuild: false/);
  });

  it('points the azure.yaml hooks at scripts that exist', () => {
    const yaml = readFileSync(join(repoRoot, 'azure.yaml'), 'utf8');
    expect(yaml).toContain('node ../scripts/package-api.mjs');
    expect(existsSync(join(repoRoot, 'functions', '../scripts/package-api.mjs'))).toBe(true);
    expect(yaml).toContain('node ../infra/hooks/web-predeploy.mjs');
    expect(existsSync(join(repoRoot, 'web', '../infra/hooks/web-predeploy.mjs'))).toBe(true);
    expect(yaml).toContain('node infra/hooks/postdeploy.mjs');
    expect(existsSync(join(repoRoot, 'infra/hooks/postdeploy.mjs'))).toBe(true);
  });
});

describe('modules', () => {
  it('pins every Azure Verified Module to a version', () => {
    const refs = [...parsed].flatMap(([, ds]) => ds.filter((d) => d.kind === 'module' && d.target?.startsWith('br')).map((d) => d.target!));
    expect(refs.length).toBeGreaterThanOrEqual(7);
    expect(refs.filter((r) => !/^br\/public:avm\/res\/[a-z-]+\/[a-z-]+:\d+\.\d+\.\d+$/.test(r))).toEqual([]);
  });

  it('uses AVM for identity, monitoring, storage, Key Vault, Static Web App, plan and system topic', () => {
    const refs = [...parsed].flatMap(([, ds]) => ds.filter((d) => d.kind === 'module').map((d) => d.target!));
    for (const m of [
      'managed-identity/user-assigned-identity',
      'operational-insights/workspace',
      'insights/component',
      'storage/storage-account',
      'key-vault/vault',
      'web/static-site',
      'web/serverfarm',
      'event-grid/system-topic',
    ]) {
      expect(refs.some((r) => r.startsWith(`br/public:avm/res/${m}:`)), m).toBe(true);
    }
  });

  it('references local modules that exist', () => {
    const missing = [...parsed].flatMap(([file, ds]) =>
      ds
        .filter((d) => d.kind === 'module' && !d.target!.startsWith('br'))
        .map((d) => join(infraDir, file, '..', d.target!))
        .filter((p) => !existsSync(p)),
    );
    expect(missing).toEqual([]);
  });
});

describe('security: RBAC, no keys', () => {
  const roleIds = {
    'Storage Blob Data Contributor': 'ba92f5b4-2d11-453d-a403-e96b0029c9fe',
    'Storage Queue Data Contributor': '974c5e8b-45b9-4653-ba55-5f855dd0fb88',
    'Storage Table Data Contributor': '0a9a7e1f-b9d0-4cc4-a60d-0319b160aaa3',
    'Key Vault Secrets User': '4633458b-17de-408a-b874-0445c86b69e6',
  };

  it.each(Object.entries(roleIds))('assigns %s to the app identity', (_role, id) => {
    const roles = literal(find('app/rbac.bicep', 'var', 'roles').value!) as Record<string, string>;
    expect(Object.values(roles)).toContain(id);
  });

  it('assigns Cosmos DB Built-in Data Contributor on the data plane', () => {
    expect(literal(find('app/rbac.bicep', 'var', 'cosmosDataContributorRoleId').value!)).toBe('00000000-0000-0000-0000-000000000002');
    expect(find('app/rbac.bicep', 'resource', 'cosmosRoleAssignments').target).toMatch(/^Microsoft\.DocumentDB\/databaseAccounts\/sqlRoleAssignments@/);
  });

  it('adds the deploying user only when grantDeployerAccess is on', () => {
    expect(find('app/rbac.bicep', 'var', 'withDeployer').value!.text).toBe('grantDeployerAccess && !empty(deployerPrincipalId)');
    expect(stringValue(find('main.bicep', 'param', 'grantDeployerAccess').value) ?? find('main.bicep', 'param', 'grantDeployerAccess').value!.text).toBe('false');
  });

  it('turns off shared keys and local auth everywhere', () => {
    for (const f of ['app/data-storage.bicep', 'app/runtime-storage.bicep']) {
      expect(sources.get(f)).toMatch(/allowSharedKeyAccess: false/);
    }
    const cosmos = property(body(find('app/cosmos.bicep', 'resource', 'account')), 'properties');
    expect(property(cosmos, 'disableLocalAuth')?.text).toBe('true');
    expect(property(cosmos, 'disableKeyBasedMetadataWriteAccess')?.text).toBe('true');
  });

  it('reads no keys or connection strings (only the host key the Event Grid webhook needs)', () => {
    for (const [file, source] of sources) {
      expect(source, file).not.toMatch(/AccountKey=|listConnectionStrings\(|primaryConnectionString|primaryAccessKey/);
      if (file !== 'app/blob-events.bicep') expect(source, file).not.toMatch(/listKeys\(/);
    }
  });

  it('keeps Key Vault on RBAC with purge protection', () => {
    const params = property(body(find('main.bicep', 'module', 'keyVault')), 'params');
    expect(property(params, 'enableRbacAuthorization')?.text).toBe('true');
    expect(property(params, 'enablePurgeProtection')?.text).toBe('true');
  });
});

describe('services', () => {
  it('runs the Function App on Flex Consumption, Node 24, as a user-assigned identity with always-ready instances as a parameter', () => {
    const plan = property(property(body(find('main.bicep', 'module', 'plan')), 'params'), 'sku');
    expect(literal(plan!)).toEqual({ name: 'FC1', tier: 'FlexConsumption' });
    const site = body(find('app/function-app.bicep', 'resource', 'site'))!;
    expect(stringValue(property(property(site, 'identity'), 'type'))).toBe('UserAssigned');
    expect(property(property(site, 'properties'), 'keyVaultReferenceIdentity')?.text).toBe('identityId');
    expect(literal(find('app/function-app.bicep', 'param', 'nodeVersion').value!)).toBe('24');
    expect(property(property(body(find('main.bicep', 'module', 'api')), 'params'), 'nodeVersion')?.text).toBe("'24'");
    expect(find('app/function-app.bicep', 'param', 'alwaysReadyInstances')).toBeDefined();
    expect(find('main.bicep', 'param', 'alwaysReadyInstances')).toBeDefined();
    expect(sources.get('app/function-app.bicep')).toMatch(/alwaysReady: alwaysReadyInstances > 0/);
  });

  it('links the Function App to the Standard Static Web App as its backend', () => {
    expect(stringValue(property(property(body(find('main.bicep', 'module', 'web')), 'params'), 'sku'))).toBe('Standard');
    expect(find('app/swa-backend.bicep', 'resource', 'backend').target).toMatch(/^Microsoft\.Web\/staticSites\/linkedBackends@/);
  });

  it('keeps Cosmos DB serverless by default, autoscale by parameter, with continuous backup', () => {
    expect(literal(find('main.bicep', 'param', 'cosmosThroughputMode').value!)).toBe('serverless');
    const props = property(body(find('app/cosmos.bicep', 'resource', 'account')), 'properties')!;
    expect(stringValue(property(property(props, 'backupPolicy'), 'type'))).toBe('Continuous');
    expect(property(props, 'capabilities')?.text).toContain("'EnableServerless'");
    expect(sources.get('app/cosmos.bicep')).toMatch(/autoscaleSettings: \{\s+maxThroughput: autoscaleMaxThroughput/);
  });

  it('delivers BlobCreated events of the documents container to the blobs_extension webhook', () => {
    const sub = body(find('app/blob-events.bicep', 'resource', 'subscription'))!;
    const props = property(sub, 'properties')!;
    const filter = property(props, 'filter')!;
    expect(literal(property(filter, 'includedEventTypes')!)).toEqual(['Microsoft.Storage.BlobCreated']);
    expect(property(filter, 'subjectBeginsWith')?.text).toBe("'/blobServices/default/containers/${containerName}/blobs/'");
    const url = descendants(props, 'object_property').find((p) => p.namedChildren[0]?.text === 'endpointUrl')!;
    expect(url.text).toContain('/runtime/webhooks/blobs?functionName=Host.Functions.${functionName}&code=${blobsExtensionKey}');
    expect(sources.get('app/blob-events.bicep')).toMatch(/listKeys\('\$\{functionApp\.id\}\/host\/default', '[\d-]+'\)\.systemKeys\.blobs_extension/);
    expect(find('main.bicep', 'module', 'blobEvents').value?.type).toBe('if_statement');
  });

  it('makes Communication Services Email optional by parameter', () => {
    expect(find('main.bicep', 'module', 'email').value?.type).toBe('if_statement');
    expect(find('main.bicep', 'module', 'email').value?.text).toMatch(/^if \(enableAcsEmail\)/);
  });

  it('wires Application Insights with Log Analytics to the Functions app and the web build', () => {
    const ai = property(body(find('main.bicep', 'module', 'appInsights')), 'params');
    expect(property(ai, 'workspaceResourceId')?.text).toBe('logAnalytics.outputs.resourceId');
    expect(find('main.bicep', 'var', 'appSettingsCore').value!.text).toContain('APPLICATIONINSIGHTS_CONNECTION_STRING: appInsights.outputs.connectionString');
    expect(find('main.bicep', 'output', 'VITE_APPLICATIONINSIGHTS_CONNECTION_STRING').value?.text).toBe('appInsights.outputs.connectionString');
  });
});
