// azd `web` predeploy hook: puts the root staticwebapp.config.json (SPA fallback, security headers) into
// web/dist, the folder the Static Web App receives, unless the web build already put one there.
// Usage: node infra/hooks/web-predeploy.mjs [--dist <folder>]
import { copyFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? resolve(process.argv[distArg + 1] ?? '') : join(root, 'web', 'dist');
const source = join(root, 'staticwebapp.config.json');
const target = join(dist, 'staticwebapp.config.json');

if (!existsSync(dist)) {
  console.error(`web-predeploy: ${dist} does not exist; build the web app first (npm run build -w web).`);
  process.exit(1);
}
if (existsSync(target)) {
  console.log(`web-predeploy: ${target} already present (from the web build); left as is.`);
} else if (!existsSync(source)) {
  console.error(`web-predeploy: ${source} is missing; the Static Web App would have no SPA fallback or security headers.`);
  process.exit(1);
} else {
  copyFileSync(source, target);
  console.log(`web-predeploy: copied staticwebapp.config.json into ${dist}.`);
}
