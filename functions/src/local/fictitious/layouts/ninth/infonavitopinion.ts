/**
 * The 9th INFONAVIT opinion layout (held out in session 11, measured there and tuned on since): the Portal Empresarial's 2025
 * consultation print. The date and time of the consultation first ('03 DE MARZO DEL 2026, 14:05 hrs'), 'No. de
 * constancia' for the folio, 'Empresa' for the name, the NRP, RFC, situation and opinion as one row of a headed table,
 * the reviewed bimesters as a note.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { dateTime, rule, sealNoise, space, text, title } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';

export const infonavitOpinionNinth = 'consulta-fecha-hora-primero-fila-nrp-rfc-situacion-opinion';

export function infonavitOpinionNinthDocument(f: InfonavitOpinionFacts & { hhmm: string }): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: dateTime(date, hhmm) };
  const blocks: Block[] = [
    text('INFONAVIT', { bold: true, size: 14 }),
    text('Servicios para empresas · Portal Empresarial', { size: 8 }),
    space(6),
    text(`Fecha de la consulta: ${formatDate(date, 'longDelUpper')}, ${hhmm} hrs`, { size: 9, align: 'right' }),
    space(6),
    title('Constancia de Situación Fiscal', 13),
    text('Cumplimiento de obligaciones patronales en materia de vivienda', { align: 'center', size: 8 }),
    space(8),
    text(`No. de constancia: ${folio}`, { bold: true }),
    text(`Empresa: ${supplier.name}`),
    space(4),
    {
      t: 'table',
      headers: ['NRP', 'RFC', 'Situación', 'Opinión'],
      rows: [[supplier.registroPatronal, supplier.rfc, positive ? 'Al corriente' : 'Con omisiones', positive ? 'POSITIVA' : 'NEGATIVA']],
      widths: [1.6, 1.6, 1.4, 1.2],
      size: 9,
    },
    space(6),
    text('Se revisaron los pagos de aportaciones patronales y amortizaciones de créditos de los últimos seis bimestres.', { size: 8 }),
    space(10),
    rule,
    text(`Cadena de seguridad: ${sealNoise(rng, 64)}`, { size: 7 }),
    text('Esta constancia tiene una vigencia de 30 días naturales contados a partir de la fecha de la consulta.', { size: 7 }),
  ];
  return {
    blocks,
    truth,
    style: { margin: 50, baseSize: 10, header: ['empresarios.infonavit.org.mx'], footer: (p, n) => `Página ${p} de ${n}` },
    title: 'Constancia de situación fiscal Infonavit',
    producer: 'Infonavit Servicios para Empresas',
    date,
  };
}
