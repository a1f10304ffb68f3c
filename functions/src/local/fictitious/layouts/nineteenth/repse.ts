/**
 * The 19th REPSE layout (held out from session 12, written without reading the parsers): the 'Acuse de registro' the
 * STPS platform issued in 2021-2022, in the register's words: the registrant first ('Razón social'), then the register's
 * data as one headed row ('Número de registro', 'Folio del aviso', 'Fecha de registro', 'Vigente hasta') with the dates
 * as 'Mayo 15 de 2025', and the authorised services in a headed table with their activity's consecutive number.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { RepseFacts } from '../eighth/repse';

export const repseNineteenth = 'acuse-2021-razon-social-primero-registro-en-fila-con-encabezados-fechas-mes-primero-con-de-servicios-en-tabla';

export function repseNineteenthDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const d = (iso: string) => formatDate(iso, 'monthFirstDe');
  const blocks: Block[] = [
    text('STPS', { bold: true, size: 14 }),
    text('Secretaría del Trabajo y Previsión Social · Unidad de Trabajo Digno', { size: 7.5 }),
    space(8),
    title('ACUSE DE REGISTRO', 12.5),
    text('Padrón público de contratistas de servicios especializados u obras especializadas', { align: 'center', size: 8 }),
    space(8),
    text('Razón social', { size: 7.5 }),
    text(supplier.name, { bold: true, size: 10.5 }),
    space(4),
    { t: 'table', headers: ['Número de registro', 'Folio del aviso', 'Fecha de registro', 'Vigente hasta'], rows: [[numeroRegistro, aviso, d(date), d(end)]], widths: [1.2, 1.1, 1.3, 1.3], size: 8.5 },
    space(4),
    { t: 'table', title: 'Servicios u obras especializadas registrados', headers: ['Núm.', 'Descripción'], rows: chosen.map((s, i) => [String(i + 1).padStart(2, '0'), s]), widths: [0.5, 5], size: 8.5 },
    space(8),
    text('Con fundamento en los artículos 15 de la Ley Federal del Trabajo y Quinto transitorio del decreto de reforma en materia de subcontratación laboral.', { size: 7.5 }),
    rule,
    text(`Cadena digital: ${sealNoise(rng, 80)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 52, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Acuse de registro REPSE', producer: 'STPS REPSE', date };
}
