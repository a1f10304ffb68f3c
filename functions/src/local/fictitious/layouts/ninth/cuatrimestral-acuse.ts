/**
 * The 9th layout of the ICSOE and SISUB acuses (held out in session 11, measured there and tuned on since): the 2025 portal's
 * acuse. The period as the months it covers ('Periodo: 05/2026 a 08/2026'), the patrón's data one label a line, the
 * type as 'Tipo de presentación', the contracts one row each (consecutive, start date, workers) with a totals row, the
 * reception as '17 DE MAYO DEL 2026 10:22 hrs' and the folio at the foot above the seal.
 */
import { formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';

export const acuseNinth = 'acuse-periodo-mes-anio-a-mes-anio-contratos-por-fila-con-totales';

export function acuseNinthDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const first = cuatrimestre * 4 - 3;
  // The workers split over the contracts as the portal lists them, adding up to the total reported.
  const perContract = Array.from({ length: contratos }, (_, i) => Math.floor(trabajadores / contratos) + (i < trabajadores % contratos ? 1 : 0));
  const contractRows = perContract.map((n, i) => [String(i + 1), `${pad2(rng.int(1, 28))}/${pad2(rng.int(1, 12))}/${Number(year) - rng.int(1, 3)}`, String(n)]);
  const blocks: Block[] = [
    text(kind === 'icsoe' ? 'Instituto Mexicano del Seguro Social' : 'Instituto del Fondo Nacional de la Vivienda para los Trabajadores', { bold: true, size: 9 }),
    text(kind === 'icsoe' ? 'ICSOE · Informativa de contratos de servicios u obras especializadas' : 'SISUB · Sistema de Información de Subcontratación', { size: 8 }),
    space(8),
    title('Acuse de recepción de la información', 12),
    space(6),
    text(`Periodo: ${pad2(first)}/${year} a ${pad2(first + 3)}/${year}`, { bold: true }),
    text(`Tipo de presentación: ${tipo}`),
    space(4),
    text(`Razón social: ${supplier.name}`),
    text(`RFC: ${supplier.rfc}`),
    text(`Registro patronal: ${supplier.registroPatronal}`),
    space(6),
    { t: 'table', title: 'Contratos informados', headers: ['Consecutivo', 'Inicio del contrato', 'Trabajadores'], rows: [...contractRows, ['Totales', `${contratos} ${contratos === 1 ? 'contrato' : 'contratos'}`, String(trabajadores)]], widths: [1.2, 1.6, 1.2], size: 8.5 },
    space(6),
    text(`Fecha y hora de recepción: ${formatDate(presented, 'longDelUpper')} ${hhmm} hrs`, { size: 9 }),
    space(10),
    text(`Folio: ${folio}`, { bold: true, size: 9 }),
    rule,
    text(`Sello digital: ${sealNoise(rng, 88)}`, { size: 7 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 50, baseSize: 10, footer: (p, n) => `${kind === 'icsoe' ? 'IMSS' : 'Infonavit'} · ${p}/${n}` },
    title: `Acuse ${kind.toUpperCase()}`,
    producer: kind === 'icsoe' ? 'IMSS ICSOE' : 'Infonavit SISUB',
    date: presented,
  };
}
