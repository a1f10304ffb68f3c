/**
 * The 35th monthly IMSS fee assessment (written in session 14 without reading the parsers): a payroll SaaS's
 * 'Reporte de cuotas IMSS' built from the SUA data it synced: the employer and the period in a 'Campo / Valor' grid
 * with the API's snake-case keys (the period as 'aaaa-mm', the total as a plain decimal), then the workers as a table
 * whose captions are the array's keys (nss unspaced, nombre, dias_cotizados, sbc and the fees as plain decimals),
 * long enough to go on over the next page; the sync's metadata at the foot.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';
import { fetchMeta, fieldTable, plain, platformPage, yearMonth } from './formats';

export const imsscopThirtyfifth = 'reporte-de-saas-de-nomina-cuotas-imss-campo-valor-periodo-aaaa-mm-trabajadores-en-tabla-con-claves-del-arreglo-decimales-simples';

export function imsscopThirtyfifthDocument(f: ImsscopFacts): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const meta = fetchMeta(rng, period.to);
  const blocks: Block[] = [
    text('Reporte de cuotas obrero patronales (IMSS)', { bold: true, size: 12 }),
    text('origen: SUA · tipo: mensual', { size: 7.5 }),
    { t: 'space', h: 6 },
    fieldTable([
      ['registro_patronal', supplier.registroPatronal],
      ['rfc', supplier.rfc],
      ['razon_social', supplier.name],
      ['periodo', yearMonth(period.from)],
      ['total_cuotas', plain(total)],
      ['num_trabajadores', String(rows.length)],
    ]),
    { t: 'space', h: 8 },
    {
      t: 'table',
      title: 'trabajadores',
      headers: ['nss', 'nombre', 'dias_cotizados', 'sbc', 'cuota_fija', 'excedente', 'riesgo_trabajo', 'total'],
      widths: [1, 2.2, 0.8, 0.6, 0.7, 0.7, 0.8, 0.6],
      size: 7.5,
      rows: rows.map((r) => [r.worker.nss, r.worker.fullName, String(r.dias), plain(r.worker.sbc), plain(r.cuotaFija), plain(r.excedente), plain(r.rt), plain(r.total)]),
    },
    { t: 'space', h: 6 },
    text('Importes calculados por el SUA; la plataforma no los recalcula.', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: platformPage('Nómina en la Nube · IMSS', `sync_id ${meta.requestId} · synced_at ${meta.fetchedAt}`), title: 'Reporte de cuotas IMSS', producer: 'Chromium (Skia/PDF m124)', date: period.to };
}
