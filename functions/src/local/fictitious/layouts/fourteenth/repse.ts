/**
 * The 14th REPSE layout (held out from session 11, written after the 13th was measured): the 'Aviso de registro' as the
 * STPS platform issues it once the registration is approved: the aviso's folio and the registration number in a
 * header-less grid at the top, the company's data, the vigencia as a range ('del 15 de may. de 2025 al 15 de may. de
 * 2028'), and the registered services in a headed table with their SCIAN activity and the order they were applied for.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { RepseFacts } from '../eighth/repse';

export const repseFourteenth = 'aviso-de-registro-plataforma-rejilla-folio-y-registro-vigencia-como-rango-servicios-con-scian';

export function repseFourteenthDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const d = (iso: string) => formatDate(iso, 'monDotDe');
  const blocks: Block[] = [
    text('Secretaría del Trabajo y Previsión Social', { bold: true, size: 11 }),
    text('Registro de Prestadoras de Servicios Especializados u Obras Especializadas (REPSE)', { size: 8 }),
    space(8),
    title('AVISO DE REGISTRO', 13),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Folio del aviso', aviso, 'Número de registro', numeroRegistro],
        ['Fecha de registro', d(date), 'Estatus', 'Aprobado'],
      ],
      widths: [1.2, 1.3, 1.3, 1.2],
      size: 9,
    },
    space(8),
    text('Datos de la persona registrada', { bold: true, size: 9 }),
    text(`Razón social: ${supplier.name}`, { size: 9 }),
    text(`Entidad federativa del domicilio: ${supplier.address.entidad}`, { size: 9 }),
    space(6),
    text(`Vigencia del registro: del ${d(date)} al ${d(end)}`, { size: 9 }),
    space(6),
    {
      t: 'table',
      title: 'Servicios u obras especializadas registradas',
      headers: ['No.', 'Servicio u obra especializada', 'Actividad SCIAN'],
      rows: chosen.map((s, i) => [String(i + 1), s, String(rng.int(481110, 812910))]),
      widths: [0.5, 4.5, 1.2],
      size: 8,
    },
    space(8),
    text('El registro deberá renovarse cada tres años conforme al artículo 15 de la Ley Federal del Trabajo. La STPS podrá cancelarlo cuando se deje de cumplir con los requisitos.', { size: 7.5 }),
    space(8),
    rule,
    text(`Cadena de verificación: ${sealNoise(rng, 56)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 46, baseSize: 10, footer: (p, n) => `repse.stps.gob.mx · ${p}/${n}` }, title: 'Aviso de registro REPSE', producer: 'STPS REPSE', date };
}
