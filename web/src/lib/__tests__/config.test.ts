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
  it('reads an https video tutorial address and refuses anything else', () => {
    expect(loadWebConfig({ VITE_VIDEO_TUTORIAL_URL: 'https://videos.example.mx/tutorial' }).videoTutorialUrl).toBe('https://videos.example.mx/tutorial');
    expect(() => loadWebConfig({ VITE_VIDEO_TUTORIAL_URL: 'javascript:alert(1)' })).toThrow(/VITE_VIDEO_TUTORIAL_URL/);
    expect(() => loadWebConfig({ VITE_VIDEO_TUTORIAL_URL: 'http://videos.example.mx' })).toThrow(/VITE_VIDEO_TUTORIAL_URL/);
  });
  it('fails naming the bad setting', () => {
    expect(() => loadWebConfig({ VITE_SUPPORT_EMAIL: 'no-es-correo' })).toThrow(/VITE_SUPPORT_EMAIL/);
  });
});
