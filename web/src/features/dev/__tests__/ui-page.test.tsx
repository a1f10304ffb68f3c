import '../../../components/__tests__/fluent-jsdom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { AppToaster } from '../../../app/app-toaster';
import { AppProviders } from '../../../app/providers';
import { variantLabels, variants } from '../../../components/variant';
import DefaultExport, { DesignSystemPage, designSystemSections } from '../ui-page';


function renderPage() {
  return render(
    <AppProviders>
      <DesignSystemPage />
      <AppToaster />
    </AppProviders>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });
const settle = () => act(async () => undefined);

function shownNotification(text: string): HTMLElement | null {
  return [...document.querySelectorAll<HTMLElement>('[data-notification]')].find((element) => element.textContent?.includes(text)) ?? null;
}

describe('/dev/ui design-system guide', () => {
  it('is the default export, titled Guía de diseño, with an index and every section', () => {
    expect(DefaultExport).toBe(DesignSystemPage);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Guía de diseño' })).toBeTruthy();
    expect(document.title).toBe('Guía de diseño | Expediente');
    const index = screen.getByRole('navigation', { name: 'Secciones de la guía' });
    expect(within(index).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(designSystemSections.map((section) => `#${section.id}`));
    for (const section of designSystemSections) {
      const element = region(section.title);
      expect(element.id).toBe(section.id);
      expect(within(element).getByRole('heading', { level: 2, name: section.title })).toBeTruthy();
    }
    // The spec's list: colour tokens, buttons, cards, badges, tags, dropdowns, tooltips, fields, inputs, selects,
    // tables, toasts, push alerts, modals, switches, checkboxes, accordions (plus the theme switch).
    expect(designSystemSections).toHaveLength(18);
  });

  it('shows every variant of buttons, badges and tags, document statuses and risk levels', () => {
    renderPage();
    for (const variant of variants) {
      expect(within(region('Botones')).getByRole('button', { name: variantLabels[variant] })).toBeTruthy();
      expect(within(region('Insignias')).getAllByText(variantLabels[variant])).toHaveLength(2);
      expect(within(region('Etiquetas')).getByText(variantLabels[variant])).toBeTruthy();
    }
    const badges = region('Insignias');
    for (const text of ['Válido', 'En proceso de validación', 'Cargado', 'OC 1', 'OC 2', 'OC 3']) expect(within(badges).getByText(text)).toBeTruthy();
    expect(within(badges).getAllByText('Inválido')).toHaveLength(3); // I, A and an unknown code
  });

  it('shows the colour tokens of the current theme and switches the theme', async () => {
    const user = userEvent.setup();
    renderPage();
    const brand = within(screen.getByRole('list', { name: 'Tokens de color: Marca' }));
    const brandItem = () => brand.getByText('colorBrandBackground').closest('li')!;
    expect(brandItem().textContent).toContain(webDarkTheme.colorBrandBackground);

    const themeSwitch = within(region('Tema')).getByRole('switch', { name: 'Tema oscuro' }) as HTMLInputElement;
    expect(themeSwitch.checked).toBe(true);
    await user.click(themeSwitch);
    expect(themeSwitch.checked).toBe(false);
    expect(window.localStorage.getItem('expediente.theme')).toBe('light');
    expect(document.querySelector('[data-theme]')?.getAttribute('data-theme')).toBe('light');
    expect(brandItem().textContent).toContain(webLightTheme.colorBrandBackground);
    expect(webLightTheme.colorBrandBackground).not.toBe(webDarkTheme.colorBrandBackground);
  });

  it('fires a toast at each position, and push alerts (normal and important)', async () => {
    const user = userEvent.setup();
    renderPage();
    const toasts = region('Notificaciones');
    await user.click(within(toasts).getByRole('button', { name: 'Toast arriba a la derecha' }));
    await user.click(within(toasts).getByRole('button', { name: 'Toast abajo al centro' }));
    await settle();
    const top = shownNotification('Toast éxito arriba a la derecha');
    const bottom = shownNotification('Toast éxito abajo al centro');
    expect(top?.closest('[data-toaster-position]')?.getAttribute('data-toaster-position')).toBe('top-end');
    expect(bottom?.closest('[data-toaster-position]')?.getAttribute('data-toaster-position')).toBe('bottom');

    const push = region('Alertas push');
    await user.click(within(push).getByRole('button', { name: 'Alerta push' }));
    await user.click(within(push).getByRole('button', { name: 'Alerta push importante' }));
    await settle();
    expect(shownNotification('Nuevo documento cargado')?.getAttribute('data-notification')).toBe('push');
    expect(shownNotification('Documento rechazado')?.textContent).toContain('Importante');
  });

  it('shows the Spanish date field and file picker, with no native date or file control in sight', async () => {
    renderPage();
    const inputs = region('Entradas de texto');
    expect(inputs.querySelector('input[type="date"]')).toBeNull();
    const user = userEvent.setup();
    const date = within(inputs).getByRole('textbox', { name: 'Fecha inicial' });
    expect(date.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    await user.type(date, '24/11/2026');
    expect(within(inputs).getByText('Valor: 2026-11-24')).toBeTruthy();
    await user.click(within(inputs).getByRole('button', { name: 'Elegir fecha inicial en el calendario' }));
    expect(within(await screen.findByRole('dialog', { name: 'Calendario' })).getByRole('grid', { name: 'noviembre de 2026' })).toBeTruthy();
    await user.keyboard('{Escape}');

    expect(within(inputs).getByRole('button', { name: 'Archivo adjunto Seleccionar archivo' })).toBeTruthy();
    expect(within(inputs).getByText('Ningún archivo seleccionado')).toBeTruthy();
    const file = inputs.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(file.accept).toBe('application/pdf,image/jpeg,image/png');
    await userEvent.setup({ pointerEventsCheck: 0 }).upload(file, new File(['x'], 'logo.png', { type: 'image/png' }));
    expect(within(inputs).getByText('logo.png')).toBeTruthy();
  });

  it('opens the modal, and the delete confirmation reports its answer', async () => {
    const user = userEvent.setup();
    renderPage();
    const modals = region('Ventanas modales');
    await user.click(within(modals).getByRole('button', { name: 'Abrir modal' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Editar contacto' });
    expect(within(dialog).getByRole('textbox', { name: 'Nombre del contacto' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(modals).getByRole('button', { name: 'Eliminar documento' }));
    await settle();
    await user.click(within(screen.getByRole('alertdialog', { name: 'Eliminar documento' })).getByRole('button', { name: 'Cancelar' }));
    await settle();
    expect(within(modals).getByRole('status').textContent).toBe('Cancelado: no se eliminó nada.');
  });

  it('shows a sortable table whose delete action asks first, and an empty one', async () => {
    const user = userEvent.setup();
    renderPage();
    const tables = region('Tablas');
    const grid = within(tables).getByRole('grid', { name: 'Documentos de ejemplo' });
    expect(within(grid).getAllByRole('row')).toHaveLength(5);
    // Newest first by default.
    expect(within(grid).getByRole('columnheader', { name: 'Fecha de carga' }).getAttribute('aria-sort')).toBe('descending');
    expect(within(within(tables).getByRole('grid', { name: 'Tabla vacía de ejemplo' })).getByText('No se encontraron documentos.')).toBeTruthy();

    await user.click(within(grid).getByRole('button', { name: 'Eliminar Constancia REPSE' }));
    await settle();
    await user.click(within(screen.getByRole('alertdialog', { name: 'Eliminar documento' })).getByRole('button', { name: 'Eliminar' }));
    await settle();
    expect(within(grid).getAllByRole('row')).toHaveLength(4);
    expect(within(grid).queryByText('Constancia REPSE')).toBeNull();
    expect(shownNotification('Documento eliminado')).not.toBeNull();
  });
});
