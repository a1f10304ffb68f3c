import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (Playwright cannot download its own browsers here): the old headless shell when installed (the
 * same Blink without the full browser's GPU and UI processes: about 10% faster here, bench/RESULTS.md), else the
 * browser.
 */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => !!p);
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'No se encontró Chromium para las pruebas end-to-end. Instálelo con `apt-get install -y chromium` o indique su ruta en CHROMIUM_PATH.',
    );
  }
  return found;
}
