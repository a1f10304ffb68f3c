import '../../../components/__tests__/fluent-jsdom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contract, ContractsListResponse } from '@expediente/contracts/contracts/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { getRoute } from '../../../app/routes';
import { callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** /contracts (part 2 §2.7): Inicio > Contratos, a 600 ms search kept in the query, Contrato/Riesgo/Validación, pages. */

beforeAll(async () => {
  await getRoute('contracts').page();
}, 120_000);

function contract(overrides: Partial<Contract> = {}): Contract {
  return {
    publicKey: 'sup-limpieza-bajio.8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d',
    name: 'Contrato_Limpieza_2026.pdf',
    logicalKey: 'SAP-77',
    identifiers: [{ name: 'RFC', value: 'LSE150312QA2' }],
    partyRelations: { supplier: { publicKey: 'sup-limpieza-bajio', displayName: 'Limpieza y Servicios del Bajío SA de CV' }, customers: [] },
    contractSubject: 'Limpieza',
    fechaFirma: '2026-01-01',
    termEnd: '2026-12-31',
    risk: 'M',
    riskLabel: 'Medio',
    validation: 'valid',
    validationLabel: 'Válido',
    documentStatus: 'V',
    ...overrides,
  };
}
const expired = contract({ publicKey: 'sup-demo-01.1b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d', name: 'Contrato_Vencido.pdf', risk: 'A', riskLabel: 'Alto', validation: 'expired', validationLabel: 'Vencido' });
const answer = (contracts: Contract[], totalCount = contracts.length, pageIndex = 1): ContractsListResponse => ({ contracts, selectedParty: null, totalCount, pageIndex, pageSize: 20 });

function setup(path: string, list: Answer) {
  // The page is the Developer's (part 1 §2; decision 003).
  const fetch = mockApi({ 'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: 'Developer' })), 'GET /api/contracts': list });
  return { fetch, ...renderApp(path) };
}
const listQueries = (fetch: ReturnType<typeof mockApi>) => callsTo(fetch, 'GET /api/contracts').map((c) => Object.fromEntries(new URL(c.url, 'http://localhost').searchParams));

describe('/contracts', () => {
  it('shows Inicio > Contratos and the contracts with Contrato, Riesgo and Validación, each opening its document', async () => {
    setup('/contracts', jsonResponse(answer([contract(), expired], 2)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contratos' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/');
    const table = await screen.findByRole('grid', { name: 'Contratos' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(within(header!).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Contrato', 'Proveedor', 'Riesgo', 'Validación']);
    expect(within(first!).getByRole('link', { name: 'Contrato_Limpieza_2026.pdf' }).getAttribute('href')).toBe('/documents/sup-limpieza-bajio.8b0c2a4e-1d2f-4a3b-9c8d-7e6f5a4b3c2d');
    expect(within(first!).getByText('Medio').getAttribute('data-variant')).toBe('warning');
    expect(within(first!).getByText('Válido').getAttribute('data-variant')).toBe('success');
    expect(within(second!).getByText('Alto').getAttribute('data-variant')).toBe('danger');
    expect(within(second!).getByText('Vencido').getAttribute('data-variant')).toBe('danger');
    expect(screen.getByRole('status').textContent).toBe('2 contratos');
  });

  it('searches 600 ms after typing stops, keeps the text in the query string, and pages', async () => {
    const many = Array.from({ length: 20 }, (_, i) => contract({ publicKey: `sup-x.${String(i).padStart(8, '0')}-1d2f-4a3b-9c8d-7e6f5a4b3c2d`, name: `C-${i}.pdf` }));
    const { fetch, router } = setup('/contracts?search=limpieza', jsonResponse(answer(many, 45)));
    await screen.findByRole('grid', { name: 'Contratos' });
    expect(listQueries(fetch).at(-1)).toEqual({ search: 'limpieza', pageIndex: '1' });
    const box = screen.getByRole('searchbox', { name: /Buscar por contrato/ });
    expect((box as HTMLInputElement).value).toBe('limpieza');
    fireEvent.change(box, { target: { value: 'baj' } });
    fireEvent.change(box, { target: { value: 'bajío' } });
    expect(listQueries(fetch).some((q) => q.search === 'baj')).toBe(false);
    await waitFor(() => expect(listQueries(fetch).at(-1)?.search).toBe('bajío'), { timeout: 3000 });
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('bajío');
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(listQueries(fetch).at(-1)).toEqual({ search: 'bajío', pageIndex: '3' }));
  });

  it('says so when nothing matches', async () => {
    setup('/contracts?search=nada', jsonResponse(answer([])));
    expect(await screen.findByText('No hay contratos auditados que coincidan.')).toBeTruthy();
  });
});
