import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppToaster } from '../../app/app-toaster';
import { AppProviders } from '../../app/providers';

/** Renders inside the app's providers (Fluent theme, theme preference) with the app Toaster, as signed-in pages are. */
export function renderUi(ui: ReactElement) {
  return render(
    <AppProviders>
      {ui}
      <AppToaster />
    </AppProviders>,
  );
}
