/**
 * The 16th layout of the ICSOE and SISUB acuses (held out from session 12, written without reading the parsers): the
 * acuse as the platform's 'Comprobante de envío' after a batch upload: a header-less grid of label and value cells two
 * pairs a row (R.F.C. beside registro patronal, the folio beside the type), the period as the months it spans and the
 * year ('Mayo-Agosto 2026', no number), the date of sending as ISO with seconds (the platform's log) and the totals in
 * a headed row of their own.
 */
import { monthName, capitalize, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';

export const acuseSixteenth = 'comprobante-de-envio-rejilla-dos-pares-por-fila-periodo-como-meses-y-ano-fecha-iso-con-segundos-totales-en-fila';

export function acuseSixteenthDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const first = (cuatrimestre - 1) * 4 + 1;
  const span = `${capitalize(monthName(first))}-${capitalize(monthName(first + 3))} ${year}`;
  const blocks: Block[] = [
    text(kind === 'icsoe' ? 'IMSS · Informativa de Contratos de Servicios u Obras Especializadas (ICSOE)' : 'Infonavit · Sistema de Información de Subcontratación (SISUB)', { bold: true, size: 9.5 }),
    space(8),
    title('Comprobante de envío', 12),
    text(`Enviado: ${presented} ${hhmm}:${pad2(rng.int(0, 59))}`, { align: 'center', size: 8.5 }),
    space(8),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Razón social', supplier.name, 'Periodo', span],
        ['R.F.C.', supplier.rfc, 'Registro patronal', supplier.registroPatronal],
        ['Folio', folio, 'Tipo', tipo === 'NORMAL' ? 'Normal' : 'Complementaria'],
      ],
      widths: [1, 2.4, 1.2, 1.6],
      size: 8.5,
    },
    space(6),
    { t: 'table', title: 'Resumen de la información enviada', headers: ['Contratos', 'Trabajadores', 'Archivos'], rows: [[String(contratos), String(trabajadores), '1']], widths: [1, 1, 1], size: 8.5 },
    space(8),
    text('El envío fue recibido y validado en su estructura. Este comprobante no prejuzga sobre la veracidad de la información.', { size: 7.5 }),
    rule,
    text(`Huella del envío: ${sealNoise(rng, 56)}`, { size: 6.5 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 44, baseSize: 10, footer: (p, n) => `Pág. ${p}/${n}` },
    title: kind === 'icsoe' ? 'Comprobante ICSOE' : 'Comprobante SISUB',
    producer: kind === 'icsoe' ? 'IMSS ICSOE' : 'Infonavit SISUB',
    date: presented,
  };
}
