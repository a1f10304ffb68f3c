import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementDocumentSchema, agreementMessages, messages, signAgreementResponseSchema } from '@expediente/contracts';
import { TenantsRepository } from '../../admin/tenants.repository';
import { UsersRepository } from '../../auth/users.repository';
import { signedInAll } from '../../shell/__tests__/shell-client';
import { startTestHost } from '../../local/__tests__/test-host';
import { userId } from '../../local/seed';
import { signedIn, type ApiClient } from '../../auth/__tests__/api-client';
import type { UserWithAgreements } from '../agreement-status';
import { privacyNotice } from '../agreement-texts';
import { agreements } from '../composition';

/** The supplier privacy notice and the CX/UX survey: read the current version, sign it, sign again when it changes. */

let host: Awaited<ReturnType<typeof startTestHost>>;
let supplier: ApiClient;
let developer: ApiClient;
const demo = { tenantId: 'demo-corporativo' };

beforeAll(async () => {
  host = await startTestHost();
  [supplier, developer] = await signedInAll(host.url, ['proveedor@demo.expediente.mx', 'developer@demo.expediente.mx']);
});
afterAll(async () => {
  await host?.cleanup();
});

const userinfo = async (client: ApiClient) => (await client.get('/api/userinfo')).body;
const notice = async (client: ApiClient = supplier) => {
  const res = await client.get('/api/documents/agreement?documentTypeSet=suppliersprivacynotice');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return agreementDocumentSchema.strict().parse(res.body);
};

describe('privacy notice', () => {
  it('serves the tenant’s notice (version 2026-01, naming its customer organization), unsigned at first', async () => {
    expect((await userinfo(supplier)).agreeSuppliersPrivacyNotice).toBe(false);
    const doc = await notice();
    expect(doc).toMatchObject({ version: '2026-01', title: 'Aviso de privacidad integral para proveedores', signed: false, signedAt: null });
    expect(doc.content).toContain('Corporativo Demo SA de CV');
    expect(doc.content).toContain('Ley Federal de Protección de Datos Personales en Posesión de los Particulares');
    expect(doc.content.split('\n\n').length).toBeGreaterThanOrEqual(8);
    // The text names the button the web shows (contracts' privacyAcceptLabel).
    expect(doc.content).toContain('Al seleccionar "Aceptar" usted declara');
    const other = await notice(await signedIn(host.url, 'proveedor2@demo.expediente.mx'));
    expect(other.publicKey).not.toBe(doc.publicKey);
    expect(other.content).toContain('Segundo Cliente SA de CV');
  });

  it('is signed once, kept on the user with its version and time, and asked again for a new version', async () => {
    const doc = await notice();
    // The survey's flag is off: signing as a survey is refused before anything else.
    expect((await supplier.post(`/api/documents/${doc.publicKey}/sign`, { AgreementType: 'cx_ux_survey', answers: {} })).status).toBe(403);
    const foreign = await signedIn(host.url, 'proveedor2@demo.expediente.mx');
    expect((await foreign.post(`/api/documents/${doc.publicKey}/sign`, { AgreementType: 'suppliers_privacy_notice' })).status).toBe(404);

    const signed = await supplier.post(`/api/documents/${doc.publicKey}/sign`, { AgreementType: 'suppliers_privacy_notice' });
    expect(signed.status).toBe(200);
    const { signedAt, version } = signAgreementResponseSchema.parse(signed.body);
    expect(version).toBe('2026-01');
    expect((await userinfo(supplier)).agreeSuppliersPrivacyNotice).toBe(true);
    expect(await notice()).toMatchObject({ signed: true, signedAt });
    const again = await supplier.post(`/api/documents/${doc.publicKey}/sign`, { AgreementType: 'suppliers_privacy_notice' });
    expect(again.body.signedAt).toBe(signedAt);
    const stored = (await new UsersRepository().read(demo, userId('proveedor@demo.expediente.mx'))) as UserWithAgreements;
    expect(stored.signedAgreements?.suppliersprivacynotice).toEqual({ documentId: doc.publicKey, version: '2026-01', signedAt });

    await agreements.publish(demo, { ...privacyNotice('Corporativo Demo SA de CV', 'soporte@demo.expediente.mx'), version: '2026-02' });
    expect((await userinfo(supplier)).agreeSuppliersPrivacyNotice).toBe(false);
    const outdated = await supplier.post(`/api/documents/${doc.publicKey}/sign`, { AgreementType: 'suppliers_privacy_notice' });
    expect(outdated.status).toBe(409);
    expect(outdated.body.message).toBe(agreementMessages.outdated);
    const current = await notice();
    expect(current).toMatchObject({ version: '2026-02', signed: false });
    expect((await supplier.post(`/api/documents/${current.publicKey}/sign`, { AgreementType: 'suppliers_privacy_notice' })).status).toBe(200);
    expect((await userinfo(supplier)).agreeSuppliersPrivacyNotice).toBe(true);
  });

  it('answers 403 while privacy-supplier is off', async () => {
    const tenants = new TenantsRepository();
    const tenant = (await tenants.read(demo.tenantId))!;
    await tenants.save({ ...tenant, features: { ...tenant.features, 'privacy-supplier': false } });
    const res = await supplier.get('/api/documents/agreement?documentTypeSet=suppliersprivacynotice');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(messages.featureDisabled);
    expect((await developer.post('/api/admin/features/manage', { Feature: 'privacy-supplier', Status: 0 })).status).toBe(200);
    expect((await supplier.get('/api/documents/agreement?documentTypeSet=suppliersprivacynotice')).status).toBe(200);
  });
});

describe('CX/UX survey', () => {
  it('is off by default; once on, it needs an answer from 1 to 5 for every question and keeps them', async () => {
    expect((await supplier.get('/api/documents/agreement?documentTypeSet=cx_ux_survey')).status).toBe(403);
    expect((await developer.post('/api/admin/features/manage', { Feature: 'cx-ux-survey', Status: 0 })).status).toBe(200);
    const res = await supplier.get('/api/documents/agreement?documentTypeSet=cx_ux_survey');
    expect(res.status).toBe(200);
    const survey = agreementDocumentSchema.parse(res.body);
    expect(survey.questions!.length).toBeGreaterThanOrEqual(3);
    expect(survey.questions!.length).toBeLessThanOrEqual(5);
    // The ends of the scale in the words of the web's answer buttons (contracts' surveyScaleEnds).
    expect(survey.content).toContain('del 1 (muy insatisfecho) al 5 (muy satisfecho)');
    expect((await userinfo(supplier)).agreeCxUxSurvey).toBe(false);

    const path = `/api/documents/${survey.publicKey}/sign`;
    const wrongType = await supplier.post(path, { AgreementType: 'suppliers_privacy_notice' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors.AgreementType).toEqual([agreementMessages.wrongType]);
    const partial = await supplier.post(path, { AgreementType: 'cx_ux_survey', answers: { [survey.questions![0]!.id]: 4 } });
    expect(partial.status).toBe(400);
    expect(Object.keys(partial.body.errors)).toEqual(survey.questions!.slice(1).map((q) => `answers.${q.id}`));
    const outOfScale = await supplier.post(path, { AgreementType: 'cx_ux_survey', answers: { [survey.questions![0]!.id]: 9 } });
    expect(outOfScale.status).toBe(400);
    const answers = Object.fromEntries(survey.questions!.map((q, i) => [q.id, (i % 5) + 1]));
    expect((await supplier.post(path, { AgreementType: 'cx_ux_survey', answers: { ...answers, extra: 3 } })).status).toBe(400);
    const done = await supplier.post(path, { AgreementType: 'cx_ux_survey', answers, comment: 'Muy útil.' });
    expect(done.status).toBe(200);
    expect((await userinfo(supplier)).agreeCxUxSurvey).toBe(true);
    const stored = (await new UsersRepository().read(demo, userId('proveedor@demo.expediente.mx'))) as UserWithAgreements;
    expect(stored.signedAgreements?.cx_ux_survey).toMatchObject({ version: '2026-01', answers, comment: 'Muy útil.' });
  });
});
