/**
 * The 33rd SIPARE payment (written in session 14 without reading the parsers): the payroll clerk's Excel control
 * sheet of the month's IMSS payment by SIPARE, saved as PDF from Excel: the file's name in the header, 'Página 1 de 1'
 * in the footer, a merged title, the payment's cells as the clerk keeps them (the month as Excel's 'mmmm-aa',
 * 'marzo-26', the payment date as 'd-mmm-aa', '5-mar-26', the amount in Excel's currency format), the línea de
 * captura in its cell, and the workers' list copied from the SUA under it with short captions.
 */
import { formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import type { SipareFacts } from '../eighth/sipare';
import { cell, excelShort, mergedTitle, sheetStyle } from './formats';

export const sipareThirtythird = 'hoja-de-control-de-excel-guardada-como-pdf-mes-mmmm-aa-fecha-de-pago-d-mmm-aa-trabajadores-copiados-del-sua';

const months = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

export function sipareThirtythirdDocument(f: SipareFacts & { rng: Rng }): BuiltDocument {
  const { supplier, period, rows, total, linea, paid, bankName, operacion } = f;
  const mes = `${months[Number(period.from.slice(5, 7)) - 1] ?? ''}-${period.from.slice(2, 4)}`;
  const blocks: Block[] = [
    ...mergedTitle(['CONTROL DE PAGO DE CUOTAS IMSS (SIPARE)']),
    { t: 'space', h: 6 },
    {
      t: 'table',
      headers: [],
      widths: [1.2, 3],
      size: 8.5,
      rows: [['Reg. patronal', supplier.registroPatronal], ['RFC', supplier.rfc], ['Empresa', supplier.name], ['Mes', mes], ['Fecha de pago', excelShort(paid)], ['Banco', bankName], ['Operación', operacion], ['Importe pagado', formatMoney(total, 'dollar')], ['Línea de captura', linea]],
    },
    { t: 'space', h: 8 },
    { t: 'table', headers: ['No.', 'NSS', 'Nombre', 'Días', 'SBC'], widths: [0.4, 1.2, 3, 0.5, 0.8], size: 8, rows: rows.map((r, i) => [String(i + 1), r.worker.nss, r.worker.fullName, String(r.dias), cell(r.worker.sbc)]) },
  ];
  return { blocks, truth: f.truth, style: sheetStyle('excel', 'Pagos IMSS.xlsx'), title: 'Pagos IMSS', producer: 'Microsoft® Excel® para Microsoft 365', date: paid };
}
