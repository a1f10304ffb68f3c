import '../../../components/__tests__/fluent-jsdom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../components/__tests__/render-ui';
import { WarningCarousel } from '../components/warning-carousel';
import { notification } from './notification-fixtures';

const maintenance = notification({
  type: 'default:warning',
  typeLabel: 'Aviso',
  title: 'Mantenimiento programado',
  content: 'El portal no estará disponible el sábado 14 de marzo de 22:00 a 23:59.',
  date: '2026-03-10T16:00:00.000Z',
});
const notice = notification({ type: 'default:warning', typeLabel: 'Aviso', title: 'Nuevo aviso de privacidad', content: 'Léalo en su próximo inicio de sesión.' });

describe('warning carousel', () => {
  it("labels the date as the publication date ('Publicado el …', es-MX, Mexico City time)", () => {
    renderUi(<WarningCarousel warnings={[maintenance]} onDismiss={() => undefined} />);
    const slide = screen.getByRole('group', { name: 'Aviso 1 de 1' });
    expect(within(slide).getByText('Publicado el 10-mar-2026 10:00')).toBeTruthy();
  });

  it("'Leer aviso' shows the content in place (aria-expanded), 'Ocultar aviso' hides it; moving on closes it", async () => {
    renderUi(<WarningCarousel warnings={[maintenance, notice]} onDismiss={() => undefined} />);
    const carousel = screen.getByRole('region', { name: 'Avisos' });
    expect(within(carousel).queryByText(maintenance.content)).toBeNull();
    const user = userEvent.setup();
    const show = within(carousel).getByRole('button', { name: 'Leer aviso' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    await user.click(show);
    const content = within(carousel).getByText(maintenance.content);
    const hide = within(carousel).getByRole('button', { name: 'Ocultar aviso' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect(hide.getAttribute('aria-controls')).toBe(content.id);

    // By keyboard: Enter on the button toggles it.
    hide.focus();
    await user.keyboard('{Enter}');
    expect(within(carousel).queryByText(maintenance.content)).toBeNull();
    await user.keyboard('{Enter}');
    expect(within(carousel).getByText(maintenance.content)).toBeTruthy();

    await user.click(within(carousel).getByRole('button', { name: 'Aviso siguiente' }));
    expect(within(carousel).getByText('Nuevo aviso de privacidad')).toBeTruthy();
    expect(within(carousel).queryByText(notice.content)).toBeNull();
    expect(within(carousel).getByRole('button', { name: 'Leer aviso' })).toBeTruthy();
  });

  it("'Marcar como leído' hands the shown warning to onDismiss (nothing is called 'Descartar')", async () => {
    const onDismiss = vi.fn();
    renderUi(<WarningCarousel warnings={[maintenance, notice]} onDismiss={onDismiss} />);
    const carousel = screen.getByRole('region', { name: 'Avisos' });
    const user = userEvent.setup();
    await user.click(within(carousel).getByRole('button', { name: 'Aviso siguiente' }));
    await user.click(within(carousel).getByRole('button', { name: 'Marcar como leído' }));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(notice);
    expect(within(carousel).queryByRole('button', { name: /descartar/i })).toBeNull();
  });

  it('shows nothing without warnings', () => {
    const { container } = renderUi(<WarningCarousel warnings={[]} onDismiss={() => undefined} />);
    expect(container.querySelector('section')).toBeNull();
  });
});
