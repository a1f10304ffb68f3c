/**
 * The 28th SUA cédula of monthly contributions (written in session 13 without reading the parsers): the SUA printout
 * as the supplier's office files it: the DMS's stamp on every page, 'COPIA COTEJADA', the patron's data in a
 * label/value grid with the period as 'MAYO/2025', the workers in a table whose names wrap and that breaks across
 * pages with its header repeated, the total under it and the reviewer's note beside the total.
 */
import { formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { afterPeriod, space, text } from '../common';
import type { ImsscopFacts } from '../eighth/imsscop';
import { cotejo, note, office, officeStyle } from './office';

export const imsscopTwentyeighth = 'cedula-sua-archivada-por-el-proveedor-rejilla-periodo-mes-barra-anio-nombres-en-varios-renglones';

export function imsscopTwentyeighthDocument(f: ImsscopFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total } = f;
  const n = (x: number) => formatMoney(x, 'plain');
  const generated = afterPeriod(rng, period);
  const o = office(rng, generated, 'Expediente IMSS');
  const blocks: Block[] = [
    cotejo(o),
    text('SUA · SISTEMA ÚNICO DE AUTODETERMINACIÓN', { bold: true, size: 10 }),
    text('CÉDULA DE DETERMINACIÓN DE CUOTAS OBRERO PATRONALES (MENSUAL)', { bold: true }),
    space(4),
    { t: 'table', headers: [], widths: [1.4, 2.6], rows: [['Registro patronal', supplier.registroPatronal], ['R.F.C.', supplier.rfc], ['Nombre o razón social', supplier.name], ['Periodo', `${monthName(Number(period.from.slice(5, 7))).toUpperCase()}/${period.from.slice(0, 4)}`]] },
    { t: 'table', title: 'Trabajadores', headers: ['NSS', 'Nombre', 'Días', 'S.B.C.', 'Cuota fija', 'Excedente', 'R.T.', 'Total'], widths: [1.3, 1.6, 0.5, 0.9, 0.9, 0.9, 0.8, 0.9], size: 7.5, rows: rows.map((r) => [r.worker.nss, r.worker.fullName, String(r.dias), n(r.worker.sbc), n(r.cuotaFija), n(r.excedente), n(r.rt), n(r.total)]) },
    text(`Total IMSS del periodo: ${formatMoney(total, 'dollarSpace')}`, { bold: true }),
    note(o, 'Cuadra con SIPARE — OK'),
    space(4),
    text(`Cotizantes: ${rows.length}`, { size: 8 }),
  ];
  return { blocks, truth: f.truth, style: officeStyle(o), title: `${o.docId} Cédula SUA mensual`, producer: 'DocuWare', date: generated };
}
