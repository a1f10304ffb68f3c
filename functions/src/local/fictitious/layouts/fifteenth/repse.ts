/**
 * The 15th REPSE layout (held out from session 12, written without reading the parsers): the 'Acuse de renovación del
 * registro' the STPS platform issues when the three-year registration is renewed: the registration keeps its number,
 * the renewal's aviso gets its own folio and date, and the new vigencia runs three years from it. Each datum is a label
 * in bold with its value on the next line, dates in capitals without 'de' ('03 MARZO 2026'), and the services are
 * listed as a headed table with the state of each after the renewal.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, rule, sealNoise, space, text, title } from '../common';
import type { RepseFacts } from '../eighth/repse';

export const repseFifteenth = 'acuse-de-renovacion-etiqueta-arriba-valor-abajo-fechas-dd-mes-aaaa-en-mayusculas-sin-de-servicios-con-estado';

export function repseFifteenthDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const d = (iso: string) => formatDate(iso, 'dayMonthUpper');
  const blocks: Block[] = [
    text('SECRETARÍA DEL TRABAJO Y PREVISIÓN SOCIAL', { bold: true, size: 10 }),
    text('Dirección General de Inspección Federal del Trabajo · REPSE', { size: 8 }),
    space(10),
    title('ACUSE DE RENOVACIÓN DEL REGISTRO', 12),
    space(8),
    pair('Persona física o moral', supplier.name, 'below'),
    pair('Número de registro', numeroRegistro, 'below'),
    pair('Folio del aviso de renovación', aviso, 'below'),
    pair('Fecha de presentación del aviso', d(date), 'below'),
    pair('Vigencia del registro renovado hasta', d(end), 'below'),
    space(6),
    {
      t: 'table',
      title: 'Servicios u obras especializadas',
      headers: ['#', 'Descripción', 'Estado'],
      rows: chosen.map((s, i) => [String(i + 1), s, 'RENOVADO']),
      widths: [0.4, 5, 1.1],
      size: 8.5,
    },
    space(8),
    text('La renovación se resolvió con base en la información proporcionada bajo protesta de decir verdad. La autoridad podrá verificarla en cualquier momento.', { size: 7.5 }),
    space(8),
    rule,
    text(`Sello electrónico: ${sealNoise(rng, 80)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 54, baseSize: 10, footer: (p, n) => `REPSE · Hoja ${p} de ${n}` }, title: 'Acuse de renovación REPSE', producer: 'STPS REPSE', date };
}
