/**
 * The 27th DyP acuse layout (written in session 13 without reading the parsers): the SAT's 'Acuse de recibo' printed
 * and captured with Adobe Scan (its file name and scan date at the top), read as the OCR reads the acuse's two-column
 * grid: each row's two caption:value pairs on one line separated by single spaces ('Tipo de declaración: NORMAL Fecha y
 * hora de presentación: 17/04/2026 10:41'), the period as the month's name, the amount in whole pesos, and the línea
 * de captura on the line under its caption with its validity beside the amount.
 */
import { capitalize, formatDate, formatMoney, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';
import { cells, column, scanAppProducer, scanAppStyle } from './scan-app';

export const returnTwentyseventh = 'acuse-escaneado-con-adobe-scan-rejilla-de-dos-columnas-leida-renglon-a-renglon-importe-en-pesos-enteros';

export function returnTwentyseventhDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const blocks: Block[] = [
    text('HACIENDA SAT', { bold: true, size: 10 }),
    text(annual ? 'Declaración Anual. Personas Morales' : 'Declaración Provisional o Definitiva de Impuestos Federales', { bold: true }),
    text('Acuse de recibo', { bold: true }),
    space(6),
    cells(['RFC:', supplier.rfc, 'Número de operación:', numeroOperacion]),
    cells(['Denominación o razón social:', supplier.name]),
    cells(['Tipo de declaración:', tipo, 'Fecha y hora de presentación:', `${formatDate(presented, 'slash')} ${hhmm}`]),
    annual ? cells(['Ejercicio:', ejercicio, 'Medio de presentación:', 'Internet']) : cells(['Período de la declaración:', capitalize(monthName(month)), 'Ejercicio:', ejercicio]),
    space(6),
    cells(['Concepto de pago:', concept]),
    annual
      ? cells(['Cantidad a cargo:', formatMoney(importe, 'wholePesos')])
      : cells(['Importe total a pagar:', formatMoney(importe, 'wholePesos'), 'Vigente hasta:', formatDate(vigencia, 'slash')]),
    ...(annual ? [] : [text('Línea de captura:'), text(lineaCaptura, { bold: true })]),
    space(6),
    ...column('El pago deberá realizarse en las instituciones de crédito autorizadas utilizando la línea de captura, a más tardar en la fecha de vigencia. Este acuse no es comprobante de pago.', 72, 8),
    text(`Sello digital: ${rng.chars(80, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/')}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: scanAppStyle('adobeScan', rng, presented), title: 'Adobe Scan', producer: scanAppProducer.adobeScan, date: presented };
}
