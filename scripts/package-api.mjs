// Builds the Function App deployment package and reports its size.
//
//   functions/deploy/            ← what azd zips and deploys (azure.yaml: api.dist = deploy, remoteBuild: false)
//     dist/                      ← the esbuild bundle (npm run build -w functions), without source maps
//     host.json                  ← from the repository root
//     package.json               ← only the production dependencies of functions/package.json
//     node_modules/              ← npm install --omit=dev, trimmed of docs, type declarations and maps
//   dist/expediente-api.zip      ← the same folder zipped (pure Node), for manual deploys and the size report
//
// Usage: node scripts/package-api.mjs [--skip-build] [--no-zip] [--sourcemaps]
// The azd `api` prepackage hook runs it; `npm run build -w functions` must work (functions/build.mjs).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const functionsDir = join(root, 'functions');
const deployDir = join(functionsDir, 'deploy');
const zipPath = join(root, 'dist', 'expediente-api.zip');
const args = new Set(process.argv.slice(2));
const isWindows = process.platform === 'win32';

function fail(message) {
  console.error(`package-api: ${message}`);
  process.exit(1);
}

function npm(argv, cwd) {
  const r = spawnSync(isWindows ? 'npm.cmd' : 'npm', argv, { cwd, stdio: 'inherit', shell: isWindows });
  if (r.error) fail(`could not run npm ${argv.join(' ')}: ${r.error.message}`);
  if (r.status !== 0) fail(`npm ${argv.join(' ')} failed (exit ${r.status}).`);
}

/** Every file under dir, as paths relative to it (forward slashes), sorted for a reproducible zip. */
function listFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

const sizeOf = (dir) => listFiles(dir).reduce((n, f) => n + statSync(join(dir, f)).size, 0);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** Files node_modules does not need at run time: docs, type declarations, source maps, tests. */
function isPrunable(path) {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  if (/^(license|licence|notice|copying)/.test(name)) return false;
  if (/^(readme|changelog|history|changes)(\.|$)/.test(name)) return true;
  if (/\.(d\.ts|d\.mts|d\.cts|map|md|markdown|tsbuildinfo)$/.test(name)) return true;
  return /\/(__tests__|\.github)\//.test(`/${path}`);
}

// ─── Zip (store/deflate, no zip64: the package is far below 4 GB and 65,535 entries) ───────────────

function dosDateTime(date) {
  const time = (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2);
  const day = ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  return { time, day };
}

async function writeZip(sourceDir, target) {
  mkdirSync(dirname(target), { recursive: true });
  const out = createWriteStream(target);
  const write = (buf) => new Promise((res, rej) => out.write(buf, (err) => (err ? rej(err) : res())));
  const central = [];
  let offset = 0;
  const files = listFiles(sourceDir);
  for (const name of files) {
    const full = join(sourceDir, name);
    const data = readFileSync(full);
    const st = statSync(full);
    const deflated = deflateRawSync(data, { level: 9 });
    const useDeflate = deflated.length < data.length;
    const body = useDeflate ? deflated : data;
    const crc = crc32(data);
    const nameBuf = Buffer.from(name, 'utf8');
    const { time, day } = dosDateTime(st.mtime);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(useDeflate ? 8 : 0, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(day, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    local.writeUInt16LE(0, 28);
    await write(local);
    await write(nameBuf);
    await write(body);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, spec 2.0
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(useDeflate ? 8 : 0, 10);
    entry.writeUInt16LE(time, 12);
    entry.writeUInt16LE(day, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(body.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBuf.length, 28);
    entry.writeUInt32LE((((st.mode & 0o777) | 0o100000) << 16) >>> 0, 38); // regular file, keeps permissions
    entry.writeUInt32LE(offset, 42);
    central.push(Buffer.concat([entry, nameBuf]));
    offset += local.length + nameBuf.length + body.length;
  }
  const centralBuf = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  await write(centralBuf);
  await write(end);
  await new Promise((res, rej) => out.end((err) => (err ? rej(err) : res())));
  return files.length;
}

// ─── Steps ───────────────────────────────────────────────────────────────────────────────────────────

if (!args.has('--skip-build')) {
  if (!existsSync(join(functionsDir, 'build.mjs'))) fail('functions/build.mjs does not exist: nothing builds functions/dist.');
  npm(['run', 'build', '-w', 'functions'], root);
}
const bundleDir = join(functionsDir, 'dist');
if (!existsSync(join(bundleDir, 'index.js'))) fail('functions/dist/index.js is missing after the build.');
if (!existsSync(join(root, 'host.json'))) fail('host.json is missing at the repository root.');

rmSync(deployDir, { recursive: true, force: true });
mkdirSync(deployDir, { recursive: true });
cpSync(bundleDir, join(deployDir, 'dist'), {
  recursive: true,
  filter: (src) => args.has('--sourcemaps') || !src.endsWith('.map'),
});
cpSync(join(root, 'host.json'), join(deployDir, 'host.json'));

const functionsPkg = JSON.parse(readFileSync(join(functionsDir, 'package.json'), 'utf8'));
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// Workspace packages (e.g. @expediente/contracts) are bundled by esbuild: never install them.
const workspaceNames = new Set(
  (rootPkg.workspaces ?? []).flatMap((w) => {
    const p = join(root, w, 'package.json');
    return existsSync(p) ? [JSON.parse(readFileSync(p, 'utf8')).name] : [];
  }),
);
const dependencies = Object.fromEntries(
  Object.entries(functionsPkg.dependencies ?? {}).filter(([name, spec]) => !workspaceNames.has(name) && !String(spec).startsWith('file:')),
);
const deployPkg = {
  name: `${functionsPkg.name.replace(/^@[^/]+\//, '')}-deploy`,
  version: functionsPkg.version,
  private: true,
  type: functionsPkg.type ?? 'commonjs',
  main: functionsPkg.main ?? 'dist/index.js',
  engines: { node: '>=24' },
  dependencies,
};
writeFileSync(join(deployDir, 'package.json'), `${JSON.stringify(deployPkg, null, 2)}\n`);

// Which dependencies the bundle imports (informational: esbuild keeps the declared ones external).
const bundleText = listFiles(join(deployDir, 'dist'))
  .filter((f) => /\.(m?js|cjs)$/.test(f))
  .map((f) => readFileSync(join(deployDir, 'dist', f), 'utf8'))
  .join('\n');
const unused = Object.keys(dependencies).filter(
  (name) => !new RegExp(`(?:from|import|require)\\s*\\(?\\s*["']${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:/[^"']*)?["']`).test(bundleText),
);

if (Object.keys(dependencies).length > 0) {
  npm(['install', '--omit=dev', '--no-audit', '--no-fund', '--no-package-lock', '--workspaces=false'], deployDir);
}
let pruned = 0;
// Azure SDK packages ship browser and react-native builds next to the Node ones (esm/commonjs), chosen only
// under the "browser"/"react-native" export conditions, which Node never uses.
function pruneAlternateBuilds(nodeModules) {
  if (!existsSync(nodeModules)) return;
  for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dirs = entry.name.startsWith('@')
      ? readdirSync(join(nodeModules, entry.name), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => join(nodeModules, entry.name, e.name))
      : [join(nodeModules, entry.name)];
    for (const pkgDir of dirs) {
      const dist = join(pkgDir, 'dist');
      if (existsSync(join(dist, 'esm')) || existsSync(join(dist, 'commonjs'))) {
        for (const alt of ['browser', 'react-native']) {
          if (existsSync(join(dist, alt))) {
            pruned += sizeOf(join(dist, alt));
            rmSync(join(dist, alt), { recursive: true, force: true });
          }
        }
      }
      pruneAlternateBuilds(join(pkgDir, 'node_modules'));
    }
  }
}
pruneAlternateBuilds(join(deployDir, 'node_modules'));
if (existsSync(join(deployDir, 'node_modules'))) {
  for (const f of listFiles(join(deployDir, 'node_modules'))) {
    if (isPrunable(f)) {
      const full = join(deployDir, 'node_modules', f);
      pruned += statSync(full).size;
      rmSync(full);
    }
  }
}

const files = listFiles(deployDir);
const folderBytes = sizeOf(deployDir);
console.log('package-api: functions/deploy');
console.log(`  files: ${files.length}`);
console.log(`  size:  ${mb(folderBytes)} (bundle ${mb(sizeOf(join(deployDir, 'dist')))}, node_modules ${mb(folderBytes - sizeOf(join(deployDir, 'dist')) - statSync(join(deployDir, 'host.json')).size - statSync(join(deployDir, 'package.json')).size)}; ${mb(pruned)} of browser builds, docs, types and maps pruned)`);
console.log(`  dependencies: ${Object.keys(dependencies).join(', ') || '(none)'}`);
if (unused.length > 0) console.log(`  not imported by the bundle (still installed): ${unused.join(', ')}`);
if (!args.has('--no-zip')) {
  const count = await writeZip(deployDir, zipPath);
  console.log(`package-api: ${relative(root, zipPath)}: ${mb(statSync(zipPath).size)} (${count} entries)`);
}
