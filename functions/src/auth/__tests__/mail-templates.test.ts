import { describe, expect, it } from 'vitest';
import { invitationMail, passwordRecoveryMail, twoFactorDisabledMail, twoFactorEnabledMail } from '../mail-templates';

describe('identity mail templates', () => {
  const link = 'https://portal.expediente.mx/account/redeem?t=abc_DEF-123&e=ana%40x.mx';

  it('put the link in the text and, escaped, in the HTML; escape every value', () => {
    const mail = invitationMail({ firstName: '<b>Ana</b>', tenantName: 'Acme & "Hijos"', link, expiresAt: '2026-11-28T18:00:00.000Z' });
    expect(mail.template).toBe('invitation');
    expect(mail.subject).toBe('Invitación a Expediente de Acme & "Hijos"');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('28 de noviembre de 2026');
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(mail.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Ana</b>');
    expect(mail.html).toContain('Acme &amp; &quot;Hijos&quot;');
    expect(mail.html).toMatch(/<a href="[^"]+" style="[^"]+">Activar mi cuenta<\/a>/);
  });

  it('name each template for the mail log and say what happened in Spanish', () => {
    const at = '2026-11-21T12:00:00.000Z';
    expect(passwordRecoveryMail({ firstName: 'Ana', link, validMinutes: 60 })).toMatchObject({ template: 'password-recovery', subject: 'Restablecer su contraseña de Expediente' });
    expect(passwordRecoveryMail({ firstName: 'Ana', link, validMinutes: 60 }).text).toContain('durante 60 minutos');
    expect(twoFactorEnabledMail({ firstName: 'Ana', at })).toMatchObject({ template: 'two-factor-enabled', subject: 'Verificación en dos pasos activada' });
    expect(twoFactorDisabledMail({ firstName: 'Ana', at }).text).toContain('se desactivó el 21 de noviembre de 2026');
  });
});
