import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Themes: dark (default) and light (part 1 §9). The choice is kept in this browser only. */
export type ThemePreference = 'dark' | 'light';
export const themeStorageKey = 'expediente.theme';
export const defaultTheme: ThemePreference = 'dark';

export function readStoredTheme(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(themeStorageKey);
    return stored === 'light' || stored === 'dark' ? stored : defaultTheme;
  } catch {
    return defaultTheme; // storage blocked (privacy settings): keep the default
  }
}

function storeTheme(theme: ThemePreference): void {
  try {
    window.localStorage.setItem(themeStorageKey, theme);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

export type ThemePreferenceValue = {
  theme: ThemePreference;
  setTheme: (theme: ThemePreference) => void;
  toggleTheme: () => void;
};

const ThemePreferenceContext = createContext<ThemePreferenceValue | undefined>(undefined);

export function ThemePreferenceProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemePreference>(readStoredTheme);
  const setTheme = useCallback((next: ThemePreference) => {
    storeTheme(next);
    setThemeState(next);
  }, []);
  const toggleTheme = useCallback(() => setTheme(theme === 'dark' ? 'light' : 'dark'), [setTheme, theme]);
  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);
  return <ThemePreferenceContext.Provider value={value}>{children}</ThemePreferenceContext.Provider>;
}

export function useThemePreference(): ThemePreferenceValue {
  const value = useContext(ThemePreferenceContext);
  if (!value) throw new Error('useThemePreference necesita ThemePreferenceProvider (app/providers.tsx).');
  return value;
}
