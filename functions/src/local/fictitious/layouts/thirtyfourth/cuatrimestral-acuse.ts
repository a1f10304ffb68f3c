/**
 * The 34th acknowledgement of the four-monthly report (ICSOE to the IMSS, SISUB to the Infonavit), written in session
 * 14 without reading the parsers: the platform's dense acuse: a band with 'Datos del patrón' (R.F.C., registro
 * patronal) beside 'Datos de la informativa' (ejercicio, cuatrimestre, type, folio) and 'Datos del envío' (the date as
 * 'dd-MMM-aaaa' and the hour in cells of their own, the contracts and the workers reported), a narrow
 * sidebar with the help line; the legal legend and the seal under it.
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { sealNoise, text } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';
import { band, dashMon, densePage } from './formats';

export const acuseThirtyfourth = 'acuse-denso-patron-informativa-y-envio-en-recuadros-lado-a-lado-fecha-dd-mmm-aaaa-y-hora-en-celdas-separadas';

export function acuseThirtyfourthDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const icsoe = kind === 'icsoe';
  const blocks: Block[] = [
    text(icsoe ? 'INSTITUTO MEXICANO DEL SEGURO SOCIAL' : 'INSTITUTO DEL FONDO NACIONAL DE LA VIVIENDA PARA LOS TRABAJADORES', { bold: true, size: 10 }),
    text(icsoe ? 'Acuse de recibo · Información de Contratos de Servicios u Obras Especializados (ICSOE)' : 'Acuse de recibo · Sistema de Información de Subcontratación (SISUB)', { size: 8.5 }),
    { t: 'space', h: 6 },
    band(
      [
        { caption: 'Datos del patrón', lines: [['R.F.C.', supplier.rfc], ['Registro patronal', supplier.registroPatronal]] },
        { caption: 'Datos de la informativa', split: 0.35, lines: [['Ejercicio', year], ['Cuatrimestre', String(cuatrimestre)], ['Tipo', tipo], ['Folio', folio]] },
        { caption: 'Datos del envío', lines: [['Fecha de envío', dashMon(presented)], ['Hora de envío', hhmm], ['Contratos', String(contratos)], ['Trabajadores', String(trabajadores)]] },
      ],
      { widths: [1.5, 1.9, 1.5], sidebar: { caption: 'Ayuda', lines: icsoe ? ['800 623 2323', 'opción 5'] : ['Infonatel', '800 008 3900'] } },
    ),
    { t: 'space', h: 8 },
    text('La información se recibió conforme a lo dispuesto en la Ley Federal del Trabajo y las disposiciones de carácter general aplicables. Conserve este acuse.', { size: 7.5 }),
    text('Sello digital:', { bold: true, size: 7 }),
    text(sealNoise(rng, 128), { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: densePage([icsoe ? 'IMSS · ICSOE' : 'Infonavit · SISUB'], (p, n) => `${p} de ${n}`), title: icsoe ? 'Acuse ICSOE' : 'Acuse SISUB', producer: 'iText® 7.2.5 ©2000-2023 iText Group NV', date: presented };
}
