/**
 * The 20th REPSE layout (held out from session 12, written without reading the parsers): the STPS platform's 2024
 * 'Constancia de registro' after a renewal: the registration number and the aviso's folio in the title line, the
 * registration and validity dates as '05/MARZO/2026', the name after its RFC line, and the registered services as a
 * list of paragraphs each led by its 'Actividad N:' (long descriptions wrap under their number).
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, rule, sealNoise, space, text, title } from '../common';
import type { RepseFacts } from '../eighth/repse';

export const repseTwentieth = 'constancia-2024-renovacion-registro-y-aviso-en-el-titulo-fechas-con-mes-en-mayusculas-entre-diagonales-actividades-numeradas';

export function repseTwentiethDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const d = (iso: string) => formatDate(iso, 'slashMonthNameUpper');
  const blocks: Block[] = [
    text('GOBIERNO DE MÉXICO  |  TRABAJO', { bold: true, size: 11 }),
    text('Registro de Prestadoras de Servicios Especializados u Obras Especializadas (REPSE)', { size: 7.5 }),
    space(8),
    title('CONSTANCIA DE REGISTRO', 13),
    text(`Registro: ${numeroRegistro}    Aviso: ${aviso}`, { align: 'center', bold: true, size: 9.5 }),
    space(8),
    pair('RFC:', supplier.rfc, 'inline'),
    pair('Nombre, denominación o razón social:', supplier.name, 'below'),
    pair('Fecha de registro:', d(date), 'inline'),
    pair('Vigencia del registro:', d(end), 'inline'),
    space(6),
    text('Servicios u obras especializadas que ampara el registro:', { bold: true, size: 9 }),
    ...chosen.map((s, i) => text(`Actividad ${i + 1}: ${s}`, { size: 8.5, indent: 10 })),
    space(8),
    text('El registro deberá renovarse cada tres años; la falta de renovación deja sin efectos la presente constancia.', { size: 7.5 }),
    rule,
    text(`Sello digital STPS: ${sealNoise(rng, 72)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `repse.stps.gob.mx · ${p} de ${n}` }, title: 'Constancia de registro REPSE', producer: 'STPS Plataforma REPSE', date };
}
