/**
 * The 29th proof of address (written in session 13 without reading the parsers): a water utility's online
 * customer portal, 'Mi cuenta > Historial de recibos', exported to PDF: breadcrumb and toolbar, the issuer's name
 * and address in the portal's header beside the customer's service address as a definition list, the bill as one
 * row of the history grid sorted by date ('Fecha de emisión (desc.)', '05-MAR-2026', 'MX$…'), and the export's footer.
 */
import { addDays } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { space, text } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';
import { chrome, dd, exported, exportStyle, gridBottom, gridTop, intlPesos, oracleDate } from './export';

export const domicilioTwentyninth = 'exportado-del-portal-de-agua-historial-de-recibos-direccion-del-servicio-en-lista-de-definiciones-fecha-dd-mmm-aaaa';

/** A metropolitan water utility's decentralised body, as its portal names itself. */
export const waterPortalIssuer = 'SISTEMA INTERMUNICIPAL DE LOS SERVICIOS DE AGUA POTABLE Y ALCANTARILLADO';

export function domicilioTwentyninthDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const e = exported(rng, date);
  const blocks: Block[] = [
    text(f.emisor, { bold: true, size: 10 }),
    text(`Av. Hidalgo ${rng.int(100, 2000)}, Centro · Atención 800 ${rng.digits(3)} ${rng.digits(4)}`, { size: 7.5 }),
    ...chrome(['Inicio', 'Mi cuenta', 'Historial de recibos']),
    ...dd('Titular del servicio', supplier.name),
    ...dd('Dirección del servicio', `${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` Int. ${a.interior}` : ''}`),
    ...dd('Colonia', a.colonia),
    ...dd('Municipio y estado', `${a.municipio}, ${a.entidad}`),
    ...dd('Código postal', a.codigoPostal),
    ...dd('Número de cuenta', rng.digits(10)),
    space(4),
    gridTop,
    { t: 'table', headers: ['Fecha de emisión (desc.)', 'Periodo', 'Vence', 'Importe', 'Estatus'], widths: [1.2, 2.2, 1.1, 1, 0.8], size: 7.5, rows: [[oracleDate(date), `${oracleDate(addDays(date, -60))} a ${oracleDate(addDays(date, -1))}`, oracleDate(addDays(date, 15)), intlPesos(importe), 'Pendiente']] },
    ...gridBottom(1),
  ];
  return { blocks, truth: f.truth, style: exportStyle(e, 'Oficina Virtual · Agua potable'), title: 'Historial de recibos', producer: 'Skia/PDF m120', date };
}
