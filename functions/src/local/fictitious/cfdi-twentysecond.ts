/**
 * The 22nd CFDI nómina writer (written in session 13 without reading the parsers): another PAC's copy of the stamped
 * XML: the declaration names the encoding in lower case ('utf-8'), attributes in the schema's order, two-space
 * indents, and a cfdi:Addenda after the Complemento carrying the payroll system's own data under its own namespace
 * (the addenda is not part of the stamp, so any system may append one).
 * Wiring: cfdi.ts passes serialise(root, { indent: true, reverseAttrs: false, unit: '  ' }) with the standard prefixes
 * ('cfdi:', 'nomina12:', 'tfd:').
 */
export const cfdiTwentysecond = 'otro-pac-codificacion-en-minusculas-atributos-en-orden-del-esquema-addenda-con-espacio-propio-tras-el-complemento';

const addenda = [
  '  <cfdi:Addenda>',
  '    <rh:ReciboNomina xmlns:rh="http://www.sistemanomina.com.mx/addenda/recibo" Version="1.0">',
  '      <rh:Observaciones Texto="Recibo de nómina ordinaria"/>',
  '      <rh:Sucursal Clave="MATRIZ"/>',
  '    </rh:ReciboNomina>',
  '  </cfdi:Addenda>',
].join('\n');

/** The indented body with the addenda placed before the root's end tag, after the Complemento. */
export function writeCfdiTwentysecond(body: string): Buffer {
  const withAddenda = body.replace(/\n(<\/[\w]*:?Comprobante>)\s*$/, `\n${addenda}\n$1`);
  return Buffer.from(`<?xml version="1.0" encoding="utf-8"?>\n${withAddenda}\n`, 'utf8');
}
