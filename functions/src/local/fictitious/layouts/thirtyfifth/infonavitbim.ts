/**
 * The 35th bimonthly Infonavit assessment (written in session 14 without reading the parsers): a payroll SaaS's
 * report of the bimonthly Infonavit assessment it synced: the employer in a 'Campo / Valor' grid, the bimester as a
 * dotted sub-object ('periodo.desde' and 'periodo.hasta' as 'aaaa-mm'), the total as a plain decimal, the línea de
 * captura; then the workers as numbered sub-blocks, one indented object each (nss, nombre, dias_cotizados, sdi,
 * aportacion_patronal, rcv), going on over the next page.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';
import { fetchMeta, fieldTable, indented, plain, platformPage, yearMonth } from './formats';

export const infonavitBimThirtyfifth = 'reporte-de-saas-de-nomina-bimestre-infonavit-periodo-desde-hasta-aaaa-mm-trabajadores-como-subbloques-numerados';

export function infonavitBimThirtyfifthDocument(f: InfonavitBimFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, aport, rcv, total, linea, generated } = f;
  const meta = fetchMeta(rng, generated);
  const blocks: Block[] = [
    text('Reporte de aportaciones y amortizaciones (Infonavit)', { bold: true, size: 12 }),
    text(`origen: SUA · generado: ${generated}`, { size: 7.5 }),
    { t: 'space', h: 6 },
    fieldTable([
      ['registro_patronal', supplier.registroPatronal],
      ['rfc', supplier.rfc],
      ['razon_social', supplier.name],
      ['periodo.desde', yearMonth(period.from)],
      ['periodo.hasta', yearMonth(period.to)],
      ['importe_total', plain(total)],
      ['linea_captura', linea],
      ['estatus', 'pendiente_de_pago'],
    ]),
    { t: 'space', h: 8 },
    text(`trabajadores (${rows.length})`, { bold: true, size: 9 }),
    ...rows.flatMap((r, i) => indented([[`${i + 1}.`, [['nss', r.worker.nss], ['nombre', r.worker.fullName], ['dias_cotizados', String(r.dias)], ['sdi', plain(r.worker.sbc)], ['aportacion_patronal', plain(aport[i] ?? 0)], ['rcv', plain(rcv[i] ?? 0)]]]])),
  ];
  return { blocks, truth: f.truth, style: platformPage('Nómina en la Nube · Infonavit', `sync_id ${meta.requestId} · synced_at ${meta.fetchedAt}`), title: 'Reporte Infonavit bimestral', producer: 'Chromium (Skia/PDF m124)', date: generated };
}
