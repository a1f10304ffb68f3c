/**
 * The 12th layout of the ICSOE and SISUB acuses (held out in session 11, measured there and tuned on since): the acuse
 * as the system's newer release prints it: the folio, the date of reception and the time on the server's 12-hour clock
 * ('10:22:15 a. m.') as one headed row, the patrón's data as 'label: value' lines, the period as the system's code,
 * year and cuatrimestre joined by a dash ('2026-2'), the type by its letter and word ('N - Normal'), and the counts in
 * a headed concept/quantity table.
 */
import { clock12, formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, rule, sealNoise, space, text, title } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';

export const acuseTwelfth = 'fila-folio-fecha-hora-doce-horas-periodo-anio-guion-cuatrimestre-tipo-con-letra';

export function acuseTwelfthDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const blocks: Block[] = [
    text(kind === 'icsoe' ? 'IMSS' : 'INFONAVIT', { bold: true, size: 14 }),
    text(kind === 'icsoe' ? 'Informativa de Contratos de Servicios u Obras Especializados' : 'Sistema de Información de Subcontratación', { size: 8 }),
    space(8),
    title('ACUSE DE RECIBO', 12),
    space(6),
    {
      t: 'table',
      headers: ['Folio', 'Fecha de recepción', 'Hora'],
      rows: [[folio, formatDate(presented, 'slash'), clock12(hhmm, pad2(rng.int(0, 59)))]],
      widths: [2.4, 1.4, 1.2],
      size: 9,
    },
    space(6),
    pair('Registro patronal:', supplier.registroPatronal, 'inline'),
    pair('RFC:', supplier.rfc, 'inline'),
    pair('Nombre o razón social:', supplier.name, 'inline'),
    pair('Periodo:', `${year}-${cuatrimestre}`, 'inline'),
    pair('Tipo:', tipo === 'NORMAL' ? 'N - Normal' : 'C - Complementaria', 'inline'),
    space(6),
    {
      t: 'table',
      title: 'Información presentada',
      headers: ['Concepto', 'Cantidad'],
      rows: [
        ['Contratos de servicios u obras especializados', String(contratos)],
        ['Personas trabajadoras', String(trabajadores)],
      ],
      widths: [4, 1],
      size: 9,
    },
    space(10),
    rule,
    text(`Cadena original: ||${folio}|${supplier.rfc}|${sealNoise(rng, 60)}||`, { size: 6.5 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 50, baseSize: 10, footer: (p, n) => `${kind === 'icsoe' ? 'ICSOE' : 'SISUB'} · ${p}/${n}` },
    title: `Acuse ${kind.toUpperCase()}`,
    producer: kind === 'icsoe' ? 'IMSS ICSOE' : 'Infonavit SISUB',
    date: presented,
  };
}
