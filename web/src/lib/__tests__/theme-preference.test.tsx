import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { themeStorageKey, useThemePreference } from '../theme-preference';

function ThemeSwitch() {
  const { theme, toggleTheme } = useThemePreference();
  return <button onClick={toggleTheme}>tema: {theme}</button>;
}

function renderWithProviders() {
  const view = render(
    <AppProviders>
      <ThemeSwitch />
    </AppProviders>,
  );
  const provider = () => view.container.querySelector('.fui-FluentProvider');
  return { ...view, provider };
}

describe('theme preference', () => {
  it('defaults to dark', () => {
    const { provider } = renderWithProviders();
    expect(screen.getByRole('button').textContent).toBe('tema: dark');
    expect(provider()?.getAttribute('data-theme')).toBe('dark');
    expect(window.localStorage.getItem(themeStorageKey)).toBeNull();
  });

  it('persists a switch to localStorage and applies it', async () => {
    const { provider } = renderWithProviders();
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('tema: light');
    expect(window.localStorage.getItem(themeStorageKey)).toBe('light');
    expect(provider()?.getAttribute('data-theme')).toBe('light');
    await userEvent.click(screen.getByRole('button'));
    expect(window.localStorage.getItem(themeStorageKey)).toBe('dark');
  });

  it('starts from the stored preference, and ignores an unknown value', () => {
    window.localStorage.setItem(themeStorageKey, 'light');
    const first = renderWithProviders();
    expect(screen.getByRole('button').textContent).toBe('tema: light');
    first.unmount();
    window.localStorage.setItem(themeStorageKey, 'purple');
    renderWithProviders();
    expect(screen.getByRole('button').textContent).toBe('tema: dark');
  });
});
