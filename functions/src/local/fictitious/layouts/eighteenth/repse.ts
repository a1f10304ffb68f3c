/**
 * The 18th REPSE layout (held out from session 12, written without reading the parsers): the platform's 'Constancia de
 * registro' as printed from the 2025 platform: the registration number alone in large type under the heading, the
 * registrant and the aviso's folio as label lines, the validity as one sentence ('Vigencia: del 03/Marzo/2026 al
 * 03/Marzo/2029') and the services as a numbered list of their own, not a table.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { RepseFacts } from '../eighth/repse';

export const repseEighteenth = 'plataforma-2025-numero-de-registro-destacado-vigencia-en-una-frase-servicios-en-lista-numerada';

export function repseEighteenthDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const d = (iso: string) => formatDate(iso, 'slashMonthNameCap');
  const blocks: Block[] = [
    text('SECRETARÍA DEL TRABAJO Y PREVISIÓN SOCIAL', { bold: true, size: 10 }),
    text('Registro de Prestadoras de Servicios Especializados u Obras Especializadas (REPSE)', { size: 7.5 }),
    space(8),
    title('Constancia de registro', 13),
    text('Número de registro', { align: 'center', size: 8 }),
    text(numeroRegistro, { align: 'center', bold: true, size: 16 }),
    space(8),
    text(`Persona registrada: ${supplier.name}`, { size: 9.5 }),
    text(`Folio del aviso de registro: ${aviso}`, { size: 9.5 }),
    text(`Fecha de registro: ${d(date)}`, { size: 9.5 }),
    text(`Vigencia: del ${d(date)} al ${d(end)}`, { size: 9.5 }),
    space(6),
    text('Servicios especializados u obras especializadas autorizadas:', { bold: true, size: 9 }),
    ...chosen.map((s, i) => text(`${i + 1}) ${s}`, { size: 8.5, indent: 10 })),
    space(8),
    text('La persona registrada deberá renovar su registro cada tres años y actualizar su información en la plataforma cuando cambie.', { size: 7.5 }),
    rule,
    text(`Sello electrónico: ${sealNoise(rng, 72)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `${p} de ${n}` }, title: 'Constancia de registro REPSE', producer: 'STPS REPSE', date };
}
