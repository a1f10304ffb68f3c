import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNotify } from '../../components/use-notify';
import { AppToaster } from '../app-toaster';
import { AppProviders } from '../providers';

// This file does not load the toaster host beforehand (the other UI tests do): it checks the lazy path itself.

function Launcher() {
  const notify = useNotify();
  return (
    <button
      onClick={() => {
        notify.toast('Guardado antes de tiempo', { variant: 'success' });
        notify.push({ title: 'Aviso en espera', important: true });
      }}
    >
      Lanzar
    </button>
  );
}

describe('AppToaster (the toaster host loads with the first toast)', () => {
  it('a toast and a push alert asked for before the host has loaded show once it has', async () => {
    render(
      <AppProviders>
        <Launcher />
        <AppToaster />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Lanzar' }));
    expect(await screen.findByText('Guardado antes de tiempo', { selector: '[data-notification] *' })).toBeTruthy();
    expect(await screen.findByText('Aviso en espera', { selector: '[data-notification] *' })).toBeTruthy();
  });
});
