/**
 * The 28th bimonthly cédula (written in session 13 without reading the parsers): the SUA's bimonthly printout as the
 * supplier's office files it: the DMS's stamp, the bimester as 'Bimestre 02/2026 (marzo y abril)', the workers in a
 * table whose names wrap, the total and the line of capture under it, and a second page with the supplier's own
 * payment summary restating the bimester, the total and the line of capture.
 */
import { formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, space, text } from '../common';
import type { InfonavitBimFacts } from '../eighth/infonavitbim';
import { note, office, officeDate, officeStyle, pageBreak } from './office';

export const infonavitBimTwentyeighth = 'cedula-bimestral-archivada-por-el-proveedor-bimestre-nn-aaaa-con-sus-meses-y-resumen-de-pago-en-la-segunda-pagina';

export function infonavitBimTwentyeighthDocument(f: InfonavitBimFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, aport, rcv, total, linea, generated } = f;
  const n = (x: number) => formatMoney(x, 'plain');
  const last = Number(period.to.slice(5, 7));
  const bimestre = `Bimestre ${String(last / 2).padStart(2, '0')}/${period.to.slice(0, 4)} (${monthName(last - 1)} y ${monthName(last)})`;
  const o = office(rng, generated, 'Expediente Infonavit');
  const blocks: Block[] = [
    text('SUA · CÉDULA DE DETERMINACIÓN DE CUOTAS, APORTACIONES Y AMORTIZACIONES (BIMESTRAL)', { bold: true }),
    space(4),
    pair('Registro patronal:', supplier.registroPatronal, 'inline'),
    pair('R.F.C.:', supplier.rfc, 'inline'),
    pair('Nombre o razón social:', supplier.name, 'inline'),
    text(bimestre, { bold: true }),
    { t: 'table', headers: ['NSS', 'Nombre del trabajador', 'Días', 'S.B.C.', 'RCV', 'Aportación Infonavit'], widths: [1.3, 2, 0.5, 0.9, 1, 1.1], size: 7.5, rows: rows.map((r, i) => [r.worker.nss, r.worker.fullName, String(r.dias), n(r.worker.sbc), n(rcv[i] ?? 0), n(aport[i] ?? 0)]) },
    pair('Total a pagar:', formatMoney(total, 'dollarSpace'), 'inline'),
    pair('Línea de captura:', linea, 'inline'),
    note(o, 'Pendiente de comprobante de pago'),
    pageBreak,
    text(supplier.name, { bold: true, size: 10 }),
    text('RESUMEN DE PAGO INFONAVIT (elaborado por el proveedor)', { bold: true }),
    { t: 'table', headers: [], widths: [1.4, 3], rows: [['Periodo', bimestre], ['Total', formatMoney(total, 'dollarSpace')], ['Línea de captura', linea], ['Cédula generada', officeDate(generated, 'roman')]] },
    space(4),
    text(`Revisó: ${o.reviewer}`, { size: 8 }),
  ];
  return { blocks, truth: f.truth, style: officeStyle(o), title: `${o.docId} Cédula bimestral`, producer: 'Laserfiche', date: generated };
}
