/**
 * The 8th REPSE layout (held out in session 10, tuned on since session 11): the platform's 'Constancia de registro' as
 * a certificate, the registration number large in a box, the aviso as 'Folio de aviso', validity as 'Periodo de
 * vigencia: 03 de Marzo de 2026 al 03 de Marzo de 2029', the services as a two-column table (clave STPS, actividad),
 * the RFC below the name.
 */
import { formatDate } from '../../format';
import type { Supplier } from '../../identities';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';

export const repseEighth = 'certificado-numero-en-recuadro-vigencia-del-al';

export type RepseFacts = { rng: Rng; supplier: Supplier; truth: Record<string, string>; date: string; end: string; numeroRegistro: string; aviso: string; chosen: string[] };

export function repseEighthDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const blocks: Block[] = [
    text('TRABAJO', { bold: true, size: 14 }),
    text('Secretaría del Trabajo y Previsión Social', { size: 8 }),
    space(10),
    title('Constancia de registro', 14),
    text('Padrón de Personas Prestadoras de Servicios Especializados u Obras Especializadas', { align: 'center', size: 8 }),
    space(10),
    text('Se hace constar que', { align: 'center', size: 9 }),
    text(supplier.name, { align: 'center', bold: true, size: 11 }),
    text(`RFC ${supplier.rfc}`, { align: 'center', size: 9 }),
    text('quedó inscrita en el padrón con el número de registro', { align: 'center', size: 9 }),
    { t: 'box', lines: [numeroRegistro], size: 14 },
    space(4),
    text(`Folio de aviso: ${aviso}`, { size: 9 }),
    text(`Periodo de vigencia: ${formatDate(date, 'longCap')} al ${formatDate(end, 'longCap')}`, { size: 9 }),
    space(6),
    { t: 'table', title: 'Servicios u obras especializadas', headers: ['Clave', 'Actividad'], rows: chosen.map((s, i) => [`${String(date.slice(2, 4))}${String(i + 1).padStart(3, '0')}`, s]), widths: [1, 7], size: 8 },
    space(10),
    rule,
    text(`Cadena de autenticidad: ${sealNoise(rng, 72)}`, { size: 7 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 54, baseSize: 10, header: ['repse.stps.gob.mx'], footer: (p, n) => `Constancia ${aviso} · ${p} de ${n}` },
    title: 'Constancia de registro REPSE',
    producer: 'STPS REPSE',
    date,
  };
}
