import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPowerBiFake, type PowerBiFake } from '../power-bi-fake';

/**
 * The Power BI stand-in answers like the real services: the identity platform's token (and its AADSTS errors), Get
 * Report In Group and GenerateToken with their shapes, a missing or unknown bearer refused without a body, and the
 * failures and lifetimes a test asks for.
 */

let fake: PowerBiFake;
const WS = '11111111-2222-4333-8444-555555555555';
const REPORT = '66666666-7777-4888-8999-aaaaaaaaaaaa';

beforeAll(async () => {
  fake = await startPowerBiFake({ aadTokenSeconds: 120, embedTokenSeconds: 300 });
});
afterAll(async () => {
  await fake?.stop();
});

async function token(overrides: Record<string, string> = {}) {
  const s = fake.settings;
  const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: s.POWERBI_CLIENT_ID, client_secret: s.POWERBI_CLIENT_SECRET, scope: 'https://analysis.windows.net/powerbi/api/.default', ...overrides });
  const res = await fetch(`${s.POWERBI_AUTHORITY_HOST}/${overrides.tenant ?? s.POWERBI_TENANT_ID}/oauth2/v2.0/token`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('Power BI fake', () => {
  it('issues client-credentials tokens with the identity platform’s shape, and its errors', async () => {
    const ok = await token();
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ token_type: 'Bearer', expires_in: 120, ext_expires_in: 120, access_token: expect.any(String) });
    const badSecret = await token({ client_secret: 'nope' });
    expect(badSecret.status).toBe(401);
    expect(badSecret.body).toMatchObject({ error: 'invalid_client', error_codes: [7000215], trace_id: expect.any(String), correlation_id: expect.any(String) });
    expect(String(badSecret.body.error_description)).toMatch(/^AADSTS7000215: /);
    expect((await token({ client_id: 'otro' })).body.error).toBe('unauthorized_client');
    expect((await token({ tenant: 'otro' })).status).toBe(400);
    fake.fail('token', 500);
    expect((await token()).status).toBe(500);
    fake.fail('token', undefined);
  });

  it('answers the report and an embed token to a valid bearer only', async () => {
    const bearer = String((await token()).body.access_token);
    const base = `${fake.settings.POWERBI_API_BASE}/v1.0/myorg/groups/${WS}/reports/${REPORT}`;
    const report = await fetch(base, { headers: { Authorization: `Bearer ${bearer}` } });
    expect(report.status).toBe(200);
    expect(await report.json()).toMatchObject({ id: REPORT, reportType: 'PowerBIReport', name: expect.any(String), datasetId: expect.any(String), embedUrl: expect.stringMatching(/^https:\/\/app\.powerbi\.com\/reportEmbed\?reportId=/) });
    const generate = await fetch(`${base}/GenerateToken`, { method: 'POST', headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ accessLevel: 'View' }) });
    const embed = (await generate.json()) as { token: string; tokenId: string; expiration: string };
    expect(embed).toMatchObject({ token: expect.any(String), tokenId: expect.any(String) });
    expect(Date.parse(embed.expiration) - Date.now()).toBeGreaterThan(250_000);
    expect(Date.parse(embed.expiration) - Date.now()).toBeLessThanOrEqual(300_000);
    expect(fake.requests.at(-1)).toMatchObject({ kind: 'generate-token', status: 200, body: { accessLevel: 'View' }, authorized: true });

    const noBearer = await fetch(base);
    expect(noBearer.status).toBe(401);
    expect(await noBearer.text()).toBe('');
    expect((await fetch(base, { headers: { Authorization: 'Bearer inventado' } })).status).toBe(403);
    const noLevel = await fetch(`${base}/GenerateToken`, { method: 'POST', headers: { Authorization: `Bearer ${bearer}` }, body: '{}' });
    expect(noLevel.status).toBe(400);

    fake.missingReports.add(REPORT);
    const missing = await fetch(base, { headers: { Authorization: `Bearer ${bearer}` } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'PowerBIEntityNotFound' } });
    fake.missingReports.delete(REPORT);
    fake.fail('generate-token', 403);
    expect((await fetch(`${base}/GenerateToken`, { method: 'POST', headers: { Authorization: `Bearer ${bearer}` }, body: JSON.stringify({ accessLevel: 'View' }) })).status).toBe(403);
    fake.fail('generate-token', undefined);
    // Requests are recorded without secrets or tokens.
    expect(JSON.stringify(fake.requests)).not.toContain(bearer);
    expect(JSON.stringify(fake.requests)).not.toContain(fake.settings.POWERBI_CLIENT_SECRET);
  });

  it('issues tokens with new lifetimes when told to', async () => {
    fake.lifetimes({ aadTokenSeconds: 5 });
    expect((await token()).body.expires_in).toBe(5);
    fake.lifetimes({ aadTokenSeconds: 120 });
  });
});
