import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { complianceGridResponseSchema, complianceSummaryResponseSchema } from '@expediente/contracts/compliance/compliance';
import type { Role } from '@expediente/contracts/shared/roles';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { apiError, callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { oneChangeVariants } from '../../../test/shape-agreement';
import { gridAnswer, gridRow, summaryAnswer } from '../../compliance/__tests__/compliance-fixtures';
import { homeComplianceGridShape, homeComplianceSummaryShape } from '../api/get-home-compliance';

const year = new Date().getFullYear();

function home(role: Role, answers: { grid?: Answer | Answer[]; summary?: Answer } = {}) {
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: role, features: {} })),
    'GET /api/documents/supplier/pending': jsonResponse({ slots: [], totalCount: 0 }),
    'GET /api/compliance/grid': answers.grid ?? jsonResponse(gridAnswer()),
    'GET /api/compliance/summary': answers.summary ?? jsonResponse(summaryAnswer()),
  });
  const view = renderApp('/');
  return { fetch, view };
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('Inicio: Cumplimiento Documental (Supplier)', () => {
  it("shows the supplier's own rate, risk, payability and its row of the grid, above 'Documentos pendientes'", async () => {
    const own = gridAnswer({ rows: [gridRow()], totalCount: 1 });
    const { fetch } = home('Supplier', { grid: jsonResponse(own) });
    const section = await screen.findByRole('region', { name: 'Cumplimiento Documental' });
    const types = await within(section).findByRole('list', { name: `Documentos requeridos ${year}` });
    expect(section.textContent).toContain('60 %');
    expect(section.textContent).toContain('6 de 10 documentos válidos');
    expect(within(section).getByText('Riesgo Medio')).toBeTruthy();
    expect(within(section).getByText('No pagable')).toBeTruthy();
    // A type that makes no slot for the supplier is left out; each state is said in words beside its icon.
    expect(within(types).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Opinión SATVálido', 'Opinión IMSSFuera de plazo', 'REPSERechazado', 'ICSOEEn revisión']);
    expect(within(section).getByRole('link', { name: 'Ver el detalle del cumplimiento' }).getAttribute('href')).toBe('/compliance');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Cumplimiento Documental')).toBeLessThan(headings.indexOf('Documentos pendientes'));
    expect(callsTo(fetch, 'GET /api/compliance/grid').map((c) => queryOf(c.url))).toEqual([{ year: String(year), pageSize: '1' }]);
    expect(callsTo(fetch, 'GET /api/compliance/summary')).toEqual([]);
  });

  it('says when there is nothing to measure yet, and a failure with Reintentar', async () => {
    home('Supplier', { grid: [apiError(500, 'internal', 'x'), jsonResponse(gridAnswer({ rows: [], totalCount: 0 }))] });
    const section = await screen.findByRole('region', { name: 'Cumplimiento Documental' });
    expect(await within(section).findByText('No se pudo cargar el cumplimiento.')).toBeTruthy();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByText('Aún no hay documentos requeridos que medir.')).toBeTruthy();
  });
});

describe("Inicio: the suppliers' compliance (customers and staff)", () => {
  it.each(['Customer', 'Admin', 'Developer', 'Support', 'Viewer'] as const)('%s: the summary cards and the suppliers at high risk, each opening /compliance searched by its name', async (role) => {
    const atRisk = gridAnswer({ rows: [gridRow({ risk: 'A', rate: 20 })], totalCount: 6 });
    const { fetch, view } = home(role, { grid: jsonResponse(atRisk) });
    const section = await screen.findByRole('region', { name: 'Cumplimiento de proveedores' });
    const cards = await within(section).findByRole('list', { name: `Cumplimiento ${year}` });
    expect(within(cards).getByTestId('rate').textContent).toContain('75 %');
    expect(within(cards).getByTestId('risk').textContent).toMatch(/6\s*Alto.*15\s*Medio.*22\s*Bajo/);
    expect(within(cards).getByTestId('sat69b').textContent).toContain('2');
    expect(await within(section).findByText('6 proveedores en riesgo alto.')).toBeTruthy();
    const link = within(section).getByRole('link', { name: 'Limpieza y Servicios del Bajío SA de CV' });
    expect(link.getAttribute('href')).toBe(`/compliance?search=${encodeURIComponent('Limpieza y Servicios del Bajío SA de CV').replace(/%20/g, '+')}`);
    expect(section.textContent).toContain('Cumplimiento 20 % · 1 fuera de plazo · 1 rechazados');
    expect(callsTo(fetch, 'GET /api/compliance/grid').map((c) => queryOf(c.url))).toEqual([{ year: String(year), risk: 'A', pageSize: '5' }]);
    expect(callsTo(fetch, 'GET /api/compliance/summary').map((c) => queryOf(c.url))).toEqual([{ year: String(year) }]);
    expect(screen.queryByRole('region', { name: 'Cumplimiento Documental' })).toBeNull();
    if (role === 'Customer') {
      await userEvent.setup().click(link);
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/compliance'));
      expect(new URLSearchParams(view.router.state.location.search).get('search')).toBe('Limpieza y Servicios del Bajío SA de CV');
    }
  });

  it('says when no supplier is at high risk', async () => {
    home('Customer', { grid: jsonResponse(gridAnswer({ rows: [], totalCount: 0 })) });
    expect(await screen.findByText('No hay proveedores en riesgo alto.')).toBeTruthy();
  });

  it('Security has no compliance section and asks for none', async () => {
    const { fetch } = home('Security');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: /Cumplimiento/ })).toBeNull();
    expect(callsTo(fetch, 'GET /api/compliance/grid')).toEqual([]);
    expect(callsTo(fetch, 'GET /api/compliance/summary')).toEqual([]);
  });
});

describe("the home's views of the compliance answers, checked without zod", () => {
  const cases = [
    { name: 'summary', schema: complianceSummaryResponseSchema, shape: homeComplianceSummaryShape, sample: summaryAnswer() },
    { name: 'grid', schema: complianceGridResponseSchema, shape: homeComplianceGridShape, sample: gridAnswer() },
  ] as const;
  it.each(cases)('$name: accepts every answer the contracts schema accepts', ({ schema, shape, sample }) => {
    let accepted = 0;
    for (const candidate of [sample, ...oneChangeVariants(sample)]) {
      if (!schema.safeParse(candidate).success) continue;
      accepted += 1;
      expect(shape.safeParse(candidate).success, JSON.stringify(candidate).slice(0, 300)).toBe(true);
    }
    expect(accepted).toBeGreaterThan(10);
  });

  it('refuses an answer whose read fields are missing or wrong', () => {
    const summary = summaryAnswer();
    const grid = gridAnswer();
    for (const broken of [{ ...summary, rate: '75' }, { ...summary, suppliersByRisk: { A: 1, M: 2 } }, { ...summary, risk: 'X' }]) {
      expect(homeComplianceSummaryShape.safeParse(broken).success, JSON.stringify(broken).slice(0, 200)).toBe(false);
      expect(complianceSummaryResponseSchema.safeParse(broken).success).toBe(false);
    }
    const row = grid.rows[0]!;
    for (const broken of [{ ...grid, rows: [{ ...row, payable: 'no' }] }, { ...grid, rows: [{ ...row, cells: [{ documentTypeCodeName: 'x', state: 'otro', counts: row.counts }] }] }, { ...grid, totalCount: undefined }]) {
      expect(homeComplianceGridShape.safeParse(broken).success, JSON.stringify(broken).slice(0, 200)).toBe(false);
      expect(complianceGridResponseSchema.safeParse(broken).success).toBe(false);
    }
  });
});
