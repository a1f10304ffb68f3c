import { currentUserSchema } from '@expediente/contracts/auth/current-user';
import { loginOptionsResponseSchema } from '@expediente/contracts/auth/login-options';
import { login2faStatusResponseSchema } from '@expediente/contracts/auth/two-factor';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../test/fixtures';
import { expectSameAnswers } from '../../../test/shape-agreement';
import { currentUserShape } from '../api/get-current-user';
import { login2faStatusShape } from '../api/get-login-2fa-status';
import { loginOptionsShape } from '../api/get-login-options';

describe('auth answers checked without zod', () => {
  it('user info: currentUserShape answers as contracts currentUserSchema does', () => {
    const samples = [
      demoUser({ features: { 'privacy-supplier': true, 'show-video-tutorial': false } }),
      demoUser({ primaryRole: 'Supplier', userStatus: 'pending', thumbnailUrl: 'https://x/y.png', lastName2: null, biFilterKey: 'k' }),
    ];
    const { candidates, refused } = expectSameAnswers(currentUserShape, currentUserSchema, samples);
    expect(candidates).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(candidates / 2);
  });

  it('sign-in options: loginOptionsShape answers as contracts loginOptionsResponseSchema does', () => {
    const samples = [{ sso: false }, { sso: true, ssoUrl: '/api/sso/login', tenantName: 'Demo Corporativo' }];
    const { refused } = expectSameAnswers(loginOptionsShape, loginOptionsResponseSchema, samples);
    expect(refused).toBeGreaterThan(0);
  });

  it('second-step status: login2faStatusShape answers as contracts login2faStatusResponseSchema does', () => {
    const { refused } = expectSameAnswers(login2faStatusShape, login2faStatusResponseSchema, [{ pending: true }, { pending: false }]);
    expect(refused).toBeGreaterThan(0);
  });
});
