/**
 * The 9th 32-D opinion layout (held out in session 11, measured there and tuned on since): the 2025 portal print with the QR.
 * Folio, RFC and name as one row under the form's own captions, the revision sentence with the date as '03-Mar-2026',
 * the sense alone in a box under its caption ('Sentido de la opinión'), the QR's validation legend and the seal at the
 * foot.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { Opinion32dFacts } from '../eighth/opinion32d';

export const opinion32dNinth = 'portal-qr-fila-folio-rfc-nombre-sentido-en-recuadro';

export function opinion32dNinthDocument(f: Opinion32dFacts): BuiltDocument {
  const { rng, supplier, date, hhmm, positive, folio } = f;
  const blocks: Block[] = [
    text('HACIENDA', { bold: true, size: 12 }),
    text('Servicio de Administración Tributaria', { size: 8 }),
    space(8),
    title('Opinión del cumplimiento de obligaciones fiscales', 13),
    space(8),
    { t: 'table', headers: ['Folio', 'Clave de R.F.C.', 'Nombre, denominación o razón social'], rows: [[folio, supplier.rfc, supplier.name]], widths: [1.4, 1.5, 4], size: 9 },
    space(6),
    text(`Revisión practicada el día ${formatDate(date, 'monTitleDash')}, a las ${hhmm} horas`, { size: 9 }),
    space(6),
    text(
      positive
        ? 'Estimado contribuyente: en atención a su consulta, se informa que en los controles electrónicos internos del SAT no se identificaron omisiones en el cumplimiento de sus obligaciones fiscales.'
        : 'Estimado contribuyente: en atención a su consulta, se informa que en los controles electrónicos internos del SAT se identificaron omisiones en el cumplimiento de sus obligaciones fiscales.',
      { size: 9 },
    ),
    space(6),
    text('Sentido de la opinión', { size: 8 }),
    { t: 'box', lines: [positive ? 'POSITIVO' : 'NEGATIVO'], size: 14 },
    space(6),
    text('La presente opinión no constituye resolución en sentido favorable; se emite conforme al artículo 32-D del Código Fiscal de la Federación y la regla 2.1.37 de la RMF vigente.', { size: 7 }),
    space(10),
    text('[código QR] Para validar este documento escanee el código QR o ingrese el folio en sat.gob.mx.', { size: 7 }),
    rule,
    text('Sello digital', { size: 7, bold: true }),
    text(sealNoise(rng, 172), { size: 7 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 48, baseSize: 10, footer: (p, n) => `${p} / ${n}   Av. Hidalgo 77, Col. Guerrero, C.P. 06300, Ciudad de México` },
    title: 'Opinión del cumplimiento de obligaciones fiscales',
    producer: 'SAT Opinión 32-D QR',
    date,
  };
}
