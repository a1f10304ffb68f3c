import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { AppToaster } from '../../app/app-toaster';
import { AppProviders } from '../../app/providers';


/**
 * Renders inside the app's providers (Fluent theme, theme preference) with the app Toaster, as signed-in pages are,
 * and an empty SWR cache of its own (test files share modules: vitest.config.ts).
 */
export function renderUi(ui: ReactElement) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders>
        {ui}
        <AppToaster />
      </AppProviders>
    </SWRConfig>,
  );
}
