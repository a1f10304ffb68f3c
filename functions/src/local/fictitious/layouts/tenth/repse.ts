/**
 * The 10th REPSE layout (held out in session 11, measured there and tuned on since): the registration's detail page of
 * the STPS public padrón, printed from the browser (the browser's date line and the page's address at the top and
 * foot). The registration as a header-less label/value grid ('Folio de ingreso' for the aviso, dates as '03/mar/2026',
 * 'Vencimiento' for the end of validity, the status and the entidad), then the services with their SCIAN activity code.
 */
import { addDays, formatDate, pad2 } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text, title } from '../common';
import type { RepseFacts } from '../eighth/repse';

export const repseTenth = 'padron-publico-impreso-del-navegador-rejilla-fechas-mes-minusculas';

/** The SCIAN activity code the platform shows beside each registered service. */
const scian: [string, string][] = [['LIMPIEZA', '561720'], ['SEGURIDAD', '561610'], ['MAQUINARIA', '811310'], ['COMEDOR', '722310'], ['INFORMÁTICOS', '541510'], ['ELÉCTRICAS', '238210'], ['JARDINERÍA', '561730']];
const scianOf = (service: string) => scian.find(([word]) => service.includes(word))?.[1] ?? '561990';

export function repseTenthDocument(f: RepseFacts): BuiltDocument {
  const { rng, supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const d = (iso: string) => formatDate(iso, 'monSlashLower');
  // Printed some days after the registration, as a customer checks its supplier.
  const printed = addDays(date, rng.int(1, 30));
  const browserLine = `${formatDate(printed, 'shortYear')}, ${pad2(rng.int(8, 19))}:${pad2(rng.int(0, 59))}    Padrón Público REPSE`;
  const blocks: Block[] = [
    text('Secretaría del Trabajo y Previsión Social', { bold: true, size: 9 }),
    text('Padrón público de personas prestadoras de servicios especializados u obras especializadas', { size: 8 }),
    space(8),
    title('Detalle del registro', 12),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Razón social', supplier.name],
        ['RFC', supplier.rfc],
        ['Número de registro', numeroRegistro],
        ['Folio de ingreso', aviso],
        ['Fecha de registro', d(date)],
        ['Vencimiento', d(end)],
        ['Estatus', 'Vigente'],
        ['Entidad federativa', supplier.address.entidad],
      ],
      widths: [1.6, 4],
      size: 9,
    },
    space(8),
    {
      t: 'table',
      title: 'Servicios u obras especializadas',
      headers: ['Actividad SCIAN', 'Descripción del servicio'],
      rows: chosen.map((s) => [scianOf(s), s]),
      widths: [1.2, 6],
      size: 8.5,
    },
    space(8),
    text('La información mostrada corresponde a la registrada por la persona prestadora en la plataforma.', { size: 7 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 36, baseSize: 10, header: [browserLine], footer: (p, n) => `https://repse.stps.gob.mx/app/padron/detalle    ${p}/${n}` },
    title: 'Padrón Público REPSE',
    producer: 'Chromium',
    date: printed,
  };
}
