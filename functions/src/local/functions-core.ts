import Module, { createRequire } from 'node:module';

/**
 * A stand-in for `@azure/functions-core`, the module the real Functions worker provides. `@azure/functions`
 * loads it lazily (tryGetCoreApiLazy) on the first registration; without it the library runs in "test mode" and
 * registers nothing. Installing this shim before the app's registrations run lets the local host capture the
 * genuine `app.http` / `app.storageBlob` / `app.storageQueue` / `app.timer` calls: there is no second route list.
 */

export type BindingInfo = {
  type: string;
  direction: 'in' | 'out';
  name?: string;
  // httpTrigger
  route?: string;
  methods?: string[];
  authLevel?: string;
  // blobTrigger / queueTrigger
  path?: string;
  queueName?: string;
  connection?: string;
  source?: string;
  // timerTrigger
  schedule?: string;
  runOnStartup?: boolean;
  [key: string]: unknown;
};

export type CapturedFunction = {
  name: string;
  trigger: BindingInfo;
  bindings: Record<string, BindingInfo>;
  handler: (...args: unknown[]) => unknown;
};

export type HookName = 'appStart' | 'appTerminate' | 'preInvocation' | 'postInvocation' | 'log';
type HookCallback = (context: Record<string, unknown>) => unknown;

export type FunctionsRegistry = {
  functions: Map<string, CapturedFunction>;
  hooks: Map<HookName, Set<HookCallback>>;
  programmingModel?: { name: string; version: string };
  runHooks(name: HookName, context: Record<string, unknown>): Promise<void>;
};

const registry: FunctionsRegistry = {
  functions: new Map(),
  hooks: new Map(),
  async runHooks(name, context) {
    for (const cb of registry.hooks.get(name) ?? []) await cb(context);
  },
};

const coreApi = {
  version: '3.10.1-expediente-local',
  hostVersion: '4.1000.0-expediente-local',
  setProgrammingModel(model: { name: string; version: string }) {
    registry.programmingModel = model;
  },
  getProgrammingModel() {
    return registry.programmingModel;
  },
  registerFunction(metadata: { name: string; bindings: Record<string, BindingInfo> }, callback: CapturedFunction['handler']) {
    const trigger = Object.values(metadata.bindings).find((b) => b.direction === 'in' && b.type.endsWith('Trigger'));
    if (!trigger) throw new Error(`Function "${metadata.name}" has no trigger binding`);
    if (registry.functions.has(metadata.name)) throw new Error(`Function "${metadata.name}" is registered twice`);
    registry.functions.set(metadata.name, { name: metadata.name, trigger, bindings: metadata.bindings, handler: callback });
    return { dispose: () => registry.functions.delete(metadata.name) };
  },
  registerHook(name: HookName, callback: HookCallback) {
    const set = registry.hooks.get(name) ?? new Set<HookCallback>();
    set.add(callback);
    registry.hooks.set(name, set);
    return { dispose: () => set.delete(callback) };
  },
  log(level: string, category: string, message: string) {
    if (level === 'error' || level === 'warning') console.error(`[functions:${category}] ${message}`);
  },
  Disposable: class {
    constructor(private readonly fn: () => void) {}
    dispose() {
      this.fn();
    }
  },
};

const SHIM_ID = '@azure/functions-core';
let installed = false;

/** Make `require('@azure/functions-core')` resolve to the shim. Call before the app's modules are imported. */
export function installFunctionsCore(): FunctionsRegistry {
  if (installed) return registry;
  const require = createRequire(import.meta.url);
  const shimFile = require.resolve('./functions-core-placeholder.cjs');
  const mod = new Module(shimFile);
  mod.filename = shimFile;
  mod.loaded = true;
  mod.exports = coreApi;
  require.cache[shimFile] = mod;
  type ResolveFilename = (request: string, ...rest: unknown[]) => string;
  const internals = Module as unknown as { _resolveFilename: ResolveFilename };
  const original = internals._resolveFilename;
  internals._resolveFilename = function (request: string, ...rest: unknown[]) {
    if (request === SHIM_ID) return shimFile;
    return original.call(this, request, ...rest);
  };
  installed = true;
  return registry;
}

export function getRegistry(): FunctionsRegistry {
  return registry;
}
