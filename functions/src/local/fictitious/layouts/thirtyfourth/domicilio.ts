/**
 * The 34th proof of address (written in session 14 without reading the parsers): a landline-and-internet bill's
 * dense first page: the customer's name in bold over a band with 'Domicilio del servicio' (the address in three
 * lines), 'Resumen de su cuenta' (the charges, the total) and 'Información fiscal' (the issuer's name,
 * R.F.C. and address, longer than its neighbours, so it goes on after they end), a narrow sidebar of the help numbers;
 * the bill's dates as 'ddMMMaa' in a header strip. Wiring: pass emisor: telmexDenseIssuer (the bill prints its
 * issuer's own name).
 */
import { addDays, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { DomicilioNinthFacts } from '../ninth/domicilio';
import { band, densePage, packedMon } from './formats';

export const domicilioThirtyfourth = 'recibo-telefonico-denso-cliente-resumen-e-informacion-fiscal-en-recuadros-lado-a-lado-fechas-ddmmmaa-barra-lateral-de-ayuda';
export const telmexDenseIssuer = 'TELÉFONOS DE MÉXICO, S.A.B. DE C.V.';

export function domicilioThirtyfourthDocument(f: DomicilioNinthFacts): BuiltDocument {
  const { rng, supplier, date, importe } = f;
  const a = supplier.address;
  const telefono = `${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)}`;
  const renta = Math.round(importe * 0.78 * 100) / 100;
  const iva = Math.round((importe - renta) * 100) / 100;
  const m = (x: number) => formatMoney(x, 'dollar');
  const blocks: Block[] = [
    text('Tu estado de cuenta', { bold: true, size: 12 }),
    { t: 'table', headers: ['Teléfono', 'Fecha de emisión', 'Periodo', 'Pagar antes de'], widths: [1, 1, 1.6, 1], size: 7.5, rows: [[telefono, packedMon(date), `${packedMon(addDays(date, -30))} AL ${packedMon(addDays(date, -1))}`, packedMon(addDays(date, 15))]] },
    { t: 'space', h: 4 },
    text(supplier.name, { bold: true, size: 9 }),
    band(
      [
        { caption: 'Domicilio del servicio', split: 0.9, lines: [[`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`, ''], [`COL. ${a.colonia}, C.P. ${a.codigoPostal}`, ''], [`${a.municipio}, ${a.entidad}`, '']] },
        { caption: 'Resumen de su cuenta', lines: [['Renta mensual', m(renta)], ['IVA 16%', m(iva)], ['Total a pagar', m(importe)]] },
        { caption: 'Información fiscal', split: 0.9, lines: [[f.emisor, ''], ['RFC TME840315KT6', ''], ['PARQUE VÍA 190', ''], ['COL. CUAUHTÉMOC, C.P. 06500', ''], ['CUAUHTÉMOC, CIUDAD DE MÉXICO', ''], ['Régimen General de Ley', '']] },
      ],
      { widths: [1.5, 1.1, 1.7], sidebar: { caption: 'Atención', lines: ['800 123 2222', 'Reportes 050', 'Consulte su saldo', 'en telmex.com'] } },
    ),
    { t: 'space', h: 6 },
    text('Pague en tiendas de conveniencia, bancos o en línea con su número telefónico. Evite la suspensión del servicio pagando antes de la fecha límite.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: densePage([], (p, n) => `Hoja ${p} de ${n}`), title: 'Estado de cuenta Telmex', producer: 'StreamServe Persuasion SP5', date };
}
