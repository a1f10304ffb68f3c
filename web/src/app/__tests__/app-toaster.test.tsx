import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNotify } from '../../components/use-notify';
import { AppToaster } from '../app-toaster';
import { AppProviders } from '../providers';

// This file does not load the toaster host beforehand (the other UI tests do): it checks the lazy path itself.

let notify: ReturnType<typeof useNotify> | undefined;
function Capture() {
  notify = useNotify();
  return null;
}

describe('AppToaster (the toaster host loads with the first toast)', () => {
  it('a toast and a push alert asked for before the host has loaded show once it has', async () => {
    render(
      <AppProviders>
        <Capture />
        <AppToaster />
      </AppProviders>,
    );
    act(() => {
      notify?.toast('Guardado antes de tiempo', { variant: 'success' });
      notify?.push({ title: 'Aviso en espera', important: true });
    });
    expect(await screen.findByText('Guardado antes de tiempo', { selector: '[data-notification] *' })).toBeTruthy();
    expect(await screen.findByText('Aviso en espera', { selector: '[data-notification] *' })).toBeTruthy();
  });
});
