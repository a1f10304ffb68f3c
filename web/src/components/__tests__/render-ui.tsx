import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../../app/providers';

/** Renders inside the app's providers (Fluent theme, theme preference, the app Toaster), as pages are. */
export function renderUi(ui: ReactElement) {
  return render(<AppProviders>{ui}</AppProviders>);
}
