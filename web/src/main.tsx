import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { getWebConfig } from './lib/config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html no tiene el elemento #root.');

try {
  getWebConfig();
} catch (error) {
  // A build with a bad setting says which one instead of showing a blank page.
  container.textContent = error instanceof Error ? error.message : String(error);
  throw error;
}

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
