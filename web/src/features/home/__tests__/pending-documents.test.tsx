import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pendingSlotsResponseSchema, type Slot } from '@expediente/contracts/documents/slots';
import type { Role } from '@expediente/contracts/shared/roles';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { callsTo, jsonResponse, mockApi, type Answer } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { oneChangeVariants } from '../../../test/shape-agreement';
import { pendingSlotsShape } from '../api/get-pending-slots';
import { pendingUploadHref } from '../components/pending-documents';

/** A slot as GET /api/documents/supplier/pending lists it. */
function slot(overrides: Partial<Slot> = {}): Slot {
  return {
    publicKey: 'mxdeclisr~monthly:2026:1~-',
    logicalKey: 'LSE150312QA2 · Declaración ISR retenciones · Enero 2026',
    documentTypeCodeName: 'mxdeclisr',
    documentDisplayName: 'Declaración ISR retenciones',
    slotDisplayName: 'Enero 2026',
    entityDisplayName: 'Limpieza y Servicios del Bajío SA de CV',
    supplierPK: 'sup-limpieza-bajio',
    risk: 1,
    status: 'missing',
    periodKey: 'monthly:2026:1',
    year: 2026,
    periodNumber: 1,
    month: 1,
    fromDate: '2026-01-01T00:00:00-06:00',
    initialValidity: '2026-01-31',
    dueDate: '2026-02-17',
    overdue: true,
    ...overrides,
  };
}

function home(role: Role, pending: Answer | Answer[]) {
  const answers = Array.isArray(pending) ? [...pending] : [pending];
  const fetch = mockApi({
    'GET /api/userinfo': jsonResponse(demoUser({ primaryRole: role, features: {} })),
    'GET /api/documents/supplier/pending': (init, url) => {
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      return typeof answer === 'function' ? answer(init, url) : answer;
    },
  });
  renderApp('/');
  return fetch;
}

describe('Inicio: Documentos pendientes', () => {
  it("lists a supplier's pending documents with risk, period, due date and the overdue badge, each linking to its upload", async () => {
    const slots = [
      slot(),
      slot({ publicKey: 'mxicsoe~q~-', documentTypeCodeName: 'mxicsoe', documentDisplayName: 'ICSOE', slotDisplayName: '1er cuatrimestre 2026', risk: 2, periodKey: 'quarterly/supplierAudit:2026:1', dueDate: '2026-05-18', overdue: false }),
      slot({ publicKey: 'mxcsf~initial~-', documentTypeCodeName: 'mxcsf', documentDisplayName: 'CSF', slotDisplayName: 'Inicial', risk: 3, periodKey: 'initial', year: null, month: null, overdue: false, dueDate: undefined }),
      slot({ publicKey: 'mxcontratose~initial~org-1', documentTypeCodeName: 'mxcontratose', documentDisplayName: 'Contrato de servicios', slotDisplayName: 'Inicial', customerDisplayName: 'Corporativo Demo SA de CV', periodKey: 'initial', year: null, month: null, overdue: false, dueDate: undefined }),
    ].map((s) => {
      const { dueDate, ...rest } = s;
      return dueDate ? s : rest;
    });
    home('Supplier', jsonResponse({ slots, totalCount: 12 }));
    const section = await screen.findByRole('region', { name: 'Documentos pendientes' });
    expect(await within(section).findByText('Tiene 12 documentos pendientes.')).toBeTruthy();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]!.textContent).toContain('Enero 2026 · Vence el 17-feb-2026');
    expect(within(items[0]!).getByText('OC 1').closest('[data-variant]')!.getAttribute('data-variant')).toBe('danger');
    expect(within(items[0]!).getByText('Vencido')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'Declaración ISR retenciones' }).getAttribute('href')).toBe(
      '/upload-documents?year=2026&tab=1&month=1&type=mxdeclisr',
    );
    expect(within(items[1]!).getByText('OC 2').closest('[data-variant]')!.getAttribute('data-variant')).toBe('warning');
    expect(within(items[1]!).queryByText('Vencido')).toBeNull();
    expect(items[1]!.textContent).toContain('Vence el 18-may-2026');
    expect(within(items[2]!).getByText('OC 3').closest('[data-variant]')!.getAttribute('data-variant')).toBe('info');
    expect(within(items[2]!).getByRole('link').getAttribute('href')).toMatch(/^\/upload-documents\?year=\d{4}&tab=initial&type=mxcsf$/);
    expect(items[3]!.textContent).toContain('Inicial · Corporativo Demo SA de CV');
    expect(within(section).getByRole('link', { name: 'Ir a Cargar Documentos' }).getAttribute('href')).toBe('/upload-documents');
  });

  it('says there is nothing pending', async () => {
    home('Supplier', jsonResponse({ slots: [], totalCount: 0 }));
    const section = await screen.findByRole('region', { name: 'Documentos pendientes' });
    expect(await within(section).findByText('No tiene documentos pendientes.')).toBeTruthy();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('shows a load failure with a retry that asks again', async () => {
    const fetch = home('Supplier', [jsonResponse({ status: 500, code: 'internal', message: 'Error' }, 500), jsonResponse({ slots: [slot()], totalCount: 1 })]);
    const section = await screen.findByRole('region', { name: 'Documentos pendientes' });
    expect(await within(section).findByText('No se pudieron cargar los documentos pendientes.')).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByText('Tiene 1 documento pendiente.')).toBeTruthy();
    expect(callsTo(fetch, 'GET /api/documents/supplier/pending').length).toBeGreaterThanOrEqual(2);
  });

  it('is not shown to other roles, and they do not ask for it', async () => {
    const fetch = home('Customer', jsonResponse({ slots: [], totalCount: 0 }));
    await screen.findByRole('heading', { level: 1, name: 'Inicio' });
    expect(screen.queryByRole('region', { name: 'Documentos pendientes' })).toBeNull();
    expect(callsTo(fetch, 'GET /api/documents/supplier/pending')).toHaveLength(0);
  });
});

describe("the home's view of the pending slots, checked without zod", () => {
  const sample = { slots: [slot(), slot({ customerPK: 'org-1', customerDisplayName: 'Cliente', documentId: 'x', documentStatus: 'I', documentName: 'a.pdf' })], totalCount: 2 };
  const read = ['publicKey', 'documentTypeCodeName', 'documentDisplayName', 'slotDisplayName', 'customerDisplayName', 'risk', 'periodKey', 'year', 'month', 'dueDate', 'overdue'];
  const picked = (answer: { slots: Record<string, unknown>[]; totalCount: number }) => ({
    slots: answer.slots.map((s) => Object.fromEntries(Object.entries(s).filter(([key]) => read.includes(key)))),
    totalCount: answer.totalCount,
  });

  it('accepts every answer contracts pendingSlotsResponseSchema accepts, keeping only the fields the home reads', () => {
    let accepted = 0;
    for (const candidate of [sample, ...oneChangeVariants(sample)]) {
      const zod = pendingSlotsResponseSchema.safeParse(candidate);
      if (!zod.success) continue;
      accepted += 1;
      const ours = pendingSlotsShape.safeParse(candidate);
      expect(ours.success, JSON.stringify(candidate)).toBe(true);
      if (ours.success) expect(ours.data).toStrictEqual(picked(zod.data as typeof sample));
    }
    expect(accepted).toBeGreaterThan(10);
  });

  it('refuses an answer whose read fields are missing or wrong', () => {
    const first = sample.slots[0]!;
    for (const broken of [
      { ...sample, totalCount: '1' },
      { ...sample, slots: [{ ...first, risk: 4 }] },
      { ...sample, slots: [{ ...first, overdue: 'no' }] },
      { ...sample, slots: [{ ...first, month: 1.5 }] },
      { ...sample, slots: [{ ...first, documentDisplayName: undefined }] },
      { totalCount: 1 },
    ]) {
      expect(pendingSlotsShape.safeParse(broken).success, JSON.stringify(broken)).toBe(false);
      expect(pendingSlotsResponseSchema.safeParse(broken).success).toBe(false);
    }
  });

  it('links an initial slot to the initial tab, a periodic one to its month', () => {
    expect(pendingUploadHref({ periodKey: 'bimonthly:2026:2', year: 2026, month: 3, documentTypeCodeName: 'mxinfonavitbim' })).toBe('/upload-documents?year=2026&tab=3&month=3&type=mxinfonavitbim');
  });
});
