import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { infraDir, repoRoot } from './bicep';

function runHook(script: string, args: string[], env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(AZURE_|BLOB_EVENTS_|SERVICE_)/.test(k)));
  return spawnSync(process.execPath, [join(infraDir, 'hooks', script), ...args], { encoding: 'utf8', env: { ...clean, ...env } });
}

describe('postdeploy hook (blob events subscription)', () => {
  const env = {
    AZURE_RESOURCE_GROUP: 'rg-test',
    AZURE_FUNCTION_APP_NAME: 'func-api-abc',
    AZURE_EVENTGRID_SYSTEM_TOPIC_NAME: 'evgt-abc',
    AZURE_SUBSCRIPTION_ID: '00000000-0000-0000-0000-000000000000',
    SERVICE_API_URI: 'https://func-api-abc.azurewebsites.net',
  };

  it('deploys infra/app/blob-events.bicep for the documents trigger, then records BLOB_EVENTS_ENABLED', () => {
    const r = runHook('postdeploy.mjs', ['--dry-run'], env);
    expect(r.status, r.stderr).toBe(0);
    const plan = JSON.parse(r.stdout) as { deploy: string[]; keyQuery: string[]; record: string[]; wakeUrl: string };
    const template = plan.deploy[plan.deploy.indexOf('--template-file') + 1]!;
    expect(template).toBe(join(repoRoot, 'infra', 'app', 'blob-events.bicep'));
    expect(existsSync(template)).toBe(true);
    expect(plan.deploy).toEqual(
      expect.arrayContaining([
        'systemTopicName=evgt-abc',
        'functionAppName=func-api-abc',
        'functionName=documentsBlobCreated',
        'containerName=documents',
        '--subscription',
      ]),
    );
    expect(plan.keyQuery).toEqual(expect.arrayContaining(['systemKeys.blobs_extension']));
    expect(plan.record).toEqual(['azd', 'env', 'set', 'BLOB_EVENTS_ENABLED', 'true']);
    expect(plan.wakeUrl).toBe('https://func-api-abc.azurewebsites.net/');
  });

  it('leaves the subscription to main.bicep once BLOB_EVENTS_ENABLED is true', () => {
    const r = runHook('postdeploy.mjs', ['--dry-run'], { ...env, BLOB_EVENTS_ENABLED: 'true' });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toHaveProperty('skip');
  });

  it('fails naming the missing azd output', () => {
    const r = runHook('postdeploy.mjs', ['--dry-run'], { AZURE_RESOURCE_GROUP: 'rg-test' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('AZURE_FUNCTION_APP_NAME');
  });
});

describe('web predeploy hook (staticwebapp.config.json)', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('copies the root staticwebapp.config.json into the output folder', () => {
    dir = mkdtempSync(join(tmpdir(), 'swa-dist-'));
    const r = runHook('web-predeploy.mjs', ['--dist', dir], {});
    expect(r.status, r.stderr).toBe(0);
    expect(readFileSync(join(dir, 'staticwebapp.config.json'), 'utf8')).toBe(readFileSync(join(repoRoot, 'staticwebapp.config.json'), 'utf8'));
  });

  it('keeps a config the web build already emitted', () => {
    dir = mkdtempSync(join(tmpdir(), 'swa-dist-'));
    writeFileSync(join(dir, 'staticwebapp.config.json'), '{"own":true}');
    expect(runHook('web-predeploy.mjs', ['--dist', dir], {}).status).toBe(0);
    expect(readFileSync(join(dir, 'staticwebapp.config.json'), 'utf8')).toBe('{"own":true}');
  });

  it('fails when there is no build output', () => {
    const r = runHook('web-predeploy.mjs', ['--dist', join(tmpdir(), 'does-not-exist-swa-dist')], {});
    expect(r.status).toBe(1);
  });
});
