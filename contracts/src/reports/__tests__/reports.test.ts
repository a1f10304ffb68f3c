import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { powerBiEmbedHost, reportFrameHosts, reportMessages, reportSettingsInputSchema } from '../reports';

const csp = (JSON.parse(readFileSync(new URL('../../../../staticwebapp.config.json', import.meta.url), 'utf8')) as { globalHeaders: Record<string, string> }).globalHeaders['Content-Security-Policy']!;
const directive = (name: string) => csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name)?.slice(1) ?? [];

describe('reports contract', () => {
  it('frames exactly the hosts the CSP allows (one static policy for every tenant)', () => {
    expect(directive('frame-src')).toEqual(["'self'", ...reportFrameHosts.map((h) => `https://${h}`)]);
    expect(reportFrameHosts).toContain(powerBiEmbedHost);
    for (const host of reportFrameHosts) expect(reportMessages.embedHost).toContain(host);
    // The Power BI client talks to its service from the page.
    expect(directive('connect-src')).toEqual(expect.arrayContaining(['https://*.powerbi.com', 'https://*.analysis.windows.net']));
  });

  it('takes https links anywhere, frames only from the listed hosts, GUIDs for Power BI', () => {
    const base = { powerBi: null, compliancePage: [] };
    const ok = reportSettingsInputSchema.safeParse({
      ...base,
      powerBi: { workspaceId: ' 0F6B2C1D-3E4F-4A5B-8C6D-7E8F9A0B1C2D ', reportId: '9a8b7c6d-5e4f-4321-8765-0fedcba98765', supplierRole: '' },
      home: [
        { title: ' Tablero ', url: 'https://bi.example.mx/x', isEmbed: false },
        { title: 'Looker', url: 'https://lookerstudio.google.com/embed/reporting/1', isEmbed: true },
      ],
    });
    expect(ok.success && ok.data).toMatchObject({ powerBi: { workspaceId: '0f6b2c1d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', supplierRole: null }, home: [{ title: 'Tablero' }, {}] });
    const bad = (home: unknown[]) => reportSettingsInputSchema.safeParse({ ...base, home }).error?.issues.map((i) => i.message);
    expect(bad([{ title: 'x', url: 'https://bi.example.mx/x', isEmbed: true }])).toEqual([reportMessages.embedHost]);
    expect(bad([{ title: 'x', url: 'http://app.powerbi.com/x', isEmbed: true }])).toEqual([reportMessages.url]);
    expect(bad([{ title: 'x', url: 'javascript:alert(1)', isEmbed: false }])).toEqual([reportMessages.url]);
    expect(bad([{ title: 'x', url: 'https://user:pw@app.powerbi.com/x', isEmbed: true }])).toEqual([reportMessages.url]);
    expect(bad([{ title: 'a\u0000b', url: 'https://app.powerbi.com/x', isEmbed: true }])).toHaveLength(1);
    expect(reportSettingsInputSchema.safeParse({ ...base, home: [], powerBi: { workspaceId: 'x', reportId: 'y' } }).error?.issues).toHaveLength(2);
  });
});
