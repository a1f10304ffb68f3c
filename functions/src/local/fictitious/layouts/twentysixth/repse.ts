/**
 * The 26th REPSE layout (written in session 13 without reading the parsers): the STPS 2021 'Acuse de registro' as the
 * platform's first version printed it, re-saved by the supplier's office through a PDF printer: the folio of the aviso
 * and the registration number as a two-cell grid, the aviso's date and the validity as '05/03/2026', the name under
 * its caption, and the services in a numbered table whose long descriptions wrap inside their cell.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { RepseFacts } from '../eighth/repse';

export const repseTwentysixth = 'acuse-2021-primera-version-folio-y-registro-en-rejilla-servicios-en-tabla-numerada-con-celdas-de-varios-renglones';

export function repseTwentysixthDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const d = (iso: string) => formatDate(iso, 'slash');
  const blocks: Block[] = [
    text('SECRETARÍA DEL TRABAJO Y PREVISIÓN SOCIAL', { bold: true, size: 10 }),
    text('Unidad de Trabajo Digno', { size: 8 }),
    space(6),
    title('ACUSE DE REGISTRO', 12),
    space(4),
    { t: 'table', headers: ['Folio del aviso', 'Número de registro'], rows: [[aviso, numeroRegistro]], widths: [1, 1], size: 9 },
    { t: 'table', headers: ['Fecha del aviso', 'Vigencia hasta'], rows: [[d(date), d(end)]], widths: [1, 1], size: 9 },
    space(4),
    text('Nombre, denominación o razón social', { size: 7.5 }),
    text(supplier.name, { bold: true, size: 10 }),
    space(4),
    { t: 'table', title: 'Servicios u obras especializadas registrados', headers: ['No.', 'Descripción'], rows: chosen.map((s, i) => [String(i + 1), s]), widths: [0.4, 5], size: 8.5 },
    space(8),
    text('El registro se otorga con base en la información proporcionada bajo protesta de decir verdad.', { size: 7.5 }),
    rule,
    text(`Cadena original: ${sealNoise(rng, 80)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 50, baseSize: 10 }, title: 'Acuse de registro REPSE', producer: 'Microsoft Print to PDF', date };
}
