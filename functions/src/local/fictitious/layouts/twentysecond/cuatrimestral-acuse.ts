/**
 * The 22nd ICSOE / SISUB acuse layout (written in session 13 without reading the parsers): the acuse with the
 * validation block the platforms add at its foot: the data as a header-less grid (two pairs a row), the period as
 * 'Cuatrimestre 1 de 2026' with the ejercicio in its own cell, the sending date as '05 de marzo, 2026 10:41 h', and a
 * block with the QR code's place, the folio and the digital seal beside its caption.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { sealNoise, space, text, title } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';
import { longCommaDate } from './formats';

export const acuseTwentysecond = 'acuse-con-bloque-de-validacion-qr-y-sello-rejilla-de-dos-pares-cuatrimestre-con-numero-fecha-con-coma';

export function acuseTwentysecondDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const blocks: Block[] = [
    text(kind === 'icsoe' ? 'Instituto Mexicano del Seguro Social' : 'Instituto del Fondo Nacional de la Vivienda para los Trabajadores', { bold: true, size: 10 }),
    space(6),
    title(kind === 'icsoe' ? 'ACUSE DE LA INFORMATIVA ICSOE' : 'ACUSE DE LA INFORMATIVA SISUB', 11.5),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['RFC', supplier.rfc, 'Registro patronal', supplier.registroPatronal],
        ['Periodo', `Cuatrimestre ${cuatrimestre} de ${year}`, 'Ejercicio', year],
        ['Tipo', tipo, 'Envío', `${longCommaDate(presented)} ${hhmm} h`],
        ['Contratos informados', String(contratos), 'Trabajadores informados', String(trabajadores)],
      ],
      widths: [1.1, 1.7, 1.2, 1.5],
      size: 8.5,
    },
    space(6),
    text(`Denominación o razón social: ${supplier.name}`, { size: 8.5 }),
    space(8),
    {
      t: 'box',
      lines: ['[ Código QR ]  Escanee para validar el acuse', `Folio: ${folio}`, `Sello digital: ${sealNoise(rng, 96)}`],
      size: 7.5,
    },
  ];
  return { blocks, truth: f.truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Acuse de la informativa', producer: kind === 'icsoe' ? 'IMSS ICSOE' : 'Infonavit SISUB', date: presented };
}
