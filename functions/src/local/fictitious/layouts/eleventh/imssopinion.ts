/**
 * The 11th IMSS opinion layout (held out in session 11, measured there and tuned on since): the 'Opinión de
 * cumplimiento de obligaciones en materia de seguridad social' as the portal prints it for a patrón with several
 * registros. The place and date as the letterhead writes them ('MONTERREY, NUEVO LEÓN, A MARZO 03 DE 2026'), the folio
 * as 'Número de opinión' beside the RFC in a header-less grid, the name as 'Denominación o razón social', then the
 * registros patronales the opinion covers as a headed table (the registro with dashes, 'Y54-12345-10-6', its
 * subdelegación and status) and the opinion's result in the closing sentence and again in a line of its own.
 */
import { formatDate } from '../../format';
import { printRegistroPatronal } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { ImssOpinionFacts } from '../eighth/imssopinion';

export const imssOpinionEleventh = 'portal-varios-registros-fecha-mes-primero-registro-con-guiones';

export function imssOpinionEleventhDocument(f: ImssOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const a = supplier.address;
  const truth = { ...f.truth, fechaEmision: date };
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 10 }),
    text('Dirección de Incorporación y Recaudación · Coordinación de Cobranza', { size: 7.5 }),
    space(6),
    text(`${a.municipio}, ${a.entidad}, A ${formatDate(date, 'monthFirstUpperDe')}`, { align: 'right', size: 9 }),
    space(8),
    title('OPINIÓN DE CUMPLIMIENTO DE OBLIGACIONES EN MATERIA DE SEGURIDAD SOCIAL', 10.5),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Número de opinión', folio, 'R.F.C.', supplier.rfc],
        ['Denominación o razón social', supplier.name, '', ''],
      ],
      widths: [1.6, 2.6, 0.7, 1.6],
      size: 8.5,
    },
    space(6),
    {
      t: 'table',
      title: 'Registros patronales revisados',
      headers: ['Registro patronal', 'Subdelegación', 'Situación'],
      rows: [[printRegistroPatronal(supplier.registroPatronal, true), `${a.municipio}, ${a.entidad}`, positive ? 'Sin adeudo' : 'Con adeudo']],
      widths: [1.6, 3, 1.2],
      size: 8.5,
    },
    space(6),
    text(
      positive
        ? 'Con base en la información de los sistemas institucionales a la fecha de emisión, el patrón se encuentra al corriente en sus obligaciones de seguridad social, por lo que se emite la presente opinión en sentido positivo.'
        : 'Con base en la información de los sistemas institucionales a la fecha de emisión, el patrón no se encuentra al corriente en sus obligaciones de seguridad social, por lo que se emite la presente opinión en sentido negativo.',
      { size: 9 },
    ),
    text(`Resultado de la opinión: ${positive ? 'POSITIVA' : 'NEGATIVA'}`, { bold: true }),
    space(10),
    rule,
    text('Cadena original:', { size: 7, bold: true }),
    text(`||${folio}|${sealNoise(rng, 60)}||`, { size: 7 }),
  ];
  return {
    blocks,
    truth,
    style: { margin: 46, baseSize: 10, footer: (p, n) => `Hoja ${p} de ${n} · imss.gob.mx` },
    title: 'Opinión de cumplimiento IMSS',
    producer: 'IMSS Servicios Digitales',
    date,
  };
}
