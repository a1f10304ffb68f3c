import '../../../components/__tests__/fluent-jsdom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { demoUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { listAnswer, organizationDetail } from './contact-fixtures';

function show(detail: ReturnType<typeof organizationDetail>) {
  mockApi({
    'GET /api/userinfo': jsonResponse(demoUser()),
    'GET /api/contacts/org-limpieza-bajio': jsonResponse(detail),
    'GET /api/contacts': jsonResponse(listAnswer([])),
  });
  renderApp('/contacts/org-limpieza-bajio');
}

describe('/contacts/{id}: the SAT 69-B badge (issue 17)', () => {
  it("shows 'Lista 69-B: Presunto' with its publication date on a supplier found as Presunto", async () => {
    show(organizationDetail({ sat69b: { situation: 'Presunto', snapshotDate: '2026-11-20', publishedAt: '2026-10-14' } }));
    const badge = await screen.findByText('Lista 69-B: Presunto');
    expect(badge.getAttribute('aria-label')).toBe('Lista 69-B: Presunto (publicado el 14-oct-2026)');
    expect(badge.getAttribute('data-variant')).toBe('warning');
  });

  it("shows 'Lista 69-B: Definitivo' as a danger badge", async () => {
    show(organizationDetail({ sat69b: { situation: 'Definitivo', snapshotDate: '2026-11-20' } }));
    const badge = await screen.findByText('Lista 69-B: Definitivo');
    expect(badge.getAttribute('data-variant')).toBe('danger');
    expect(badge.getAttribute('aria-label')).toBe('Lista 69-B: Definitivo');
  });

  it('shows no badge when the supplier is not listed, or was cleared (Desvirtuado, Sentencia favorable)', async () => {
    show(organizationDetail({ sat69b: { situation: 'Desvirtuado', snapshotDate: '2026-11-20' } }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText(/Lista 69-B/)).toBeNull();
  });
});
