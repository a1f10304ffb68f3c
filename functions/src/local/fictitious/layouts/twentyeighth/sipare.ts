/**
 * The 28th SIPARE receipt (written in session 13 without reading the parsers): the bank's SIPARE payment receipt
 * followed by the SUA's worker summary, as the supplier's office assembles them: the DMS's stamp on every page, the
 * receipt as 'Label: value' lines with the period as 'Enero/2026' and the payment date as '14 de febrero, 2026', the
 * reviewer's note under the amount, and on the next page the workers in a table whose names wrap in their cell.
 */
import { capitalize, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, space, text } from '../common';
import type { SipareFacts } from '../eighth/sipare';
import { note, office, officeDate, officeStyle, pageBreak } from './office';

export const sipareTwentyeighth = 'comprobante-sipare-y-resumen-sua-armados-por-el-proveedor-periodo-mes-barra-anio-fecha-d-de-mes-coma-anio';

export function sipareTwentyeighthDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const o = office(rng, paid, 'Expediente IMSS');
  const line = (label: string, value: string) => pair(label, value, 'inline');
  const blocks: Block[] = [
    text(bankName, { bold: true, size: 13 }),
    text('Pago de cuotas obrero patronales, aportaciones y amortizaciones (SIPARE)', { bold: true }),
    space(6),
    line('Registro patronal:', supplier.registroPatronal),
    line('R.F.C.:', supplier.rfc),
    line('Razón social:', supplier.name),
    line('Periodo:', `${capitalize(monthName(Number(period.from.slice(5, 7))))}/${period.from.slice(0, 4)}`),
    line('Línea de captura:', linea),
    line('Fecha de pago:', officeDate(paid, 'commaYear')),
    line('Número de operación:', operacion),
    line('Importe:', formatMoney(total, 'dollarSpaceMn')),
    note(o, 'Pagado en tiempo — coincide con SUA'),
    pageBreak,
    text('SUA · Resumen de liquidación por trabajador (anexo)', { bold: true }),
    { t: 'table', headers: ['NSS', 'Nombre del trabajador', 'Días cotizados', 'Salario base de cotización'], widths: [1.2, 2.2, 0.8, 1.1], rows: rows.map((r) => [r.worker.nss, r.worker.fullName, String(r.dias), formatMoney(r.worker.sbc, 'plain')]) },
    text(`Total de trabajadores: ${rows.length}`, { size: 8 }),
  ];
  return { blocks, truth: f.truth, style: officeStyle(o), title: `${o.docId} Pago SIPARE`, producer: 'M-Files', date: paid };
}
