// `npm run test:e2e`: builds the web app (unless the build is current), checks for Chromium, then runs Playwright
// against the local host.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
if (!chromium) {
  console.error('\n  No se encontró Chromium: instálelo con `apt-get install -y chromium` o indique CHROMIUM_PATH.\n');
  process.exit(1);
}
const run = (args, cwd) => {
  const r = spawnSync(process.execPath, args, { cwd, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

/**
 * What the build is made of: every file the web build reads from the repository (the app, the contracts it bundles,
 * the installed versions through package-lock.json, pdf.js's files through it too), plus Node's version and the
 * VITE_ variables. Their contents' hash is kept beside the build; when it matches, the build is current and
 * `vite build` (about 40 s on the 2-core machine) is skipped. E2E_BUILD=1 builds anyway.
 */
function sourcesHash() {
  const hash = createHash('sha256');
  const add = (file) => {
    hash.update(`${path.relative(root, file)}\0`);
    hash.update(readFileSync(file));
  };
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '__tests__') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) add(full);
    }
  };
  for (const dir of ['web/src', 'web/public', 'contracts/src']) if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  for (const file of ['web/index.html', 'web/vite.config.ts', 'web/package.json', 'web/tsconfig.json', 'contracts/package.json', 'package.json', 'package-lock.json', 'tsconfig.json', 'contracts/tsconfig.json']) {
    if (existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile()) add(path.join(root, file));
  }
  hash.update(process.version);
  for (const [key, value] of Object.entries(process.env).filter(([k]) => k.startsWith('VITE_')).sort()) hash.update(`${key}=${value}\0`);
  return hash.digest('hex');
}

const dist = path.join(root, 'web/dist');
const stamp = path.join(dist, '.e2e-sources-hash');
const wanted = sourcesHash();
const current = existsSync(path.join(dist, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted;
if (current && process.env.E2E_BUILD !== '1') {
  console.log('web/dist está al día con sus fuentes: se omite vite build.');
} else {
  run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], path.join(root, 'web'));
  writeFileSync(stamp, wanted);
}
run([path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', path.join(root, 'e2e/playwright.config.ts'), ...process.argv.slice(2)], root);
