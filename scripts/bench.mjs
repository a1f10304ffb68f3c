// `npm run bench [-- name...]`: runs bench/<name>.ts (all when no name is given) and prints their results.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const all = readdirSync(path.join(root, 'bench')).filter((f) => f.endsWith('.ts')).map((f) => f.replace(/\.ts$/, ''));
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : all;
for (const name of chosen) {
  if (!all.includes(name)) {
    console.error(`No existe bench/${name}.ts (hay: ${all.join(', ')})`);
    process.exit(1);
  }
  console.log(`\n# ${name}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench', `${name}.ts`)], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
