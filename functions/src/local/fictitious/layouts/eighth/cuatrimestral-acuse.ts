/**
 * The 8th layout of the ICSOE and SISUB acuses (held out in session 10, tuned on since session 11): the acuse number in
 * the page header, the patrón's data and the counts in grids two pairs wide without header rows, the period as
 * 'Cuatrimestre 2/2026 (MAY-AGO)', the type as 'Clase de declaración', the reception as '03 mar. 2026 14:05 hrs.'.
 */
import { formatDate } from '../../format';
import type { Supplier } from '../../identities';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';

export const acuseEighth = 'acuse-rejillas-cuatrimestre-numero-barra-anio';

export type AcuseFacts = {
  rng: Rng;
  kind: 'icsoe' | 'sisub';
  supplier: Supplier;
  truth: Record<string, string>;
  cuatrimestre: number;
  year: string;
  presented: string;
  hhmm: string;
  folio: string;
  tipo: string;
  contratos: number;
  trabajadores: number;
};

const months = ['ENE-ABR', 'MAY-AGO', 'SEP-DIC'];

export function acuseEighthDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const rp = supplier.registroPatronal;
  const blocks: Block[] = [
    text(kind === 'icsoe' ? 'IMSS' : 'Infonavit', { bold: true, size: 14 }),
    text(kind === 'icsoe' ? 'Informativa de contratos de servicios u obras especializadas' : 'Sistema de Información de Subcontratación', { size: 8 }),
    space(8),
    title('Acuse de recibo', 13),
    space(6),
    { t: 'table', headers: [], rows: [['Denominación o razón social', supplier.name, '', ''], ['RFC', supplier.rfc, 'Registro patronal', rp]], widths: [1.8, 3, 1.4, 1.4], size: 8.5 },
    space(4),
    text(`Cuatrimestre ${cuatrimestre}/${year} (${months[cuatrimestre - 1] ?? ''})     Clase de declaración: ${tipo}`, { size: 9 }),
    space(4),
    { t: 'table', headers: [], rows: [['Contratos informados', String(contratos), 'Trabajadores informados', String(trabajadores)]], widths: [1.8, 0.8, 1.9, 0.8], size: 8.5 },
    space(4),
    text(`Información recibida el ${formatDate(presented, 'monDot')} ${hhmm} hrs.`, { size: 9 }),
    space(10),
    rule,
    text(`Sello: ${sealNoise(rng, 96)}`, { size: 7 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 48, baseSize: 10, header: [`Acuse ${folio}`], footer: (p, n) => `Hoja ${p}/${n}` },
    title: `Acuse ${kind.toUpperCase()}`,
    producer: kind === 'icsoe' ? 'IMSS ICSOE' : 'Infonavit SISUB',
    date: presented,
  };
}
