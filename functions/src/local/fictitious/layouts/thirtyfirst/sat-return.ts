/**
 * The 31st return acknowledgement (written in session 14 without reading the parsers): the SAT's 2026-27 redesign of
 * the 'Acuse de recibo' of a return: numbered sections of cards, the presentation with its weekday and hour ('jueves,
 * 5 de marzo de 2026, 10:45:12 h'), the period as the month's name ('Marzo') beside the year, the type as a chip in
 * brackets ('[Normal]'), the amount as 'MXN 12,345.60', the payment line with its due date in ISO form, the QR block
 * and the accessibility footer.
 */
import { capitalize, monthName } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { satSeal, text } from '../common';
import type { ReturnFacts } from '../eighth/sat-return';
import { bracketChip, card, cardRow, mxn, qrBlock, section, signedStyle, weekdayDate } from './formats';

export const returnThirtyfirst = 'rediseno-2026-acuse-secciones-numeradas-presentacion-con-dia-de-la-semana-y-hora-tipo-en-corchetes-importe-mxn-qr';

export function returnThirtyfirstDocument(f: ReturnFacts): BuiltDocument {
  const { rng, supplier, annual, presented, hhmm, seconds, tipo, ejercicio, month, numeroOperacion, lineaCaptura, importe, vigencia, concept } = f;
  const blocks: Block[] = [
    text('Acuse de recibo', { bold: true, size: 14 }),
    text(annual ? 'Declaración anual del ejercicio' : 'Declaración provisional o definitiva de impuestos federales', { size: 9 }),
    section(1, 'Datos del contribuyente'),
    ...card('Registro federal de contribuyentes', supplier.rfc),
    ...card('Denominación o razón social', supplier.name),
    section(2, 'Datos de la declaración'),
    cardRow(annual ? [['Tipo', bracketChip(capitalize(tipo.toLowerCase()))], ['Ejercicio', ejercicio]] : [['Tipo', bracketChip(capitalize(tipo.toLowerCase()))], ['Periodo', capitalize(monthName(month))], ['Ejercicio', ejercicio]]),
    ...card('Fecha y hora de presentación', `${weekdayDate(presented)}, ${hhmm}:${seconds} h`),
    ...card('Número de operación', numeroOperacion),
    ...card('Obligación', concept),
    section(3, 'Importe'),
    ...card(annual ? 'Cantidad a cargo' : 'Total a pagar', mxn(importe)),
    ...(annual ? [] : [...card('Línea de captura', lineaCaptura), ...card('Pagar a más tardar el', vigencia)]),
    section(4, 'Verificación'),
    qrBlock(rng, 'https://verifica.sat.gob.mx/acuse'),
    ...satSeal(rng, 'Sello digital'),
  ];
  return { blocks, truth: f.truth, style: signedStyle('Servicio de Administración Tributaria · Declaraciones y pagos'), title: 'Acuse de recibo', producer: 'SAT · DyP 2026', date: presented };
}
