import { describe, expect, it } from 'vitest';
import { notification } from './notification-fixtures';
import { downloadOf, truncate } from '../notification-text';

describe('truncate', () => {
  it('keeps short texts and cuts long ones at the limit with an ellipsis', () => {
    expect(truncate('Hola', 60)).toBe('Hola');
    expect(truncate('x'.repeat(60), 60)).toBe('x'.repeat(60));
    expect(truncate('x'.repeat(61), 60)).toBe(`${'x'.repeat(60)}…`);
    expect(truncate('palabra '.repeat(20), 60)).toBe(`${'palabra '.repeat(20).slice(0, 60).trimEnd()}…`);
  });
  it('never splits a character made of two code units', () => {
    expect(truncate('😀'.repeat(5), 3)).toBe('😀😀😀…');
  });
});

describe('downloadOf', () => {
  it('reads the download url and its expiry of a user:documents_download notification', () => {
    const n = notification({ type: 'user:documents_download', content: 'https://descargas.example.mx/zip/123', metadata: { expirationDate: '2026-03-17T00:00:00.000Z' } });
    expect(downloadOf(n)).toEqual({ url: 'https://descargas.example.mx/zip/123', expirationDate: '2026-03-17T00:00:00.000Z' });
  });
  it('ignores other types and anything that is not an http(s) address', () => {
    expect(downloadOf(notification({ content: 'https://x.example.mx' }))).toBeUndefined();
    expect(downloadOf(notification({ type: 'user:documents_download', content: 'javascript:alert(1)' }))).toBeUndefined();
  });
});
