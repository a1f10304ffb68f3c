/**
 * The 23rd REPSE layout (written in session 13 without reading the parsers): the 2025-2026 STPS constancia with its
 * 'Vigencia' block: the registration number and the aviso's folio in a header-less grid, the name on a line of its
 * own, the services as a bulleted list, and a boxed block with the registration date, the date it expires and the
 * window to ask for the renewal (the three months before), dates as the portal writes them ('Jueves 5 de Marzo de
 * 2026').
 */
import { addDays } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { RepseFacts } from '../eighth/repse';
import { weekdayTitleDate } from './formats';

export const repseTwentythird = 'stps-2025-rejilla-de-registro-y-aviso-nombre-aparte-servicios-con-vinetas-bloque-de-vigencia-con-ventana-de-renovacion';

export function repseTwentythirdDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const blocks: Block[] = [
    text('TRABAJO', { bold: true, size: 13 }),
    text('Secretaría del Trabajo y Previsión Social · Registro de Prestadoras de Servicios Especializados u Obras Especializadas', { size: 7 }),
    space(6),
    title('Constancia de registro', 12.5),
    space(4),
    { t: 'table', headers: [], rows: [['Número de registro', numeroRegistro, 'Folio del aviso', aviso]], widths: [1.2, 1.5, 1, 1.5], size: 8.5 },
    text('Persona física o moral registrada', { size: 7.5 }),
    text(supplier.name, { bold: true, size: 10.5 }),
    text(`RFC ${supplier.rfc}`, { size: 8.5 }),
    space(4),
    text('Servicios u obras especializadas autorizados:', { bold: true, size: 8.5 }),
    ...chosen.map((s) => text(`• ${s}`, { size: 8, indent: 8 })),
    space(6),
    {
      t: 'box',
      lines: [
        'VIGENCIA',
        `Fecha de registro: ${weekdayTitleDate(date)}`,
        `Vigente hasta: ${weekdayTitleDate(end)}`,
        // The renewal is asked for within the three months before the registration expires (art. 15 LFT).
        `Solicite la renovación a partir del ${weekdayTitleDate(addDays(end, -90))}`,
      ],
      size: 8.5,
    },
    space(6),
    rule,
    text(`Cadena de validación: ${sealNoise(rng, 72)}`, { size: 6 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `repse.stps.gob.mx · ${p} de ${n}` }, title: 'Constancia de registro REPSE', producer: 'STPS REPSE', date };
}
