// azd postdeploy hook: creates the Event Grid subscription that delivers BlobCreated events of the
// documents container to the blob trigger (infra/app/blob-events.bicep), then records
// BLOB_EVENTS_ENABLED=true in the azd environment so every later `azd provision` declares it in main.bicep.
//
// Why after deploy: on Flex Consumption the blob trigger uses the Event Grid source, and Event Grid calls
// https://<app>/runtime/webhooks/blobs?functionName=Host.Functions.<name>&code=<blobs_extension key>.
// That system key exists only once code with a blob trigger is deployed and the host has started, so the
// subscription cannot be part of the first provision.
//
// Needs the Azure CLI (`az`, signed in to the same tenant as azd). Reads azd's environment (outputs of
// main.bicep). `--dry-run` prints the steps as JSON and runs nothing (used by infra/__tests__).
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dryRun = process.argv.includes('--dry-run');
const env = process.env;
const isWindows = process.platform === 'win32';

/** The steps to run, from the azd environment; throws naming the first missing variable. */
function plan(e) {
  if (e.BLOB_EVENTS_ENABLED === 'true') {
    return { skip: 'BLOB_EVENTS_ENABLED=true: main.bicep declares the subscription on every provision.' };
  }
  const required = ['AZURE_RESOURCE_GROUP', 'AZURE_FUNCTION_APP_NAME', 'AZURE_EVENTGRID_SYSTEM_TOPIC_NAME'];
  for (const name of required) {
    if (!e[name]) throw new Error(`postdeploy: ${name} is not set in the azd environment (run azd provision first).`);
  }
  const subscription = e.AZURE_SUBSCRIPTION_ID ? ['--subscription', e.AZURE_SUBSCRIPTION_ID] : [];
  const group = ['--resource-group', e.AZURE_RESOURCE_GROUP];
  return {
    wakeUrl: e.SERVICE_API_URI ? `${e.SERVICE_API_URI.replace(/\/$/, '')}/` : undefined,
    keyQuery: ['az', 'functionapp', 'keys', 'list', ...group, '--name', e.AZURE_FUNCTION_APP_NAME, ...subscription,
      '--query', 'systemKeys.blobs_extension', '--output', 'tsv'],
    deploy: ['az', 'deployment', 'group', 'create', ...group, ...subscription,
      '--name', 'blob-events-subscription',
      '--template-file', join(root, 'infra', 'app', 'blob-events.bicep'),
      '--parameters',
      `systemTopicName=${e.AZURE_EVENTGRID_SYSTEM_TOPIC_NAME}`,
      `functionAppName=${e.AZURE_FUNCTION_APP_NAME}`,
      `functionName=${e.BLOB_EVENTS_FUNCTION_NAME || 'documentsBlobCreated'}`,
      `containerName=${e.BLOB_EVENTS_CONTAINER_NAME || 'documents'}`,
      '--output', 'none'],
    record: ['azd', 'env', 'set', 'BLOB_EVENTS_ENABLED', 'true'],
  };
}

// az and azd are .cmd shims on Windows: they need a shell there, and arguments with spaces need quotes.
const quote = (a) => (isWindows && /[\s"]/.test(a) ? `"${a.replace(/"/g, '\\"')}"` : a);

function run(argv, { capture = false } = {}) {
  const [cmd, ...args] = argv.map(quote);
  const r = spawnSync(cmd, args, { encoding: 'utf8', shell: isWindows, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  if (r.error) throw new Error(`postdeploy: could not run ${cmd}: ${r.error.message}`);
  return r;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const steps = plan(env);
  if (dryRun) {
    console.log(JSON.stringify(steps, null, 2));
    return;
  }
  if ('skip' in steps) {
    console.log(`postdeploy: ${steps.skip}`);
    return;
  }
  if (run(['az', 'version', '--output', 'none'], { capture: true }).status !== 0) {
    throw new Error('postdeploy: the Azure CLI (az) is required to create the blob events subscription; install it, `az login`, and run `azd hooks run postdeploy`.');
  }
  // Waits until the host has loaded the blob extension; a request starts a scaled-to-zero host.
  for (let attempt = 1; ; attempt++) {
    if (steps.wakeUrl) await fetch(steps.wakeUrl, { signal: AbortSignal.timeout(30_000) }).catch(() => undefined);
    // Only whether the key exists matters; it stays in this process and is never printed.
    const r = run(steps.keyQuery, { capture: true });
    if (r.status === 0 && r.stdout.trim().length > 0) break;
    if (attempt >= 30) {
      throw new Error('postdeploy: the blobs_extension key did not appear within 10 minutes. Is the blob trigger (source: EventGrid) registered in the deployed code? Retry with `azd hooks run postdeploy`.');
    }
    console.log(`postdeploy: waiting for the host's blobs_extension key (${attempt}/30)…`);
    await sleep(20_000);
  }
  console.log('postdeploy: creating the Event Grid subscription for BlobCreated in the documents container…');
  if (run(steps.deploy).status !== 0) throw new Error('postdeploy: az deployment group create failed (see above).');
  if (run(steps.record).status !== 0) throw new Error('postdeploy: azd env set BLOB_EVENTS_ENABLED true failed.');
  console.log('postdeploy: done; later `azd provision` runs keep the subscription (BLOB_EVENTS_ENABLED=true).');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
