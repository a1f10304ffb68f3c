import { backingServices, type BackingService, type HealthResponse } from '@expediente/contracts';

/** Checks each backing service with a bounded wait; a slow service counts as down. */
export type Probe = () => Promise<void>;

export class HealthService {
  constructor(
    private readonly probes: Record<BackingService, Probe>,
    private readonly version: string,
    private readonly timeoutMs = 3000,
  ) {}

  async check(): Promise<HealthResponse> {
    const entries = await Promise.all(
      backingServices.map(async (name) => {
        const started = performance.now();
        let timer: NodeJS.Timeout | undefined;
        try {
          await Promise.race([
            this.probes[name](),
            new Promise((_, reject) => {
              timer = setTimeout(() => reject(new Error(`sin respuesta en ${this.timeoutMs} ms`)), this.timeoutMs);
            }),
          ]);
          return [name, { status: 'ok' as const, latencyMs: Math.round(performance.now() - started) }] as const;
        } catch (err) {
          return [name, { status: 'down' as const, latencyMs: Math.round(performance.now() - started), error: describe(err) }] as const;
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    const services = Object.fromEntries(entries) as HealthResponse['services'];
    const down = backingServices.filter((s) => services[s]?.status === 'down');
    return { status: down.length ? 'degraded' : 'ok', version: this.version, time: new Date().toISOString(), services, down };
  }
}

/** A short reason without secrets: the error class and code, never connection strings or URLs with keys. */
function describe(err: unknown): string {
  const e = err as { name?: string; code?: string | number; statusCode?: number; message?: string };
  const code = e?.code ?? e?.statusCode;
  const msg = (e?.message ?? String(err)).replace(/(AccountKey|SharedAccessSignature|sig|key)=[^;&\s]+/gi, '$1=***');
  return `${e?.name ?? 'Error'}${code !== undefined ? ` (${code})` : ''}: ${msg.slice(0, 200)}`;
}
