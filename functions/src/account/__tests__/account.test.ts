import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, passwordMessages, updateProfileResponseSchema } from '@expediente/contracts';
import { ContactsRepository } from '../../contacts/contacts.repository';
import { startTestHost } from '../../local/__tests__/test-host';
import { DEMO_PASSWORD, personId } from '../../local/seed';
import { ApiClient, signedIn } from '../../auth/__tests__/api-client';

/** 'Mi cuenta': one's own name, and one's own password (the session it is changed from stays, the others end). */

let host: Awaited<ReturnType<typeof startTestHost>>;
beforeAll(async () => {
  host = await startTestHost();
});
afterAll(async () => {
  await host?.cleanup();
});

describe('profile', () => {
  it('changes the name of the user and of their person contact; userinfo shows it', async () => {
    const viewer = await signedIn(host.url, 'visor@demo.expediente.mx');
    const res = await viewer.call('PUT', '/api/account/profile', { body: { firstName: '  Víctor Hugo ', lastName1: 'Mendoza', lastName2: '' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(updateProfileResponseSchema.strict().parse(res.body)).toEqual({
      message: accountMessages.profileSaved,
      firstName: 'Víctor Hugo',
      lastName1: 'Mendoza',
      lastName2: null,
      displayName: 'Víctor Hugo Mendoza',
      fullName: 'Víctor Hugo Mendoza',
    });
    expect((await viewer.get('/api/userinfo')).body).toMatchObject({ firstName: 'Víctor Hugo', displayName: 'Víctor Hugo Mendoza', fullName: 'Víctor Hugo Mendoza' });
    const person = await new ContactsRepository().read({ tenantId: 'demo-corporativo' }, personId('visor@demo.expediente.mx'));
    expect(person).toMatchObject({ displayName: 'Víctor Hugo Mendoza', firstName: 'Víctor Hugo' });
    expect(person!.lastName2).toBeUndefined();
    const empty = await viewer.call('PUT', '/api/account/profile', { body: { firstName: ' ', lastName1: '' } });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['firstName', 'lastName1']);
  });
});

describe('password', () => {
  it('checks the current password, keeps this session, ends the others, and the new password signs in', async () => {
    const email = 'seguridad@demo.expediente.mx';
    const here = await signedIn(host.url, email);
    const elsewhere = await signedIn(host.url, email);
    const next = 'Seguridad#20260';
    const wrong = await here.post('/api/account/password', { currentPassword: 'no-es-esta', password: next, confirmPassword: next });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.currentPassword).toEqual([accountMessages.wrongCurrentPassword]);
    const weak = await here.post('/api/account/password', { currentPassword: DEMO_PASSWORD, password: 'corta', confirmPassword: 'otra' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toContain(passwordMessages.tooShort);
    expect(weak.body.errors.confirmPassword).toEqual([passwordMessages.mismatch]);
    expect((await elsewhere.get('/api/userinfo')).status).toBe(200);

    const ok = await here.post('/api/account/password', { currentPassword: DEMO_PASSWORD, password: next, confirmPassword: next });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: accountMessages.passwordChanged });
    expect((await here.get('/api/userinfo')).status).toBe(200);
    expect((await elsewhere.get('/api/userinfo')).status).toBe(401);
    expect((await new ApiClient(host.url).login(email, DEMO_PASSWORD)).status).toBe(401);
    expect((await new ApiClient(host.url).login(email, next)).status).toBe(200);
  });

  it('refuses a new password equal to the current one (400 on the new-password field) and keeps the old one', async () => {
    const email = 'proveedor2@demo.expediente.mx';
    const client = await signedIn(host.url, email);
    const other = await signedIn(host.url, email);
    const same = await client.post('/api/account/password', { currentPassword: DEMO_PASSWORD, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual({ password: [accountMessages.sameAsCurrent] });
    // Nothing changed: the other session is open and the password still signs in.
    expect((await other.get('/api/userinfo')).status).toBe(200);
    expect((await new ApiClient(host.url).login(email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins (429 after the free attempts)', async () => {
    const client = await signedIn(host.url, 'soporte@demo.expediente.mx');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await client.post('/api/account/password', { currentPassword: `incorrecta-${i}`, password: 'Soporte#202600', confirmPassword: 'Soporte#202600' })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
  });
});
