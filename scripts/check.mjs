// `npm run check`: lint and the five typechecks, two at a time (the machine has 2 cores and each of them is one
// single-threaded process: one after another they took about as long as lint alone plus every tsc in a row).
// Each command's output is printed whole when it ends, so two of them never interleave; the exit code is the
// first failure's.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const tsc = (project) => ({ label: `tsc -p ${project}`, args: [bin('typescript', 'bin/tsc'), '-p', project] });
// Longest first, so the last one to start is a short one.
const commands = [
  { label: 'eslint --max-warnings 0 .', args: [bin('eslint', 'bin/eslint.js'), '--max-warnings', '0', '.'] },
  tsc('web'),
  tsc('tsconfig.json'),
  tsc('e2e'),
  tsc('functions'),
  tsc('contracts'),
];
const width = Math.max(1, Math.min(Number(process.env.CHECK_CONCURRENCY) || os.availableParallelism(), 2));

function run({ label, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${label}  (${code === 0 ? 'ok' : `falló, código ${code}`}, ${seconds} s)\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

const queue = [...commands];
const codes = [];
await Promise.all(
  Array.from({ length: width }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) codes.push(await run(next));
  }),
);
const failed = codes.find((c) => c !== 0);
process.exit(failed ?? 0);
