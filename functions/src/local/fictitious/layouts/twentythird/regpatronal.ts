/**
 * The 23rd registro patronal layout (written in session 13 without reading the parsers): the 2025 IMSS 'Constancia de
 * registro patronal' from the Escritorio Virtual: the QR code and the constancia's folio at the top, the registration
 * in a one-row headed table (registro, RFC, alta as '05/03/2026'), the name on its own line, the risk data in a
 * second table (class as its Roman numeral, fracción, prima), and the original chain and the seal at the foot.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text, title } from '../common';
import { chainAndSeal } from './formats';
import type { RegPatronalFacts } from '../eighth/regpatronal';

export const regPatronalTwentythird = 'imss-2025-constancia-de-registro-qr-y-folio-arriba-registro-en-tabla-de-un-renglon-nombre-aparte-riesgo-en-segunda-tabla';

export function regPatronalTwentythirdDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const blocks: Block[] = [
    { t: 'box', lines: ['[ Código QR ]', `Folio de la constancia: CRP-${rng.digits(10)}`], size: 7.5 },
    space(4),
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 10 }),
    text('Escritorio Virtual · Incorporación patronal', { size: 7.5 }),
    space(6),
    title('CONSTANCIA DE REGISTRO PATRONAL', 12),
    space(4),
    { t: 'table', headers: ['Registro patronal', 'RFC', 'Fecha de alta'], rows: [[supplier.registroPatronal, supplier.rfc, formatDate(alta, 'slash')]], widths: [1.2, 1.2, 1], size: 9 },
    text('Nombre, denominación o razón social', { size: 7.5 }),
    text(supplier.name, { bold: true, size: 10 }),
    space(4),
    { t: 'table', headers: ['Clase de riesgo', 'Fracción', 'Actividad', 'Prima de riesgo'], rows: [[clase, fraccion, actividad, prima]], widths: [0.8, 0.7, 3, 0.9], size: 8.5 },
    space(6),
    ...chainAndSeal(rng, 'IMSS|CRP|', undefined, 128),
  ];
  return { blocks, truth: f.truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `IMSS · Escritorio Virtual · ${p}/${n}` }, title: 'Constancia de registro patronal', producer: 'IMSS Escritorio Virtual', date: alta };
}
