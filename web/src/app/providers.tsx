import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiClientError, swrFetcher } from '../lib/api-client';
import { ThemePreferenceProvider, useThemePreference } from '../lib/theme-preference';

// Not a className: Fluent copies the provider's class onto every portal (tooltips, dialogs, toasts), which would
// lay a full-height opaque layer over the page.
const rootStyle = { minHeight: '100dvh' } as const;

const swrConfig: SWRConfiguration = {
  fetcher: swrFetcher,
  // Retry only what may pass on a second try: no answer, or a server failure. A 4xx will answer the same.
  shouldRetryOnError: (error: Error) => !(error instanceof ApiClientError) || error.status === 0 || error.status >= 500,
};

function ThemedApp({ children }: { children: ReactNode }) {
  const { theme } = useThemePreference();
  return (
    <FluentProvider theme={theme === 'dark' ? webDarkTheme : webLightTheme} style={rootStyle} data-theme={theme}>
      <SWRConfig value={swrConfig}>
        {children}
      </SWRConfig>
    </FluentProvider>
  );
}

/**
 * App-wide providers: theme preference (dark by default, kept in localStorage 'expediente.theme'), Fluent UI and
 * SWR with the API client's fetcher. useThemePreference() switches. The Toaster (app-toaster.tsx) is mounted by the
 * authenticated layout, so that the public pages do not download it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemePreferenceProvider>
      <ThemedApp>{children}</ThemedApp>
    </ThemePreferenceProvider>
  );
}
