/**
 * The 11th layout of the ICSOE and SISUB acuses (held out in session 11, measured there and tuned on since): the folio
 * large in a box under the title, the patrón's name, RFC and registro patronal as a headed row, the period named by its
 * four months ('mayo, junio, julio y agosto') with the ejercicio on its own line, the type as 'Declaración: Normal',
 * the contracts in force listed one row each with their number, start and end dates and amount, the counts in a closing
 * summary line, and the reception as '03-marzo-2026 10:22:15'.
 */
import { addDays, formatDate, formatMoney, monthName, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';

export const acuseEleventh = 'folio-en-recuadro-cuatrimestre-por-sus-cuatro-meses-contratos-con-vigencia-y-monto';

export function acuseEleventhDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const first = (cuatrimestre - 1) * 4 + 1;
  const months = [0, 1, 2, 3].map((i) => monthName(first + i));
  const monthsText = `${months.slice(0, 3).join(', ')} y ${months[3] ?? ''}`;
  // Contracts in force during the cuatrimestre: signed up to ten months before it starts, for a year or two.
  const periodStart = `${year}-${pad2(first)}-01`;
  const contractRows = Array.from({ length: contratos }, () => {
    const start = addDays(periodStart, -rng.int(0, 300));
    return [`CTO-${rng.digits(6)}`, formatDate(start, 'slash'), formatDate(addDays(start, rng.pick([364, 729])), 'slash'), formatMoney(rng.int(80, 4000) * 1000, 'dollar')];
  });
  const blocks: Block[] = [
    text(kind === 'icsoe' ? 'INSTITUTO MEXICANO DEL SEGURO SOCIAL · ICSOE' : 'INFONAVIT · SISUB', { bold: true, size: 10 }),
    space(4),
    title(kind === 'icsoe' ? 'Acuse de la Informativa de Contratos de Servicios u Obras Especializados' : 'Acuse del Sistema de Información de Subcontratación', 11),
    space(4),
    { t: 'box', lines: ['Folio', folio], size: 12 },
    space(6),
    { t: 'table', headers: ['Nombre, denominación o razón social', 'RFC', 'Registro patronal'], rows: [[supplier.name, supplier.rfc, supplier.registroPatronal]], widths: [3.4, 1.4, 1.4], size: 8.5 },
    space(6),
    text(`Periodo que se informa: ${monthsText}`, { size: 9 }),
    text(`Ejercicio: ${year}`, { size: 9 }),
    text(`Declaración: ${tipo === 'NORMAL' ? 'Normal' : 'Complementaria'}`, { size: 9 }),
    space(6),
    { t: 'table', title: 'Contratos', headers: ['Contrato', 'Inicio', 'Término', 'Monto sin IVA'], rows: contractRows, widths: [1.4, 1, 1, 1.4], size: 8 },
    space(4),
    text(`Se informaron ${contratos} contrato(s) con ${trabajadores} persona(s) trabajadora(s) asignada(s).`, { size: 9 }),
    text(`Fecha y hora de recepción: ${formatDate(presented, 'longDash')} ${hhmm}:${pad2(rng.int(0, 59))}`, { size: 9 }),
    space(10),
    rule,
    text(`Sello: ${sealNoise(rng, 88)}`, { size: 7 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 48, baseSize: 10, footer: (p, n) => `${p} de ${n}` },
    title: `Acuse ${kind.toUpperCase()}`,
    producer: kind === 'icsoe' ? 'IMSS ICSOE' : 'Infonavit SISUB',
    date: presented,
  };
}
