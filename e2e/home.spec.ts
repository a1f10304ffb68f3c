import { expect, test } from '@playwright/test';
import { layoutProblems, openSignedIn, sidebar, unreadCount } from './shell-support';

/**
 * Inicio (part 1 §2): a starting point from real data: the unread notifications (as many as the header's counter
 * says, the newest linking to their detail) and shortcuts to the role's menu areas; the warning carousel above it.
 */

test('a customer sees the unread notifications, opens one from the home, and has the menu areas as shortcuts', async ({ page }) => {
  await openSignedIn(page, 'cliente@demo.expediente.mx');
  await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
  const unread = page.getByRole('region', { name: 'Notificaciones sin leer' });
  const count = await unreadCount(page);
  expect(count).toBeGreaterThan(1);
  await expect(unread.getByText(`Tiene ${count} notificaciones sin leer.`)).toBeVisible();
  const calendar = unread.getByRole('link', { name: 'Calendario de entregas 2026' });
  await expect(calendar).toBeVisible();
  await expect(unread.getByRole('link', { name: 'Ver todas las notificaciones' })).toHaveAttribute('href', '/notifications');

  // The shortcuts are the sidebar's areas, Inicio aside.
  const menu = (await sidebar(page).getByRole('link').allTextContents()).map((label) => label.trim()).filter((label) => label !== 'Inicio');
  const shortcuts = page.getByRole('navigation', { name: 'Accesos directos' }).getByRole('link');
  await expect(shortcuts).toHaveText(menu);

  // By keyboard: the link opens the notification's detail on /notifications, which marks it read.
  await calendar.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/notifications$/);
  const detail = page.getByRole('dialog', { name: 'Calendario de entregas 2026' });
  await expect(detail.getByText(/Ya está disponible el calendario de entregas 2026/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
  // The header's counter (out of reach while the detail is open) is one lower.
  await expect.poll(() => unreadCount(page)).toBe(count - 1);

  await page.goto('/');
  await expect(unread.getByText(count - 1 === 1 ? 'Tiene 1 notificación sin leer.' : `Tiene ${count - 1} notificaciones sin leer.`)).toBeVisible();
  await expect(unread.getByRole('link', { name: 'Calendario de entregas 2026' })).toHaveCount(0);
});

test('the warning carousel dates the warning as published and shows its content; the home fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'visor@demo.expediente.mx');
  const carousel = page.getByRole('region', { name: 'Avisos' });
  await expect(carousel.getByText('Mantenimiento programado del portal')).toBeVisible();
  await expect(carousel.getByText(/^Publicado el \d{2}-[a-z]{3}-\d{4} \d{2}:\d{2}$/)).toBeVisible();
  const read = carousel.getByRole('button', { name: 'Leer aviso' });
  await expect(read).toHaveAttribute('aria-expanded', 'false');
  await read.click();
  await expect(carousel.getByText(/el portal no estará disponible por mantenimiento/)).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Ocultar aviso' })).toHaveAttribute('aria-expanded', 'true');
  await expect(carousel.getByRole('button', { name: 'Marcar como leído' })).toBeVisible();

  await expect(page.getByRole('region', { name: 'Notificaciones sin leer' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Accesos directos' }).getByRole('link').first()).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
});
