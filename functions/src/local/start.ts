import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startLocalHost } from './host';
import { demoTenants, DEMO_PASSWORD } from './seed';
import { startPowerBiFake } from './services/power-bi-fake';

/**
 * `npm start`: the whole portal on this machine. PORT (default 4280) and DATA_DIR (default .data) can be set;
 * values in local.settings.json (as Core Tools reads it) are applied first. EXPEDIENTE_EMBEDDED=false skips the
 * embedded services and uses the settings as given (e.g. pointing at real Azure).
 */

function applyLocalSettings() {
  const file = path.join(repoRoot, 'local.settings.json');
  if (!existsSync(file)) return;
  const values = (JSON.parse(readFileSync(file, 'utf8')) as { Values?: Record<string, string> }).Values ?? {};
  for (const [k, v] of Object.entries(values)) if (process.env[k] === undefined && v !== '') process.env[k] = v;
}

async function main() {
  const started = performance.now();
  applyLocalSettings();
  // The e2e hosts (LOCAL_POWERBI_FAKE=true): Power BI's three calls go to the local stand-in, never to Azure.
  if (process.env.LOCAL_POWERBI_FAKE === 'true') Object.assign(process.env, (await startPowerBiFake()).settings);
  const embedded = process.env.EXPEDIENTE_EMBEDDED !== 'false';
  const port = process.env.PORT ? Number(process.env.PORT) : 4280;
  // DATA_DIR=:memory: keeps everything in memory (e2e runs); the default persists under .data/.
  const inMemory = process.env.DATA_DIR === ':memory:';
  const dataDir = inMemory ? undefined : path.resolve(repoRoot, process.env.DATA_DIR ?? '.data');
  const host = await startLocalHost({
    port,
    ...(dataDir ? { dataDir } : {}),
    embedded,
    servicePorts: {
      cosmos: Number(process.env.COSMOS_PORT ?? 8081),
      blob: Number(process.env.BLOB_PORT ?? 10000),
      queue: Number(process.env.QUEUE_PORT ?? 10001),
      table: Number(process.env.TABLE_PORT ?? 10002),
      smtp: Number(process.env.SMTP_PORT_LOCAL ?? 1025),
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const accounts = demoTenants
    .flatMap((t) => t.users.map((u) => `    ${u.email.padEnd(32)} ${u.role.padEnd(10)} ${t.displayName}`))
    .join('\n');
  const invited = demoTenants
    .flatMap((t) => (t.invited ?? []).map((u) => `    ${u.email.padEnd(32)} ${u.role.padEnd(10)} ${t.displayName} (invitación pendiente: el enlace está en el correo local)`))
    .join('\n');
  console.log(
    [
      '',
      `  Expediente listo en ${seconds} s`,
      `  Portal:        ${host.url}`,
      `  Salud del API: ${host.url}/api/health`,
      embedded ? `  Correo local:  ${host.url}/_local/mail   (todo lo que el portal envía llega aquí)` : '  Servicios:     los de la configuración (EXPEDIENTE_EMBEDDED=false)',
      dataDir ? `  Datos:         ${path.relative(repoRoot, dataDir) || '.'}/ (bórrelo para volver a los datos de demostración)` : '  Datos:         en memoria (se pierden al detener)',
      '',
      `  Cuentas de demostración (contraseña ${DEMO_PASSWORD}):`,
      accounts,
      ...(invited ? [invited] : []),
      '',
      '  Ctrl-C para detener.',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n  ${signal}: deteniendo Expediente…`);
    host.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  const e = err as { name?: string; message?: string; code?: string };
  if (e?.name === 'ConfigError') console.error(`\n  Configuración inválida: ${e.message}\n`);
  else if (e?.code === 'EADDRINUSE') console.error(`\n  El puerto ya está en uso (${e.message}). Detenga el otro proceso o use PORT=<otro> npm start.\n`);
  else console.error(err);
  process.exit(1);
});
