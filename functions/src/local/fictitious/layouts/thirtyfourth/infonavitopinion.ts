/**
 * The 34th Infonavit opinion (written in session 14 without reading the parsers): the Portal Empresarial's
 * 'Constancia de situación fiscal' in its dense form: the employer's name in a box across the page, a band with
 * 'Identificación' (NRP, R.F.C.) beside 'Datos de la constancia' (folio, the issue date as 'dd Mmm aaaa', the result)
 * and a narrow sidebar of Infonatel's numbers; the legal text and the seal under it.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { sealNoise, text } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';
import { band, densePage, spacedMonTitle, wideBox } from './formats';

export const infonavitOpinionThirtyfourth = 'constancia-infonavit-densa-patron-y-constancia-en-recuadros-lado-a-lado-fecha-dd-mmm-aaaa-barra-lateral-infonatel';

export function infonavitOpinionThirtyfourthDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const blocks: Block[] = [
    text('Instituto del Fondo Nacional de la Vivienda para los Trabajadores', { bold: true, size: 10 }),
    text('CONSTANCIA DE SITUACIÓN FISCAL EN MATERIA DE APORTACIONES PATRONALES Y ENTERO DE DESCUENTOS', { bold: true, size: 8.5 }),
    { t: 'space', h: 4 },
    wideBox('Datos del patrón', [['Razón social', supplier.name]]),
    band(
      [
        { caption: 'Identificación', lines: [['NRP', supplier.registroPatronal], ['R.F.C.', supplier.rfc]] },
        { caption: 'Datos de la constancia', lines: [['Folio', folio], ['Fecha de emisión', spacedMonTitle(date)], ['Situación', positive ? 'POSITIVA' : 'NEGATIVA']] },
      ],
      { widths: [1.8, 1.3], size: 7.5, sidebar: { caption: 'Infonatel', lines: ['55 9171 5050', '800 008 3900', 'infonavit.org.mx'] } },
    ),
    { t: 'space', h: 6 },
    text('La presente constancia se emite con base en la información con que cuenta el Instituto a la fecha de su emisión y no prejuzga sobre el ejercicio de sus facultades de comprobación.', { size: 7.5 }),
    text('Sello digital:', { bold: true, size: 7 }),
    text(sealNoise(rng, 172), { size: 6.5 }),
  ];
  return { blocks, truth, style: densePage(['Portal Empresarial Infonavit'], (p, n) => `${p} de ${n}`), title: 'Constancia Infonavit', producer: 'Oracle BI Publisher 12.2.1.4.0', date };
}
