/** What SUA / SIPARE / INFONAVIT bimonthly documents share: per-worker days and the amounts derived from them. */
import { money } from '../format';
import type { Worker } from '../identities';
import type { Rng } from '../random';
import type { Period } from '../types';

export type WorkerRow = { worker: Worker; dias: number; cuotaFija: number; excedente: number; rt: number; total: number };

export function workerRows(rng: Rng, workers: Worker[], period: Period): WorkerRow[] {
  const full = Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1;
  return workers.map((worker) => {
    // Most workers cotizan the whole period; some joined or left during it.
    const dias = rng.chance(0.75) ? full : rng.int(Math.max(1, full - 20), full - 1);
    const base = worker.sbc * dias;
    const cuotaFija = Math.round(dias * 22.97 * 100) / 100;
    const excedente = Math.round(base * 0.011 * 100) / 100;
    const rt = Math.round(base * 0.0259 * 100) / 100;
    return { worker, dias, cuotaFija, excedente, rt, total: Math.round((cuotaFija + excedente + rt) * 100) / 100 };
  });
}

export function workerTruth(truth: Record<string, string>, rows: WorkerRow[]): void {
  rows.forEach((r, i) => {
    truth[`trabajadores[${i}].nss`] = r.worker.nss;
    truth[`trabajadores[${i}].diasCotizados`] = String(r.dias);
    truth[`trabajadores[${i}].sbc`] = money(r.worker.sbc);
  });
}

export const totalOf = (rows: WorkerRow[]): number => Math.round(rows.reduce((s, r) => s + r.total, 0) * 100) / 100;

/** SIPARE / IMSS línea de captura: long, digits and capitals. */
export function imssLineaCaptura(rng: Rng, period: Period): string {
  return `${period.from.slice(5, 7)}${period.from.slice(2, 4)}${rng.chars(34, '0123456789ABCDEFGHJKLMNPRSTUVWXYZ')}`;
}
