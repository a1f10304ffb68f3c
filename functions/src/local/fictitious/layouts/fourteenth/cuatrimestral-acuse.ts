/**
 * The 14th layout of the ICSOE and SISUB acuses (held out from session 11, written after the 13th was measured): the
 * acuse as the platform's confirmation page printed from the browser: the patrón's data as a header-less grid, then
 * what was declared as one headed row read across (ejercicio, cuatrimestre as '2° (MAY-AGO)', tipo, contracts and
 * workers informed), the reception as '17 de may. de 2026, 11:32 h' and the folio in a box at the foot.
 */
import { formatDate, monthAbbr } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';

export const acuseFourteenth = 'pagina-de-confirmacion-rejilla-del-patron-fila-encabezada-cuatrimestre-con-ordinal-y-meses-folio-al-pie';

export function acuseFourteenthDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const first = (cuatrimestre - 1) * 4;
  const blocks: Block[] = [
    text(kind === 'icsoe' ? 'IMSS · ICSOE' : 'Infonavit · SISUB', { bold: true, size: 12 }),
    text(
      kind === 'icsoe'
        ? 'Informativa de Contratos de Servicios u Obras Especializadas'
        : 'Sistema de Información de Subcontratación',
      { size: 8 },
    ),
    space(8),
    title('Confirmación de envío', 12),
    text('Su información fue recibida correctamente.', { align: 'center', size: 9 }),
    space(8),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Razón social', supplier.name],
        ['RFC', supplier.rfc],
        ['Registro patronal', supplier.registroPatronal],
      ],
      widths: [1.2, 3.4],
      size: 9,
    },
    space(6),
    {
      t: 'table',
      headers: ['Ejercicio', 'Cuatrimestre', 'Tipo', 'Contratos informados', 'Trabajadores informados'],
      rows: [[year, `${cuatrimestre}° (${monthAbbr[first] ?? ''}-${monthAbbr[first + 3] ?? ''})`, tipo, String(contratos), String(trabajadores)]],
      widths: [0.9, 1.3, 1.3, 1.2, 1.3],
      size: 8.5,
    },
    space(6),
    text(`Recibido el ${formatDate(presented, 'monDotDe')}, ${hhmm} h`, { size: 9 }),
    space(8),
    { t: 'box', lines: [`Folio: ${folio}`], size: 10 },
    space(8),
    rule,
    text(`Huella digital: ${sealNoise(rng, 60)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `${p}/${n}` }, title: kind === 'icsoe' ? 'Confirmación ICSOE' : 'Confirmación SISUB', producer: kind === 'icsoe' ? 'IMSS ICSOE' : 'Infonavit SISUB', date: presented };
}
