import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNotify } from '../../components/use-notify';
import { AppToaster } from '../app-toaster';
import { AppProviders } from '../providers';

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
  it('a toast and a push alert asked for before the host is there show once it is', async () => {
    // Asked for while no toaster host is mounted (as while its chunk downloads); the host then mounts.
    const view = render(
      <AppProviders>
        <Launcher />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Lanzar' }));
    view.rerender(
      <AppProviders>
        <Launcher />
        <AppToaster />
      </AppProviders>,
    );
    expect(await screen.findByText('Guardado antes de tiempo', { selector: '[data-notification] *' })).toBeTruthy();
    expect(await screen.findByText('Aviso en espera', { selector: '[data-notification] *' })).toBeTruthy();
  });
});
