/**
 * The 23rd ICSOE / SISUB acuse layout (written in session 13 without reading the parsers): the acuse page of the
 * platform saved with the browser's 'Guardar como PDF': the browser's own lines at the top (print date and time, the
 * page's title) and at the foot (the page's address, 'n/N'), the platform's menu text left in the print, then the
 * data as 'Label: value' lines with the cuatrimestre's months on a line apart, and the sending date as the Angular
 * platform writes it ('5 mar 2026, 10:41:07').
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { pair, rule, sealNoise, space, text } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';
import { angularMedium, browserPrint, laterTime } from './formats';

export const acuseTwentythird = 'pagina-del-acuse-guardada-desde-el-navegador-encabezado-y-pie-del-navegador-menu-de-la-plataforma-pares-en-renglon-fecha-angular-media';

const months = ['enero - abril', 'mayo - agosto', 'septiembre - diciembre'];

export function acuseTwentythirdDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const line = (label: string, value: string): Block => pair(label, value, 'inline');
  const pageTitle = kind === 'icsoe' ? 'ICSOE - Acuse de envío' : 'SISUB - Acuse de envío';
  const url = kind === 'icsoe' ? 'https://serviciosdigitales.imss.gob.mx/icsoe/acuse' : 'https://sisub.infonavit.org.mx/sisub/acuse';
  const browser = browserPrint(presented, laterTime(hhmm, rng.int(1, 9)), pageTitle, url);
  const blocks: Block[] = [
    text(kind === 'icsoe' ? 'IMSS  |  Inicio   Envío de información   Consulta de acuses   Salir' : 'Infonavit  |  Inicio   Registro   Consulta de acuses   Cerrar sesión', { size: 7.5 }),
    rule,
    text(kind === 'icsoe' ? 'Acuse de envío de la Información de Contratos de Servicios u Obras Especializados' : 'Acuse de envío del Sistema de Información de Subcontratación', { bold: true, size: 11 }),
    space(6),
    line('Folio:', folio),
    line('Fecha de envío:', angularMedium(presented, hhmm, String(rng.int(10, 59)))),
    line('RFC:', supplier.rfc),
    line('Registro patronal:', supplier.registroPatronal),
    line('Razón social:', supplier.name),
    line('Ejercicio:', year),
    line('Cuatrimestre:', String(cuatrimestre)),
    text(`Meses que comprende: ${months[cuatrimestre - 1] ?? ''}`, { size: 9 }),
    line('Tipo de envío:', tipo),
    line('Contratos informados:', String(contratos)),
    line('Trabajadores informados:', String(trabajadores)),
    space(8),
    text(`Cadena de verificación: ${sealNoise(rng, 80)}`, { size: 6.5 }),
    space(6),
    text('Imprimir    Descargar PDF    Regresar', { size: 8 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 36, baseSize: 9.5, header: browser.header, footer: browser.footer }, title: pageTitle, producer: 'Skia/PDF m131', date: presented };
}
