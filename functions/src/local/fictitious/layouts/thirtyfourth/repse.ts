/**
 * The 34th REPSE registration (written in session 14 without reading the parsers): the STPS's registration notice
 * in a dense arrangement: the name in a box across the page, a band with 'Identificación' (R.F.C., kind of person)
 * beside 'Datos del registro' (registration number, notice folio, registration date and validity as 'dd-MMM-aaaa')
 * and a narrow column with the STPS's phone; the authorised services as a table (number, service, status).
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { RepseFacts } from '../eighth/repse';
import { band, dashMon, densePage, wideBox } from './formats';

export const repseThirtyfourth = 'aviso-repse-denso-persona-y-registro-en-recuadros-lado-a-lado-fechas-dd-mmm-aaaa-servicios-en-tabla-estrecha';

export function repseThirtyfourthDocument(f: RepseFacts): BuiltDocument {
  const { supplier, date, end, numeroRegistro, aviso, chosen } = f;
  const blocks: Block[] = [
    text('SECRETARÍA DEL TRABAJO Y PREVISIÓN SOCIAL', { bold: true, size: 10 }),
    text('Registro de Prestadoras de Servicios Especializados u Obras Especializadas (REPSE)', { size: 8.5 }),
    { t: 'space', h: 4 },
    wideBox('Datos de la persona', [['Nombre o razón social', supplier.name]]),
    band(
      [
        { caption: 'Identificación', lines: [['R.F.C.', supplier.rfc], ['Tipo de persona', supplier.kind === 'moral' ? 'MORAL' : 'FÍSICA']] },
        { caption: 'Datos del registro', lines: [['Número de registro', numeroRegistro], ['Folio del aviso', aviso], ['Fecha de registro', dashMon(date)], ['Vigencia', dashMon(end)]] },
      ],
      { widths: [1.8, 1.4], size: 7.5, sidebar: { caption: 'Contacto', lines: ['55 3000 2700', 'repse.stps.gob.mx'] } },
    ),
    { t: 'space', h: 4 },
    { t: 'table', title: 'Servicios u obras especializadas', headers: ['No.', 'Descripción', 'Estatus'], widths: [0.4, 4.4, 0.8], size: 7.5, rows: chosen.map((s, i) => [String(i + 1), s, 'AUTORIZADO']) },
    { t: 'space', h: 6 },
    text('El registro deberá renovarse cada tres años. La información puede consultarse en el padrón público del REPSE.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: densePage(['STPS · REPSE'], (p, n) => `Página ${p} de ${n}`), title: 'Aviso de registro REPSE', producer: 'JasperReports Library version 6.20.0', date };
}
