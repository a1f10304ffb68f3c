// Bundles the Functions app for Azure (and `func start`): src/index.ts → dist/index.js, ESM, Node 24.
// Workspace code (contracts) is bundled; npm dependencies stay external and ship as production dependencies.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const rootPkg = JSON.parse(readFileSync(path.join(here, '..', 'package.json'), 'utf8'));

const result = await build({
  entryPoints: [path.join(here, 'src', 'index.ts')],
  outfile: path.join(here, 'dist', 'index.js'),
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: 'linked',
  external: Object.keys(pkg.dependencies ?? {}),
  define: { __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? rootPkg.version) },
  // CommonJS dependencies loaded from ESM need a require.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`functions/dist: ${(bytes / 1024).toFixed(1)} KiB`);
