/**
 * The 34th IMSS opinion (written in session 14 without reading the parsers): the IMSS's 'Opinión de cumplimiento de
 * obligaciones en materia de seguridad social' in its dense form: the employer's name in a box across the page, a band
 * with 'Registro' (R.F.C., registro patronal) beside 'Datos de la opinión' (folio, the issue date as 'dd-MMM-aaaa'
 * with the hour in a cell of its own, the sense) and a narrow column with the QR's caption; the legal text, the
 * original chain and the seal.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, sealNoise, text } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';
import { band, dashMon, densePage, wideBox } from './formats';

export const imssOpinionThirtyfourth = 'opinion-del-imss-densa-patron-y-opinion-en-recuadros-lado-a-lado-fecha-dd-mmm-aaaa-hora-en-celda-aparte-columna-del-qr';

export function imssOpinionThirtyfourthDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  // It prints the hour of issue: the truth carries it.
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 10 }),
    text('OPINIÓN DE CUMPLIMIENTO DE OBLIGACIONES EN MATERIA DE SEGURIDAD SOCIAL', { bold: true, size: 9 }),
    { t: 'space', h: 4 },
    wideBox('Datos del patrón', [['Nombre o razón social', supplier.name]]),
    band(
      [
        { caption: 'Registro', lines: [['R.F.C.', supplier.rfc], ['Registro patronal', supplier.registroPatronal]] },
        { caption: 'Datos de la opinión', lines: [['Folio', folio], ['Fecha de emisión', dashMon(date)], ['Hora', `${hhmm} hrs.`], ['Sentido', positive ? 'POSITIVA' : 'NEGATIVA']] },
      ],
      { widths: [1.8, 1.3], size: 7.5, sidebar: { caption: 'Verificación', lines: ['[código QR]', 'Valide en', 'imss.gob.mx'] } },
    ),
    { t: 'space', h: 6 },
    text('Con fundamento en el artículo 32-D del Código Fiscal de la Federación y en las Reglas para la obtención de la opinión de cumplimiento de obligaciones fiscales en materia de seguridad social, se emite la presente en el sentido indicado. Vigencia: 30 días naturales a partir de su emisión.', { size: 7.5 }),
    text('Cadena original:', { bold: true, size: 7 }),
    text(`||${sealNoise(rng, 70)}||`, { size: 6.5 }),
    text('Sello digital:', { bold: true, size: 7 }),
    text(sealNoise(rng, 172), { size: 6.5 }),
  ];
  return { blocks, truth, style: densePage(['IMSS · Dirección de Incorporación y Recaudación'], (p, n) => `${p}/${n}`), title: 'Opinión de cumplimiento IMSS', producer: 'JasperReports Library version 6.20.0', date };
}
