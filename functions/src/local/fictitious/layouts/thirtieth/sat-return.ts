/**
 * The 30th SAT return acknowledgement (written in session 14 without reading the parsers): the acuse as the SAT's
 * mobile site shows it after filing ('Declaraciones > Acuses') and the phone prints it: the browser's header and
 * footer, a card for the return (type in capitals, the period as the month's name beside its own 'Ejercicio' line,
 * presented 'jue, 05 mar 2026, 14:05:33 h'), one for the amount as '12,345.00 MXN' and, for the monthly ones, the
 * línea de captura and its due date under it.
 */
import { capitalize, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';
import { appDate, appPesos } from './formats';
import { appBar, card, mobileStyle, row } from './mobile';

export const returnThirtieth = 'vista-movil-del-sat-impresa-desde-el-telefono-acuse-en-tarjetas-periodo-mes-en-letras-fecha-dia-abreviado-importe-mxn';

export function returnThirtiethDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const blocks: Block[] = [
    ...appBar('Acuse de recibo'),
    text(annual ? 'Declaración anual de personas morales' : 'Declaración provisional o definitiva de impuestos federales', { bold: true, size: 10.5 }),
    ...card('Contribuyente'),
    row('RFC', supplier.rfc),
    row('Nombre o razón social', supplier.name),
    ...card('Declaración'),
    row('Tipo', tipo),
    ...(annual ? [] : [row('Periodo', capitalize(monthName(month)))]),
    row('Ejercicio', ejercicio),
    row('No. de operación', numeroOperacion),
    row('Presentada', `${appDate(presented)}, ${hhmm}:${seconds} h`),
    ...card(annual ? 'Resultado' : 'Pago'),
    row('Concepto', concept),
    row(annual ? 'Cantidad a cargo' : 'Total a pagar', appPesos(importe)),
    ...(annual ? [] : [row('Línea de captura', lineaCaptura), row('Pagar antes del', appDate(vigencia))]),
    text('El acuse completo con sello digital está disponible en la versión de escritorio.', { size: 7.5 }),
  ];
  return { blocks, truth: f.truth, style: mobileStyle(rng, presented, 'Acuse de recibo | SAT', 'sat.gob.mx/app/declaraciones/acuse'), title: 'Acuse de recibo | SAT', producer: 'Android Print Service (Chrome Mobile 131)', date: presented };
}
