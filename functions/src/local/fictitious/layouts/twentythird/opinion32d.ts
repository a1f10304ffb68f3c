/**
 * The 23rd 32-D opinion layout (written in session 13 without reading the parsers): the 2025-2026 SAT print of the
 * opinion: the QR code's box at the very top with the folio and the issue date and time beside it, the taxpayer's data
 * in a header-less grid, the sense inside the notice's paragraph, and the original chain and the digital seal in
 * their own captioned blocks at the foot.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text, title } from '../common';
import { chainAndSeal } from './formats';
import type { Opinion32dFacts } from '../eighth/opinion32d';

export const opinion32dTwentythird = 'sat-2025-qr-arriba-con-folio-y-fecha-rejilla-del-contribuyente-sentido-en-el-parrafo-cadena-original-y-sello';

export function opinion32dTwentythirdDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const seconds = String(rng.int(10, 59));
  const sense = positive ? 'POSITIVO' : 'NEGATIVO';
  const blocks: Block[] = [
    text('Servicio de Administración Tributaria', { bold: true, size: 10 }),
    text('Hacienda · SAT', { size: 7 }),
    space(4),
    { t: 'box', lines: ['[ Código QR ]  Escanee para verificar la autenticidad', `Folio: ${folio}`, `Fecha y hora de emisión: ${formatDate(date, 'slash')} ${hhmm}:${seconds}`], size: 8 },
    space(6),
    title('Opinión del cumplimiento de obligaciones fiscales', 12),
    space(4),
    { t: 'table', headers: [], rows: [['RFC', supplier.rfc], ['Nombre, denominación o razón social', supplier.name]], widths: [1.6, 3.4], size: 9 },
    space(6),
    text(
      `En atención a su consulta, se le informa que de acuerdo con la información de los controles electrónicos institucionales, su opinión del cumplimiento de obligaciones fiscales se emite en sentido ${sense}.`,
      { size: 9 },
    ),
    text('La presente se emite conforme al artículo 32-D del Código Fiscal de la Federación y a la regla 2.1.37 de la Resolución Miscelánea Fiscal vigente.', { size: 7.5 }),
    space(6),
    ...chainAndSeal(rng, '1.1|SAT970701NN3|'),
  ];
  return { blocks, truth: f.truth, style: { margin: 44, baseSize: 10, footer: () => 'Av. Hidalgo 77, Col. Guerrero, C.P. 06300, Ciudad de México · MarcaSAT 55 627 22 728' }, title: 'Opinión del cumplimiento', producer: 'SAT', date };
}
