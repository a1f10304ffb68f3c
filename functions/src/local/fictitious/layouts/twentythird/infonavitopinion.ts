/**
 * The 23rd Infonavit opinion layout (written in session 13 without reading the parsers): the Portal Empresarial's
 * result page saved with the browser's 'Guardar como PDF': the browser's lines at the top (print date and time, page
 * title) and the foot (address, 'n/N'), the portal's menu left in the print, the patrón's data as a header-less grid
 * (one pair a row), the result in a banner, and the issue date as the portal titles it ('Jueves 5 de Marzo de 2026').
 */
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, time } from '../common';
import type { InfonavitOpinionFacts } from '../eighth/infonavitopinion';
import { browserPrint, weekdayTitleDate } from './formats';

export const infonavitOpinionTwentythird = 'pagina-del-portal-empresarial-guardada-desde-el-navegador-menu-del-portal-rejilla-de-un-par-resultado-en-banda-fecha-con-dia-titulo';

export function infonavitOpinionTwentythirdDocument(f: InfonavitOpinionFacts): BuiltDocument {
  const { rng, supplier, date, positive, folio } = f;
  const truth = { ...f.truth, fechaEmision: date };
  const browser = browserPrint(date, time(rng), 'Portal Empresarial Infonavit', 'https://empresarios.infonavit.org.mx/portal/constancia-situacion-fiscal');
  const blocks: Block[] = [
    text('Infonavit  |  Inicio   Pagos   Trámites   Consultas   Mi cuenta', { size: 7.5 }),
    rule,
    text('Constancia de situación fiscal', { bold: true, size: 12 }),
    text(`Emitida el ${weekdayTitleDate(date)}`, { size: 9 }),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Número de registro patronal', supplier.registroPatronal],
        ['RFC', supplier.rfc],
        ['Razón social', supplier.name],
        ['Folio', folio],
      ],
      widths: [1.4, 3],
      size: 9,
    },
    space(6),
    { t: 'box', lines: [`Resultado: ${positive ? 'POSITIVA' : 'NEGATIVA'}`, positive ? 'No se identificaron adeudos de aportaciones ni de amortizaciones.' : 'Se identificaron adeudos; regularice su situación en el portal.'], size: 9.5 },
    space(6),
    rule,
    text(`Código de verificación: ${sealNoise(rng, 40)}`, { size: 6.5 }),
    text('Descargar    Imprimir    Enviar por correo', { size: 8 }),
  ];
  return { blocks, truth, style: { margin: 36, baseSize: 10, header: browser.header, footer: browser.footer }, title: 'Portal Empresarial Infonavit', producer: 'Skia/PDF m131', date };
}
