/**
 * The 9th REPSE layout (held out in session 11, measured there and tuned on since): the 'Aviso de registro' as the REPSE
 * platform issues it in 2025. The aviso, the registration number and the date of the aviso as one headed row ('03 DE
 * MARZO DEL 2026'), the registered person's data as 'Nombre o razón social' and 'RFC' lines, the activities in a table
 * with the entidad federativa where each is provided, the validity as a two-date row ('Inicio de vigencia' / 'Fin de
 * vigencia').
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { RepseFacts } from '../eighth/repse';

export const repseNinth = 'aviso-plataforma-fila-aviso-registro-fecha-actividades-con-entidad';

export function repseNinthDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const d = (iso: string) => formatDate(iso, 'longDelUpper');
  const blocks: Block[] = [
    text('SECRETARÍA DEL TRABAJO Y PREVISIÓN SOCIAL', { bold: true, size: 9 }),
    text('Registro de Prestadoras de Servicios Especializados u Obras Especializadas', { size: 8 }),
    space(8),
    title('AVISO DE REGISTRO', 13),
    space(6),
    { t: 'table', headers: ['Número de aviso', 'Número de registro', 'Fecha del aviso'], rows: [[aviso, numeroRegistro, d(date)]], widths: [1.3, 1.3, 2.4], size: 9 },
    space(6),
    text('Datos de la persona registrada', { bold: true, size: 9 }),
    text(`Nombre o razón social: ${supplier.name}`),
    text(`RFC: ${supplier.rfc}`),
    space(6),
    {
      t: 'table',
      title: 'Servicios especializados u obras especializadas registradas',
      headers: ['#', 'Actividad', 'Entidad federativa'],
      rows: chosen.map((s, i) => [String(i + 1), s, supplier.address.entidad]),
      widths: [0.4, 6, 1.8],
      size: 8,
    },
    space(6),
    { t: 'table', title: 'Vigencia del registro', headers: ['Inicio de vigencia', 'Fin de vigencia'], rows: [[d(date), d(end)]], size: 9 },
    text('El registro deberá renovarse cada tres años, de conformidad con el artículo 15 de la Ley Federal del Trabajo.', { size: 8 }),
    space(10),
    rule,
    text(`Cadena original: ||${aviso}|${numeroRegistro}|${supplier.rfc}|${sealNoise(rng, 56)}||`, { size: 7 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 48, baseSize: 10, footer: (p, n) => `repse.stps.gob.mx · Hoja ${p} de ${n}` },
    title: 'Aviso de registro REPSE',
    producer: 'STPS Plataforma REPSE',
    date,
  };
}
