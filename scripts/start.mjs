// `npm start`: builds the web app when its sources changed since the last build, then runs the local host.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return t;
}

const built = path.join(root, 'web', 'dist', 'index.html');
const sources = Math.max(newest(path.join(root, 'web')), newest(path.join(root, 'contracts', 'src')));
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('  Compilando la aplicación web (solo cuando cambia)…');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'web'),
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
const { pathToFileURL } = await import('node:url');
await import(pathToFileURL(path.join(root, 'functions', 'src', 'local', 'start.ts')).href);
