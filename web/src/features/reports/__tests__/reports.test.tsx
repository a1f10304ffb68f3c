import '../../../components/__tests__/fluent-jsdom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { biAuthResponseSchema, reportMessages, reportsResponseSchema, type ReportSettings } from '@expediente/contracts/reports/reports';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { expectSameAnswers } from '../../../test/shape-agreement';
import { biAuthShape } from '../api/get-bi-auth';
import { pageReportsShape } from '../api/get-page-reports';

// The Power BI client needs a real browser (it posts messages to the Power BI iframe; e2e/reports.spec.ts drives it):
// here a stand-in hands over an embedded report whose token changes are recorded, and says 'loaded'.
const embedded = vi.hoisted(() => ({ setAccessToken: vi.fn<(token: string) => Promise<void>>(), configs: [] as { embedUrl: string; accessToken: string; id: string }[] }));
vi.mock('powerbi-client', () => ({ models: { TokenType: { Aad: 0, Embed: 1 } } }));
vi.mock('powerbi-client-react', () => ({
  PowerBIEmbed: (props: { embedConfig: { embedUrl: string; accessToken: string; id: string }; getEmbeddedComponent?: (e: unknown) => void; eventHandlers?: Map<string, () => void>; cssClassName?: string }) => {
    useEffect(() => {
      embedded.configs.push(props.embedConfig);
      const iframe = document.createElement('iframe');
      props.getEmbeddedComponent?.({ setAccessToken: embedded.setAccessToken, iframe });
      props.eventHandlers?.get('loaded')?.();
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return <div data-testid="powerbi" className={props.cssClassName} />;
  },
}));

const WS = '0f6b2c1d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const REPORT = '9a8b7c6d-5e4f-4321-8765-0fedcba98765';
const auth = (token: string, minutes: number) => ({
  token,
  expiration: new Date(Date.now() + minutes * 60_000).toISOString(),
  embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${REPORT}&groupId=${WS}`,
  report: { id: REPORT, name: 'Cumplimiento de proveedores' },
});
const frames = {
  reports: [
    { id: 'compliance-page-1', title: 'Cumplimiento por proveedor', url: 'https://lookerstudio.google.com/embed/reporting/abc', isEmbed: true },
    { id: 'compliance-page-2', title: 'Tablero externo', url: 'https://reportes.example.mx/tablero', isEmbed: false },
  ],
};

beforeEach(() => {
  embedded.setAccessToken.mockReset().mockResolvedValue(undefined);
  embedded.configs.length = 0;
});

function compliance(features: Record<string, boolean>, routes: Record<string, Answer | Answer[]>) {
  const fetch = mockApi({ 'GET /api/userinfo': jsonResponse(demoUser({ features })), ...routes });
  renderApp('/compliance');
  return fetch;
}

describe('answers read without zod', () => {
  it('bi/auth and the page reports are checked like their contracts schemas', () => {
    expectSameAnswers(biAuthShape, biAuthResponseSchema, [auth('t', 60)]);
    expectSameAnswers(pageReportsShape, reportsResponseSchema, [frames, { reports: [] }]);
  });
});

describe('/compliance: the tenant’s reports above the native dashboard', () => {
  it('without costumer-bi: the compliance-page reports, frames titled and sandboxed, links in a new tab; no BI call', async () => {
    const fetch = compliance({}, { 'GET /api/documents/reports/compliance-page': jsonResponse(frames) });
    const section = await screen.findByRole('region', { name: 'Reportes' });
    const frame = await within(section).findByTitle('Cumplimiento por proveedor');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(frames.reports[0]!.url);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    const link = within(section).getByRole('link', { name: /Tablero externo/ });
    expect(link.getAttribute('href')).toBe('https://reportes.example.mx/tablero');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(callsTo(fetch, 'GET /api/reports/bi/auth')).toEqual([]);
  });

  it('with costumer-bi: embeds the Power BI report and hands it a new token before the first one expires', async () => {
    // The first token is already inside the 5-minute margin: the next one is asked for at once.
    const fetch = compliance({ 'costumer-bi': true }, {
      'GET /api/reports/bi/auth': [jsonResponse(auth('primero', 4)), jsonResponse(auth('segundo', 60))],
      'GET /api/documents/reports/compliance-page': jsonResponse({ reports: [] }),
    });
    const region = await screen.findByRole('region', { name: 'Reporte de Power BI: Cumplimiento de proveedores' });
    expect(await within(region).findByTestId('powerbi')).toBeTruthy();
    await waitFor(() => expect(embedded.setAccessToken).toHaveBeenCalledWith('segundo'));
    expect(embedded.configs).toEqual([expect.objectContaining({ id: REPORT, accessToken: 'primero', embedUrl: auth('x', 1).embedUrl, tokenType: 1 })]);
    expect(callsTo(fetch, 'GET /api/reports/bi/auth')).toHaveLength(2);
    expect(within(region).queryByText('Cargando el reporte de Power BI...')).toBeNull();
    // The token was handed over: the report was not embedded again.
    expect(embedded.configs).toHaveLength(1);
  });

  it('says when a new token cannot be had, and tries again on Reintentar', async () => {
    compliance({ 'costumer-bi': true }, {
      'GET /api/reports/bi/auth': [jsonResponse(auth('primero', 1)), apiError(503, 'service_unavailable', reportMessages.powerBiFailed), jsonResponse(auth('tercero', 60))],
      'GET /api/documents/reports/compliance-page': jsonResponse({ reports: [] }),
    });
    const region = await screen.findByRole('region', { name: /Reporte de Power BI/ });
    expect(await within(region).findByText(reportMessages.biLoadFailed)).toBeTruthy();
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(embedded.setAccessToken).toHaveBeenCalledWith('tercero'));
    await waitFor(() => expect(within(region).queryByText(reportMessages.biLoadFailed)).toBeNull());
  });

  it('no report configured (404): only the frames, no error', async () => {
    compliance({ 'costumer-bi': true }, {
      'GET /api/reports/bi/auth': apiError(404, 'not_found', reportMessages.notConfigured),
      'GET /api/documents/reports/compliance-page': jsonResponse(frames),
    });
    const section = await screen.findByRole('region', { name: 'Reportes' });
    await within(section).findByTitle('Cumplimiento por proveedor');
    expect(within(section).queryByText(reportMessages.notConfigured)).toBeNull();
    expect(screen.queryByTestId('powerbi')).toBeNull();
  });

  it('shows nothing of its own when the tenant has no reports at all', async () => {
    const fetch = compliance({}, { 'GET /api/documents/reports/compliance-page': jsonResponse({ reports: [] }) });
    await waitFor(() => expect(callsTo(fetch, 'GET /api/documents/reports/compliance-page')).toHaveLength(1));
    await screen.findByRole('heading', { level: 1, name: 'Cumplimiento' });
    expect(screen.queryByRole('region', { name: 'Reportes' })).toBeNull();
  });
});

describe('Inicio: the Power BI report, else the home reports', () => {
  const homeRoutes = (role: 'Customer' | 'Supplier', features: Record<string, boolean>, routes: Record<string, Answer | Answer[]>) => {
    const fetch = mockApi({
      'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: role, features })),
      'GET /api/documents/supplier/pending': jsonResponse({ slots: [], totalCount: 0 }),
      ...routes,
    });
    renderApp('/');
    return fetch;
  };
  const homeFrames = { reports: [{ id: 'home-1', title: 'Resumen ejecutivo', url: 'https://app.powerbi.com/view?r=abc', isEmbed: true }] };

  it('a customer without costumer-bi sees the home reports, and no BI is asked for', async () => {
    const fetch = homeRoutes('Customer', {}, { 'GET /api/documents/reports/home': jsonResponse(homeFrames) });
    const section = await screen.findByRole('region', { name: 'Reportes' });
    expect((await within(section).findByTitle('Resumen ejecutivo')).getAttribute('src')).toBe(homeFrames.reports[0]!.url);
    expect(callsTo(fetch, 'GET /api/reports/bi/auth')).toEqual([]);
  });

  it('a customer with costumer-bi sees the BI report instead; with no report configured (404), the home reports', async () => {
    const fetch = homeRoutes('Customer', { 'costumer-bi': true }, { 'GET /api/reports/bi/auth': jsonResponse(auth('t', 60)), 'GET /api/documents/reports/home': jsonResponse(homeFrames) });
    const section = await screen.findByRole('region', { name: 'Reportes' });
    expect(await within(section).findByTestId('powerbi')).toBeTruthy();
    expect(within(section).queryByTitle('Resumen ejecutivo')).toBeNull();
    expect(callsTo(fetch, 'GET /api/documents/reports/home')).toEqual([]);
  });

  it('with costumer-bi but no report configured (404): the home reports', async () => {
    homeRoutes('Customer', { 'costumer-bi': true }, { 'GET /api/reports/bi/auth': apiError(404, 'not_found', reportMessages.notConfigured), 'GET /api/documents/reports/home': jsonResponse(homeFrames) });
    const section = await screen.findByRole('region', { name: 'Reportes' });
    expect(await within(section).findByTitle('Resumen ejecutivo')).toBeTruthy();
  });

  it('a supplier with supplier-bi sees its BI report; it is never sent the tenant-wide home reports', async () => {
    const fetch = homeRoutes('Supplier', { 'supplier-bi': true }, { 'GET /api/reports/bi/auth': jsonResponse(auth('t', 60)) });
    expect(await screen.findByTestId('powerbi')).toBeTruthy();
    expect(callsTo(fetch, 'GET /api/documents/reports/home')).toEqual([]);
  });
});

describe("/admin/tenants/{id}: the 'Reportes' card", () => {
  const settings = (more: Partial<ReportSettings> = {}): ReportSettings => ({
    tenantId: 'segundo-cliente',
    powerBi: null,
    home: [],
    compliancePage: [],
    powerBiAvailable: false,
    etag: null,
    updatedAt: null,
    ...more,
  });
  const tenant = { publicKey: 'segundo-cliente', displayName: 'Segundo Cliente', createdAt: '2026-01-05T10:00:00.000Z', users: 2, roles: 7, contacts: 3, documentTypes: 31, documents: 0, transactions: 4 };

  it('checks the fields with the contract, then saves the whole configuration with the version read', async () => {
    const saved = settings({ powerBi: { workspaceId: WS, reportId: REPORT, supplierRole: null }, home: [{ id: 'home-1', title: 'Resumen', url: 'https://app.powerbi.com/view?r=abc', isEmbed: true }], etag: '"v2"' });
    const fetch = mockApi({
      'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: 'Developer', primaryRoleDisplayName: 'Desarrollador' })),
      'GET /api/tenants/segundo-cliente': jsonResponse(tenant),
      'GET /api/reports/settings': jsonResponse(settings()),
      'PUT /api/reports/settings': jsonResponse(saved),
    });
    renderApp('/admin/tenants/segundo-cliente');
    const user = userEvent.setup();
    const card = await screen.findByRole('group', { name: 'Reportes' });
    expect(callsTo(fetch, 'GET /api/reports/settings')[0]!.url).toContain('tenant=segundo-cliente');
    await user.click(within(card).getByRole('switch', { name: 'Usar un reporte de Power BI' }));
    expect(within(card).getByText(/no tiene configurada la entidad de servicio de Power BI/)).toBeTruthy();
    await user.type(within(card).getByRole('textbox', { name: /Área de trabajo/ }), 'no-es-guid');
    await user.type(within(card).getByRole('textbox', { name: /^Reporte \(report ID\)/ }), REPORT);
    const homeList = within(card).getByRole('group', { name: 'Reportes de Inicio' });
    await user.click(within(homeList).getByRole('button', { name: 'Agregar reporte' }));
    await user.type(within(homeList).getByRole('textbox', { name: /Título/ }), 'Resumen');
    await user.type(within(homeList).getByRole('textbox', { name: /Dirección/ }), 'https://otro.example.mx/x');
    await user.click(within(card).getByRole('button', { name: 'Guardar' }));
    expect(await within(card).findByText(reportMessages.guid)).toBeTruthy();
    expect(within(card).getByText(reportMessages.embedHost)).toBeTruthy();
    expect(callsTo(fetch, 'PUT /api/reports/settings')).toEqual([]);

    const workspace = within(card).getByRole('textbox', { name: /Área de trabajo/ });
    await user.clear(workspace);
    await user.type(workspace, WS);
    const url = within(homeList).getByRole('textbox', { name: /Dirección/ });
    await user.clear(url);
    await user.type(url, 'https://app.powerbi.com/view?r=abc');
    await user.click(within(card).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT /api/reports/settings')).toHaveLength(1));
    const put = callsTo(fetch, 'PUT /api/reports/settings')[0]!;
    expect(put.url).toContain('tenant=segundo-cliente');
    expect(put.body).toEqual({ powerBi: { workspaceId: WS, reportId: REPORT, supplierRole: null }, home: [{ title: 'Resumen', url: 'https://app.powerbi.com/view?r=abc', isEmbed: true }], compliancePage: [], etag: null });
    expect(await screen.findByText(reportMessages.saved)).toBeTruthy();
  });

  it('says when someone saved meanwhile (409) and reloads', async () => {
    const fetch = mockApi({
      'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: 'Admin', primaryRoleDisplayName: 'Administrador' })),
      'GET /api/tenants/segundo-cliente': jsonResponse(tenant),
      'GET /api/reports/settings': jsonResponse(settings({ powerBiAvailable: true, etag: '"v1"' })),
      'PUT /api/reports/settings': apiError(409, 'conflict', reportMessages.conflict),
    });
    renderApp('/admin/tenants/segundo-cliente');
    const user = userEvent.setup();
    const card = await screen.findByRole('group', { name: 'Reportes' });
    const cumplimiento = within(card).getByRole('group', { name: 'Reportes de Cumplimiento' });
    await user.click(within(cumplimiento).getByRole('button', { name: 'Agregar reporte' }));
    await user.type(within(cumplimiento).getByRole('textbox', { name: /Título/ }), 'Externo');
    await user.type(within(cumplimiento).getByRole('textbox', { name: /Dirección/ }), 'https://reportes.example.mx/x');
    await user.click(within(cumplimiento).getByRole('checkbox', { name: 'Incrustar en la página' }));
    await user.click(within(card).getByRole('button', { name: 'Guardar' }));
    expect(await within(card).findByText(reportMessages.conflict)).toBeTruthy();
    expect(callsTo(fetch, 'PUT /api/reports/settings')[0]!.body).toMatchObject({ etag: '"v1"', compliancePage: [{ title: 'Externo', isEmbed: false }] });
    await user.click(within(card).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(callsTo(fetch, 'GET /api/reports/settings')).toHaveLength(2));
  });

  it('is not shown to a role that cannot manage reports', async () => {
    mockApi({
      'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: 'Customer' })),
      'GET /api/tenants/segundo-cliente': jsonResponse(tenant),
    });
    renderApp('/admin/tenants/segundo-cliente');
    // The Customer never reaches the admin area: the guard sends it home; the card is not there either way.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Reportes' })).toBeNull());
  });
});
