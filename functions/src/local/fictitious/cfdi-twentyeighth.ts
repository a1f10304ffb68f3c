/**
 * The 28th CFDI nómina writer (written in session 13 without reading the parsers): the XML as a PAC's download portal
 * re-saves it for the supplier's office: the portal keeps the stamped document as it is (two-space indents, LF, no
 * BOM) and adds, between the declaration and the root, a comment naming the download (portal, UUID and date and hour
 * of the download). Wiring: cfdi.ts passes the body serialised with two-space indents, the UUID and the download's
 * date and hour: writeCfdiTwentyeighth(body, uuid, downloaded).
 */
export const cfdiTwentyeighth = 'descargado-del-portal-del-pac-comentario-antes-de-la-raiz-sangria-de-dos-espacios';

export function writeCfdiTwentyeighth(body: string, uuid: string, downloaded: string): Buffer {
  const comment = `<!-- Documento descargado del Portal de Clientes del PAC. UUID ${uuid}. Fecha de descarga ${downloaded}. Este archivo conserva el comprobante tal como fue timbrado. -->`;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${comment}\n${body}\n`, 'utf8');
}
