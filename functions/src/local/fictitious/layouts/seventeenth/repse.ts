/**
 * The 17th REPSE layout (held out from session 12, written without reading the parsers): the platform's 'Acuse de
 * registro' as its newer PDF prints it: one headed row across the page (aviso, registro, date of the aviso, vigencia,
 * dates as '03 MAR. 2026'), the razón social as 'Razón social: …' under it, and the services as a numbered headed
 * table.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { RepseFacts } from '../eighth/repse';

export const repseSeventeenth = 'acuse-de-registro-fila-de-folios-y-fechas-razon-social-en-linea-servicios-en-tabla-numerada';

export function repseSeventeenthDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const d = (iso: string) => formatDate(iso, 'monDotUpper');
  const blocks: Block[] = [
    text('STPS', { bold: true, size: 14 }),
    text('Unidad de Trabajo Digno · Padrón Público de Contratistas de Servicios Especializados', { size: 7.5 }),
    space(8),
    title('ACUSE DE REGISTRO', 12),
    space(6),
    { t: 'table', headers: ['Folio del aviso', 'Número de registro', 'Fecha del aviso', 'Vigente hasta'], rows: [[aviso, numeroRegistro, d(date), d(end)]], widths: [1, 1, 1, 1], size: 8.5 },
    space(4),
    text(`Razón social: ${supplier.name}`, { size: 9.5 }),
    space(6),
    { t: 'table', title: 'Servicios u obras especializadas registradas', headers: ['No.', 'Descripción'], rows: chosen.map((s, i) => [String(i + 1), s]), widths: [0.4, 5], size: 8.5 },
    space(8),
    text('El registro deberá renovarse cada tres años. La información del registro es pública y puede consultarse en el padrón.', { size: 7.5 }),
    rule,
    text(`Cadena digital: ${sealNoise(rng, 80)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 10, footer: (p, n) => `Hoja ${p}/${n}` }, title: 'Acuse de registro REPSE', producer: 'STPS REPSE', date };
}
