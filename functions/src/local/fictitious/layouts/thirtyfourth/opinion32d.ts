/**
 * The 34th SAT opinion (written in session 14 without reading the parsers): the SAT's 'Opinión del cumplimiento de
 * obligaciones fiscales' in a dense arrangement: the taxpayer's name in a box across the page, a band with
 * 'Identificación' (R.F.C., kind of person) beside 'Datos de la opinión' (folio, the issue date as 'dd-MMM-aaaa' and
 * the hour with seconds in a cell of its own, the sense) and a narrow column with the QR's caption and MarcaSAT; the
 * article 32-D legend and the seal.
 */
import { pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, satSeal, text } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';
import { band, dashMon, densePage, wideBox } from './formats';

export const opinion32dThirtyfourth = 'opinion-del-sat-densa-contribuyente-y-opinion-en-recuadros-lado-a-lado-fecha-dd-mmm-aaaa-hora-con-segundos-aparte-columna-del-qr';

export function opinion32dThirtyfourthDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  // It prints the hour of issue: the truth carries it (hh:mm).
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const blocks: Block[] = [
    text('SERVICIO DE ADMINISTRACIÓN TRIBUTARIA', { bold: true, size: 10 }),
    text('OPINIÓN DEL CUMPLIMIENTO DE OBLIGACIONES FISCALES', { bold: true, size: 9 }),
    { t: 'space', h: 4 },
    wideBox('Datos del contribuyente', [['Nombre, denominación o razón social', supplier.name]]),
    band(
      [
        { caption: 'Identificación', lines: [['R.F.C.', supplier.rfc], ['Régimen', supplier.kind === 'moral' ? 'Persona moral' : 'Persona física']] },
        { caption: 'Datos de la opinión', lines: [['Folio', folio], ['Fecha', dashMon(date)], ['Hora', `${hhmm}:${pad2(rng.int(0, 59))}`], ['Sentido', positive ? 'POSITIVO' : 'NEGATIVO']] },
      ],
      { widths: [1.8, 1.3], size: 7.5, sidebar: { caption: 'Verifique', lines: ['[código QR]', 'MarcaSAT', '55 627 22 728'] } },
    ),
    { t: 'space', h: 6 },
    text('En atención a su solicitud, con fundamento en el artículo 32-D del Código Fiscal de la Federación y la regla 2.1.37 de la Resolución Miscelánea Fiscal vigente, se informa el sentido de su opinión del cumplimiento de obligaciones fiscales.', { size: 7.5 }),
    ...satSeal(rng, 'Sello digital:'),
  ];
  return { blocks, truth, style: densePage(['SAT · Opinión del cumplimiento'], (p, n) => `Página ${p} de ${n}`), title: 'Opinión del cumplimiento', producer: 'JasperReports Library version 6.20.0', date };
}
