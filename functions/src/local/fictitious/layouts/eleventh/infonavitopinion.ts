/**
 * The 11th INFONAVIT opinion layout (held out in session 11, measured there and tuned on since): the constancia as a
 * delegación's letter on its letterhead (the delegación's address and an oficio number), the folio at the top right as
 * 'Folio No.', the date as the letter types it ('03-marzo-2026'), the addressee as 'Representante legal de' the
 * company, and the NRP (with dashes) and RFC inside the body's sentence; the result on a line of its own before the
 * signature.
 */
import { formatDate } from '../../format';
import { printRegistroPatronal } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';

export const infonavitOpinionEleventh = 'oficio-delegacion-nrp-y-rfc-en-el-texto-fecha-dd-mes-aaaa-con-guiones';

export function infonavitOpinionEleventhDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const a = supplier.address;
  const truth = { ...f.truth, fechaEmision: date };
  const oficio = `DRC/${a.entidad.slice(0, 3)}/${rng.int(100, 999)}/${date.slice(0, 4)}`;
  const blocks: Block[] = [
    text('INSTITUTO DEL FONDO NACIONAL DE LA VIVIENDA PARA LOS TRABAJADORES', { bold: true, size: 9 }),
    text(`Delegación Regional ${a.entidad} · Área de Fiscalización`, { size: 8 }),
    text(`Av. ${rng.pick(['Fundidora', 'Vallarta', 'Universidad', 'Tecnológico'])} ${rng.int(100, 2500)}, ${a.municipio}, ${a.entidad}`, { size: 7 }),
    space(6),
    text(`Folio No. ${folio}`, { align: 'right', bold: true, size: 9 }),
    text(`Oficio ${oficio}`, { align: 'right', size: 8 }),
    text(`${a.municipio}, ${a.entidad}, ${formatDate(date, 'longDash')}`, { align: 'right', size: 9 }),
    space(10),
    text('REPRESENTANTE LEGAL DE', { size: 9 }),
    text(supplier.name, { bold: true }),
    text('P R E S E N T E', { size: 9 }),
    space(8),
    text('Asunto: Constancia de situación fiscal en materia de aportaciones y amortizaciones.', { bold: true, size: 9 }),
    space(4),
    text(
      `En atención a su solicitud, se hace constar que el patrón con número de registro patronal ${printRegistroPatronal(supplier.registroPatronal, true)} y Registro Federal de Contribuyentes ${supplier.rfc}, ${
        positive ? 'no presenta adeudos ni omisiones' : 'presenta omisiones'
      } en el pago de aportaciones patronales y amortizaciones de créditos de vivienda a la fecha de la presente, conforme a los registros del Instituto.`,
    ),
    space(6),
    text(`Resultado de la opinión: ${positive ? 'POSITIVA' : 'NEGATIVA'}`, { bold: true }),
    space(14),
    text('A T E N T A M E N T E', { align: 'center', size: 9 }),
    text('Gerencia de Fiscalización', { align: 'center', size: 8 }),
    space(8),
    rule,
    text(`Código de verificación: ${sealNoise(rng, 40)}`, { size: 7 }),
  ];
  return {
    blocks,
    truth,
    style: { margin: 54, baseSize: 10, footer: (p, n) => `infonavit.org.mx · Página ${p} de ${n}` },
    title: 'Constancia de situación Infonavit',
    producer: 'Infonavit Delegación',
    date,
  };
}
