/**
 * The 15th layout of the ICSOE and SISUB acuses (held out from session 12, written without reading the parsers): the
 * acuse in the form the institutes e-mail it after reception: the folio and the date of reception head the page at the
 * right; the period is a phrase with the cuatrimestre in words ('Segundo cuatrimestre de 2026'); the patrón's
 * identifiers are a headed row; the declaration's type and the totals of contracts and workers close it as lines with
 * their labels before the value.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';

export const acuseFifteenth = 'acuse-por-correo-folio-y-fecha-a-la-derecha-cuatrimestre-en-palabras-en-una-frase-fila-encabezada-del-patron';

const ordinals = ['Primer', 'Segundo', 'Tercer'];

export function acuseFifteenthDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const blocks: Block[] = [
    text(kind === 'icsoe' ? 'INSTITUTO MEXICANO DEL SEGURO SOCIAL' : 'INSTITUTO DEL FONDO NACIONAL DE LA VIVIENDA PARA LOS TRABAJADORES', { bold: true, size: 9.5 }),
    space(6),
    text(`Folio de recepción: ${folio}`, { align: 'right', size: 9 }),
    text(`Recibido: ${formatDate(presented, 'weekdayPad')}, ${hhmm} h`, { align: 'right', size: 9 }),
    space(8),
    title(kind === 'icsoe' ? 'Acuse de recibo de la Informativa de Contratos de Servicios u Obras Especializadas' : 'Acuse de recibo del Sistema de Información de Subcontratación', 10.5),
    space(6),
    text(`Periodo que se informa: ${ordinals[cuatrimestre - 1] ?? ''} cuatrimestre de ${year}`, { size: 9.5 }),
    space(4),
    { t: 'table', headers: ['Razón social', 'RFC', 'Registro patronal'], rows: [[supplier.name, supplier.rfc, supplier.registroPatronal]], widths: [3, 1.3, 1.3], size: 8.5 },
    space(6),
    text(`Tipo de declaración: ${tipo === 'NORMAL' ? 'Normal' : 'Complementaria'}`, { size: 9 }),
    text(`Número de contratos informados: ${contratos}`, { size: 9 }),
    text(`Número de trabajadores informados: ${trabajadores}`, { size: 9 }),
    space(8),
    text('Conserve este acuse. La información se presentó bajo protesta de decir verdad y podrá ser verificada por el Instituto.', { size: 7.5 }),
    rule,
    text(`Cadena original: ${sealNoise(rng, 64)}`, { size: 6.5 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 48, baseSize: 10, footer: (p, n) => `${p} de ${n}` },
    title: kind === 'icsoe' ? 'Acuse ICSOE' : 'Acuse SISUB',
    producer: kind === 'icsoe' ? 'IMSS ICSOE' : 'Infonavit SISUB',
    date: presented,
  };
}
