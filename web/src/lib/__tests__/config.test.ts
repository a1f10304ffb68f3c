import { describe, expect, it } from 'vitest';
import { loadWebConfig } from '../config';

describe('web config', () => {
  it('defaults to the demo support address', () => {
    expect(loadWebConfig({})).toEqual({ supportEmail: 'soporte@demo.expediente.mx' });
  });
  it('reads the settings given', () => {
    expect(loadWebConfig({ VITE_SUPPORT_EMAIL: 'ayuda@cliente.mx', VITE_APPLICATIONINSIGHTS_CONNECTION_STRING: 'InstrumentationKey=x' })).toEqual({
      supportEmail: 'ayuda@cliente.mx',
      appInsightsConnectionString: 'InstrumentationKey=x',
    });
  });
  it('fails naming the bad setting', () => {
    expect(() => loadWebConfig({ VITE_SUPPORT_EMAIL: 'no-es-correo' })).toThrow(/VITE_SUPPORT_EMAIL/);
  });
});
