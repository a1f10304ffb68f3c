// Runs a command on Node.js 24 (the project's engines), whatever Node started this script: when the running Node is
// older, Node 24 is installed once from the npm registry's binary package (node-<os>-<arch>, the official build,
// no install script) into a cache outside the project, and put first on PATH for the command and everything it
// starts. Nothing is downloaded from anywhere but the npm registry.
//
//   node scripts/node24.mjs <command> [args…]   run it on Node 24 (npm start / npm test / npm run bench do this)
//   node scripts/node24.mjs --bin                print the folder of the Node 24 binary (scripts/node24.sh uses it)
//
// EXPEDIENTE_NODE_HOME: the cache folder (default: $XDG_CACHE_HOME or ~/.cache, then expediente-node).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The Node.js release the project runs on; the binary package of the same version is on the npm registry. */
const nodeVersion = '24.21.0';
const minimumMajor = 24;

function binaryPackage() {
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  const platform = { linux: 'linux', darwin: 'darwin', win32: 'win' }[process.platform];
  if (!arch || !platform) {
    throw new Error(`No hay paquete de Node.js ${nodeVersion} para ${process.platform}-${process.arch}: instale Node.js 24.`);
  }
  return `node-${platform}-${arch}`;
}

/** The folder holding a Node ≥ 24 binary: this Node's when it is recent enough, else the cached (or new) install. */
function node24Bin() {
  if (Number(process.versions.node.split('.')[0]) >= minimumMajor) return path.dirname(process.execPath);
  const pkg = binaryPackage();
  const cache = process.env.EXPEDIENTE_NODE_HOME ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'expediente-node');
  const prefix = path.join(cache, nodeVersion);
  const bin = process.platform === 'win32' ? path.join(prefix, 'node_modules', pkg) : path.join(prefix, 'node_modules', pkg, 'bin');
  if (!existsSync(path.join(bin, process.platform === 'win32' ? 'node.exe' : 'node'))) {
    console.error(`  Instalando Node.js ${nodeVersion} (${pkg}) desde el registro de npm en ${prefix}…`);
    mkdirSync(prefix, { recursive: true });
    const r = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${pkg}@${nodeVersion}`], {
      stdio: ['ignore', 'ignore', 'inherit'],
      shell: process.platform === 'win32',
    });
    if (r.status !== 0) throw new Error(`No se pudo instalar ${pkg}@${nodeVersion} desde el registro de npm (código ${r.status}).`);
  }
  return bin;
}

const [first, ...rest] = process.argv.slice(2);
if (!first) {
  console.error('Uso: node scripts/node24.mjs <comando> [argumentos…] | --bin');
  process.exit(2);
}
let bin;
try {
  bin = node24Bin();
} catch (error) {
  console.error(`\n  ${error.message}\n`);
  process.exit(1);
}
if (first === '--bin') {
  console.log(bin);
} else {
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
  // A native addon built by npm must use this Node's headers, which the binary package ships.
  if (bin !== path.dirname(process.execPath)) env.npm_config_nodedir = path.dirname(bin);
  const child = spawn(first, rest, { stdio: 'inherit', env, shell: process.platform === 'win32' });
  // Ctrl-C reaches the whole process group: let the command stop cleanly and report its own status.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
