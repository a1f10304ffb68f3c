import { expect, test } from '@playwright/test';
import { agreementTypes } from '@expediente/contracts/agreements/agreement-values';
import { csrf, demoPassword } from './identity-support';

/**
 * Lane b's local host starts with suppliers who have never accepted the privacy notice (privacy-notice.spec.ts
 * tests that screen in lane a): accept it for them through the API, as the notice's 'Aceptar' does.
 */
for (const email of ['proveedor@demo.expediente.mx', 'proveedor2@demo.expediente.mx']) {
  test(`${email} accepts the privacy notice`, async ({ request }) => {
    expect((await request.post('/api/login', { data: { email, password: demoPassword }, headers: csrf })).status()).toBe(200);
    const notice = await request.get('/api/documents/agreement?documentTypeSet=suppliersprivacynotice');
    expect(notice.status()).toBe(200);
    const { publicKey } = (await notice.json()) as { publicKey: string };
    const signed = await request.post(`/api/documents/${publicKey}/sign`, { data: { AgreementType: agreementTypes[0] }, headers: csrf });
    expect(signed.status()).toBe(200);
  });
}
