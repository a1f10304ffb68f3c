/** A utility bill used as proof of address (electricity, telephone, water). */
import { addDays, formatDate, formatMoney, monthName } from '../format';
import { addressLine } from '../identities';
import type { Block } from '../layout';
import type { TypeLayout } from '../types';
import { pair, rule, space, stacked, text, title } from './common';
import { domicilioEighth, domicilioEighthDocument, predialIssuer } from './eighth/domicilio';
import { cfeIssuer, domicilioNinth, domicilioNinthDocument } from './ninth/domicilio';
import { domicilioTenth, domicilioTenthDocument, telmexIssuer } from './tenth/domicilio';
import { domicilioEleventh, domicilioEleventhDocument, mobileIssuer } from './eleventh/domicilio';
import { domicilioTwelfth, domicilioTwelfthDocument, satelliteIssuer } from './twelfth/domicilio';
import { domicilioThirteenth, domicilioThirteenthDocument, gasIssuer } from './thirteenth/domicilio';
import { domicilioFourteenth, domicilioFourteenthDocument, fibreIssuer } from './fourteenth/domicilio';
import { domicilioFifteenth, domicilioFifteenthDocument, cfeBusinessIssuer } from './fifteenth/domicilio';
import { domicilioSixteenth, domicilioSixteenthDocument, waterOpdIssuer } from './sixteenth/domicilio';
import { domicilioSeventeenth, domicilioSeventeenthDocument, landlineIssuer } from './seventeenth/domicilio';
import { domicilioEighteenth, domicilioEighteenthDocument, cableIssuer } from './eighteenth/domicilio';
import { domicilioNineteenth, domicilioNineteenthDocument, bankStatementIssuer } from './nineteenth/domicilio';
import { domicilioTwentieth, domicilioTwentiethDocument, leaseIssuer } from './twentieth/domicilio';
import { domicilioTwentyfirst, domicilioTwentyfirstDocument, stateWaterIssuer } from './twentyfirst/domicilio';
import { domicilioTwentysecond, domicilioTwentysecondDocument, ayuntamientoIssuer } from './twentysecond/domicilio';
import { domicilioTwentythird, domicilioTwentythirdDocument, gasDistributorIssuer } from './twentythird/domicilio';
import { domicilioTwentyfourth, domicilioTwentyfourthDocument, portWaterIssuer } from './twentyfourth/domicilio';
import { domicilioTwentyfifth, domicilioTwentyfifthDocument, domicilioTwentyfifthIssuer } from './twentyfifth/domicilio';
import { domicilioTwentysixth, domicilioTwentysixthDocument, cfeLegacyIssuer } from './twentysixth/domicilio';
import { domicilioTwentyseventh, domicilioTwentyseventhDocument, wispIssuer } from './twentyseventh/domicilio';
import { domicilioTwentyeighth, domicilioTwentyeighthDocument, regionalCableIssuer } from './twentyeighth/domicilio';
import { domicilioTwentyninth, domicilioTwentyninthDocument, waterPortalIssuer } from './twentyninth/domicilio';
import { domicilioThirtieth, domicilioThirtiethDocument, fibreAppIssuer } from './thirtieth/domicilio';
import { domicilioThirtyfirst, domicilioThirtyfirstDocument, qualifiedSupplierIssuer } from './thirtyfirst/domicilio';
import { domicilioThirtysecond, domicilioThirtysecondDocument, gasMailIssuer } from './thirtysecond/domicilio';
import { domicilioThirtythird, domicilioThirtythirdDocument } from './thirtythird/domicilio';
import { domicilioThirtyfourth, domicilioThirtyfourthDocument, telmexDenseIssuer } from './thirtyfourth/domicilio';

const issuers = ['CFE SUMINISTRADOR DE SERVICIOS BÁSICOS', 'TELÉFONOS DE MÉXICO, S.A.B. DE C.V.', 'SERVICIOS DE AGUA Y DRENAJE', 'TOTAL PLAY TELECOMUNICACIONES, S.A.P.I. DE C.V.'];

export const mxdomicilio: TypeLayout = {
  code: 'mxdomicilio',
  variants: ['recibo-luz', 'factura-telefono', 'recibo-agua-columnas'],
  fourth: 'gas-direccion-en-lineas',
  fifth: 'cable-direccion-tabla-columnas',
  sixth: 'internet-cliente-apilado-codigo-postal-en-linea',
  seventh: 'agua-municipal-predio-codigo-postal-al-final',
  eighth: domicilioEighth,
  ninth: domicilioNinth,
  tenth: domicilioTenth,
  eleventh: domicilioEleventh,
  twelfth: domicilioTwelfth,
  thirteenth: domicilioThirteenth,
  fourteenth: domicilioFourteenth,
  fifteenth: domicilioFifteenth,
  sixteenth: domicilioSixteenth,
  seventeenth: domicilioSeventeenth,
  eighteenth: domicilioEighteenth,
  nineteenth: domicilioNineteenth,
  twentieth: domicilioTwentieth,
  twentyfirst: domicilioTwentyfirst,
  twentysecond: domicilioTwentysecond,
  twentythird: domicilioTwentythird,
  twentyfourth: domicilioTwentyfourth,
  twentyfifth: domicilioTwentyfifth,
  twentysixth: domicilioTwentysixth,
  twentyseventh: domicilioTwentyseventh,
  twentyeighth: domicilioTwentyeighth,
  twentyninth: domicilioTwentyninth,
  thirtieth: domicilioThirtieth,
  thirtyfirst: domicilioThirtyfirst,
  thirtysecond: domicilioThirtysecond,
  thirtythird: domicilioThirtythird,
  // Held out (index 33, HELD_OUT_VARIANT): the 34th, written in session 14 without reading the parsers.
  heldOut: domicilioThirtyfourth,
  build({ rng, supplier, variant }) {
    const emisor = variant === 33 ? telmexDenseIssuer : variant === 32 ? cfeIssuer : variant === 31 ? gasMailIssuer : variant === 30 ? qualifiedSupplierIssuer : variant === 29 ? fibreAppIssuer : variant === 28 ? waterPortalIssuer : variant === 27 ? regionalCableIssuer : variant === 26 ? wispIssuer : variant === 25 ? cfeLegacyIssuer : variant === 24 ? domicilioTwentyfifthIssuer : variant === 23 ? portWaterIssuer : variant === 22 ? gasDistributorIssuer : variant === 21 ? ayuntamientoIssuer(supplier) : variant === 20 ? stateWaterIssuer : variant === 19 ? leaseIssuer : variant === 18 ? bankStatementIssuer : variant === 17 ? cableIssuer : variant === 16 ? landlineIssuer : variant === 15 ? waterOpdIssuer : variant === 14 ? cfeBusinessIssuer : variant === 13 ? fibreIssuer : variant === 12 ? gasIssuer : variant === 11 ? satelliteIssuer : variant === 10 ? mobileIssuer : variant === 9 ? telmexIssuer : variant === 8 ? cfeIssuer : variant === 7 ? predialIssuer(supplier) : variant === 6 ? 'JUNTA MUNICIPAL DE AGUA POTABLE Y ALCANTARILLADO' : variant === 5 ? 'FIBRA Y DATOS DE OCCIDENTE, S.A. DE C.V.' : variant === 3 ? 'GAS NATURAL DEL NORESTE, S.A. DE C.V.' : variant === 4 ? 'CABLE E INTERNET DEL BAJÍO, S.A. DE C.V.' : (issuers[variant === 0 ? 0 : variant === 1 ? rng.pick([1, 3]) : 2] ?? '');
    const a = supplier.address;
    const date = `${rng.int(2025, 2026)}-${String(rng.int(1, 10)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const importe = rng.int(300, 25_000) + rng.int(0, 99) / 100;
    const truth: Record<string, string> = { emisor, titular: supplier.name, domicilio: addressLine(a), codigoPostal: a.codigoPostal, fechaEmision: date };
    const street = `${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`;
    if (variant === 33) return domicilioThirtyfourthDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 32) return domicilioThirtythirdDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 31) return domicilioThirtysecondDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 30) return domicilioThirtyfirstDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 29) return domicilioThirtiethDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 28) return domicilioTwentyninthDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 27) return domicilioTwentyeighthDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 26) return domicilioTwentyseventhDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 25) return domicilioTwentysixthDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 24) return domicilioTwentyfifthDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 23) return domicilioTwentyfourthDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 22) return domicilioTwentythirdDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 21) return domicilioTwentysecondDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 20) return domicilioTwentyfirstDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 19) return domicilioTwentiethDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 18) return domicilioNineteenthDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 17) return domicilioEighteenthDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 16) return domicilioSeventeenthDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 15) return domicilioSixteenthDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 14) return domicilioFifteenthDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 13) return domicilioFourteenthDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 12) return domicilioThirteenthDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 11) return domicilioTwelfthDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 10) return domicilioEleventhDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 9) return domicilioTenthDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 8) return domicilioNinthDocument({ rng, supplier, truth, emisor, date, importe });
    if (variant === 7) return domicilioEighthDocument({ supplier, truth, emisor, date, importe, clave: `${rng.digits(2)}-${rng.digits(3)}-${rng.digits(3)}-${rng.digits(3)}`, folio: rng.digits(9) });
    const blocks: Block[] = [text(emisor, { bold: true, size: 12 })];
    if (variant === 6) {
      // A municipal water bill: 'Propietario / usuario', the address on one line with the postal code at the end, the
      // date as '03/MAR/2026'.
      blocks.push(text(`Recibo oficial · Fecha de expedición ${formatDate(date, 'monSlashUpper')}`, { size: 9 }), space(8));
      blocks.push(text(`Propietario / usuario: ${supplier.name}`), text(`Ubicación del predio: ${street}, COL. ${a.colonia}, ${a.municipio}, ${a.entidad}, C.P. ${a.codigoPostal}`));
      blocks.push(space(6), { t: 'table', headers: ['Clave catastral', 'Toma', 'Consumo m3', 'Total a pagar'], rows: [[`${rng.digits(3)}-${rng.digits(3)}-${rng.digits(3)}`, 'Doméstica', String(rng.int(10, 300)), formatMoney(importe, 'dollar')]] });
    } else if (variant === 5) {
      // An internet provider's invoice: the holder below 'NOMBRE DEL CLIENTE', the address over two lines with 'Código
      // Postal 12345' before the city, the date with its weekday.
      blocks.push(text(`Factura del servicio · emitida el ${formatDate(date, 'weekday')}`, { size: 9 }), space(8));
      blocks.push(...stacked('Nombre del cliente', supplier.name), ...stacked('Dirección del servicio', `${street}, ${a.colonia}`), text(`Código Postal ${a.codigoPostal}, ${a.municipio}, ${a.entidad}`));
      blocks.push(space(6), { t: 'table', headers: ['Cuenta', 'Plan', 'Total del mes'], rows: [[rng.digits(8), 'Internet 200 Mbps', formatMoney(importe, 'dollarMxn')]] });
    } else if (variant === 4) {
      // A cable company's bill: 'Suscriptor' for the holder, the address as a table (street, colonia, CP, city, state).
      blocks.push(text(`Estado de cuenta del suscriptor · Fecha de emisión: ${formatDate(date, 'monLower')}`, { size: 9 }), space(8));
      blocks.push(pair('Suscriptor', supplier.name, 'tab', 120), pair('No. de contrato', rng.digits(9), 'tab', 120), space(4));
      blocks.push({ t: 'table', title: 'Domicilio de instalación', headers: ['Calle y número', 'Colonia', 'C.P.', 'Municipio', 'Estado'], rows: [[street, a.colonia, a.codigoPostal, a.municipio, a.entidad]], widths: [2.6, 1.8, 0.8, 1.5, 1.4], size: 8 });
      blocks.push(space(4), pair('Total a pagar', formatMoney(importe, 'pesos'), 'tab', 120), pair('Fecha límite de pago', formatDate(addDays(date, 15), 'monLower'), 'tab', 120));
    } else     if (variant === 3) {
      // A gas bill: the client and the address on lines of their own, 'CP' without dots, the date abbreviated.
      blocks.push(text(`Número de cliente ${rng.digits(10)}          Fecha de facturación ${formatDate(date, 'abbrSlash')}`, { size: 9 }), space(8));
      blocks.push(text('Nombre del cliente', { bold: true, size: 8 }), text(supplier.name), text('Domicilio del suministro', { bold: true, size: 8 }));
      blocks.push(text(street), text(`Colonia ${a.colonia}`), text(`${a.municipio}, ${a.entidad}, CP ${a.codigoPostal}`), space(6));
      blocks.push({ t: 'table', headers: ['Consumo (m3)', 'Importe del periodo', 'Pagar antes de'], rows: [[String(rng.int(5, 300)), formatMoney(importe, 'mn'), formatDate(addDays(date, 20), 'abbrSlash')]] });
    } else if (variant === 0) {
      blocks.push(text(`RMU ${rng.digits(5)} ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)} CFE`, { size: 7 }), space(8));
      blocks.push(text(supplier.name, { bold: true }), text(street), text(`COL. ${a.colonia}`), text(`C.P. ${a.codigoPostal} ${a.municipio}, ${a.entidad}`), space(6));
      blocks.push(pair('NO. DE SERVICIO:', rng.digits(12), 'inline'), pair('TARIFA:', rng.pick(['PDBT', 'GDMTH', 'GDMTO']), 'inline'), pair('PERIODO FACTURADO:', `${formatDate(addDays(date, -60), 'mon')} - ${formatDate(addDays(date, -1), 'mon')}`, 'inline'));
      blocks.push(pair('Fecha de emisión:', formatDate(date, 'mon'), 'inline'), pair('TOTAL A PAGAR:', formatMoney(importe, 'dollar'), 'inline'), pair('LÍMITE DE PAGO:', formatDate(addDays(date, 15), 'mon'), 'inline'));
    } else if (variant === 1) {
      blocks.push(space(6), title('Factura / Estado de cuenta', 12), space(6));
      blocks.push(pair('Titular', supplier.name, 'tab', 160), pair('Domicilio', `${street}, COL. ${a.colonia}, C.P. ${a.codigoPostal}, ${a.municipio}, ${a.entidad}`, 'tab', 160));
      blocks.push(pair('Teléfono', `${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)}`, 'tab', 160), pair('Fecha de emisión', formatDate(date, 'long'), 'tab', 160), pair('Mes de facturación', monthName(Number(date.slice(5, 7))), 'tab', 160), pair('Total a pagar', formatMoney(importe, 'dollarSpace'), 'tab', 160));
    } else {
      blocks.push(text(`Organismo operador · ${a.municipio}`, { size: 8 }), space(6), title('RECIBO DE PAGO DE SERVICIOS', 12), space(6));
      blocks.push(pair('Usuario', supplier.name, 'below'), pair('Dirección del servicio', `${street}`, 'below'), text(`${a.colonia}, ${a.municipio}, ${a.entidad}`), pair('Código postal', a.codigoPostal, 'below'));
      blocks.push({ t: 'table', headers: ['Cuenta', 'Fecha de emisión', 'Consumo m3', 'Importe'], rows: [[rng.digits(9), formatDate(date, 'slash'), String(rng.int(10, 400)), formatMoney(importe, 'dollar')]] });
    }
    blocks.push(space(10), rule, text('Conserve este documento. Es válido como comprobante de domicilio.', { size: 7 }));
    return { blocks, truth, style: { margin: 46, baseSize: 10 }, title: 'Recibo', producer: emisor, date };
  },
};
