import '../../../components/__tests__/fluent-jsdom';
import type { Role } from '@expediente/contracts/shared/roles';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getRoute } from '../../../app/routes';
import { callsTo, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { disputeFixture, DISPUTE_KEY } from './fixtures';

/** /DocumentsUnderReview (part 2 §2.6, §6): each role's list, the status and type filters, the order toggle, pages. */

beforeAll(async () => {
  await getRoute('disputes').page();
}, 120_000);

const rows = [
  disputeFixture(),
  disputeFixture({ disputePublicKey: '4f1c2a4e-6b1d-4c3e-9a7f-1b2c3d4e5f60', documentName: 'imss-marzo.pdf', disputeStatus: 'finished', disputeEndDate: '2026-04-20T17:00:00.000Z', disputeType: 'document:clarification' }),
];

function setup(role: Role, path = '/DocumentsUnderReview', totalCount = 2) {
  const answer = jsonResponse({ disputes: rows, totalCount });
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: role, features: { disputes: true } })),
    'GET /api/disputes/': answer,
    'GET /api/disputes/customer/': answer,
    'GET /api/disputes/supplier/': answer,
  });
  return { fetch, ...renderApp(path) };
}
const queries = (fetch: ReturnType<typeof mockApi>, route: string) => callsTo(fetch, route).map((c) => Object.fromEntries(new URL(c.url, 'http://localhost').searchParams));

describe('/DocumentsUnderReview', () => {
  it('lists the tenant’s disputes for an Admin, rows linking to the dispute, with status and type labels', async () => {
    const { fetch } = setup('Admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aclaración Documental' })).toBeTruthy();
    const table = await screen.findByRole('grid', { name: 'Aclaraciones' });
    const body = within(table).getAllByRole('row').slice(1);
    expect(body).toHaveLength(2);
    expect(within(body[0]!).getByRole('link', { name: 'isr-marzo.pdf' }).getAttribute('href')).toBe(`/DocumentsUnderReview/document/${DISPUTE_KEY}`);
    expect(within(body[0]!).getByText('Abierta')).toBeTruthy();
    expect(within(body[0]!).getByText('Corrección de documento')).toBeTruthy();
    expect(within(body[1]!).getByText('Finalizada')).toBeTruthy();
    expect(within(body[1]!).getByText('Aclaración de documento')).toBeTruthy();
    expect(screen.getByText('2 aclaraciones')).toBeTruthy();
    expect(queries(fetch, 'GET /api/disputes/')[0]).toEqual({ pageIndex: '1', pageSize: '10', orderBy: 'DESC' });
  });

  it.each([
    ['Customer', 'GET /api/disputes/customer/'],
    ['Supplier', 'GET /api/disputes/supplier/'],
    ['Viewer', 'GET /api/disputes/supplier/'],
  ] as const)('asks a %s’s own list (%s)', async (role, route) => {
    const { fetch } = setup(role);
    await screen.findByRole('grid', { name: 'Aclaraciones' });
    expect(callsTo(fetch, route)).toHaveLength(1);
    expect(callsTo(fetch, 'GET /api/disputes/')).toHaveLength(0);
  });

  it('asks the server again when the user comes back at once: a dispute an auditor just finished reads Finalizada', async () => {
    const fetch = mockApi({
      'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: 'Supplier', features: { disputes: true } })),
      'GET /api/disputes/supplier/': [jsonResponse({ disputes: [disputeFixture({ disputeStatus: 'in-review' })], totalCount: 1 }), jsonResponse({ disputes: [disputeFixture({ disputeStatus: 'finished', disputeEndDate: '2026-04-20T17:00:00.000Z' })], totalCount: 1 })],
    });
    const { router } = renderApp('/DocumentsUnderReview');
    const first = await screen.findByRole('grid', { name: 'Aclaraciones' });
    expect(within(first).getByText('En revisión')).toBeTruthy();
    // Away to a page that asks nothing (the not-found page), then back.
    act(() => router.navigate('/no-es-una-pagina'));
    await waitFor(() => expect(screen.queryByRole('grid', { name: 'Aclaraciones' })).toBeNull(), { timeout: 5_000 });
    act(() => router.navigate('/DocumentsUnderReview'));
    const again = await screen.findByRole('grid', { name: 'Aclaraciones' }, { timeout: 5_000 });
    // The cached page shows first; the server's answer replaces it (a loaded machine may take more than a second).
    expect(await within(again).findByText('Finalizada', {}, { timeout: 5_000 })).toBeTruthy();
    expect(callsTo(fetch, 'GET /api/disputes/supplier/')).toHaveLength(2);
  });

  it('filters by status and type, toggles the order and pages, all in the query string', async () => {
    const user = userEvent.setup();
    const { fetch, router } = setup('Admin', '/DocumentsUnderReview', 25);
    await screen.findByRole('grid', { name: 'Aclaraciones' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estatus' }), 'in-hold');
    await waitFor(() => expect(queries(fetch, 'GET /api/disputes/').at(-1)).toMatchObject({ status: 'in-hold' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de aclaración' }), 'document:review');
    await waitFor(() => expect(queries(fetch, 'GET /api/disputes/').at(-1)).toMatchObject({ status: 'in-hold', type: 'document:review' }));
    await user.click(screen.getByRole('button', { name: /Fecha de inicio/ }));
    await waitFor(() => expect(queries(fetch, 'GET /api/disputes/').at(-1)).toMatchObject({ orderBy: 'ASC' }));
    await user.click(screen.getByRole('button', { name: /^(Página )?2$/ }));
    await waitFor(() => expect(queries(fetch, 'GET /api/disputes/').at(-1)).toMatchObject({ pageIndex: '2', orderBy: 'ASC', status: 'in-hold' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({ status: 'in-hold', type: 'document:review', orderBy: 'ASC', pageIndex: '2' });
  });
});
