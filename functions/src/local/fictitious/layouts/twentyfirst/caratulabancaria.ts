/**
 * The 21st bank-cover layout (held out from session 13, written without reading the parsers): the first page of a
 * business checking account statement of a regional bank not used by the other layouts (BanBajío): the bank's logo
 * line and its own address and RFC beside the client's mailing block, the client number, account and CLABE in a right
 * column of label lines, the period as 'Del 01-Mar-2026 al 31-Mar-2026', the cut-off as its own line ('Fecha de
 * corte: 31-Mar-2026'), and the summary as label lines with amounts at the right.
 */
import { formatDate, formatMoney } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, rule, space, text } from '../common';
import type { CaratulaFacts } from '../eighth/caratulabancaria';

export const caratulaTwentyfirst = 'estado-de-cuenta-de-banco-regional-domicilio-del-banco-junto-al-del-cliente-columna-de-datos-de-cuenta-fechas-con-mes-abreviado-con-guiones';

/** A regional bank none of the other layouts uses; its CLABE starts with its own bank code. */
export const regionalBank = { code: '030', name: 'BANBAJÍO', legal: 'Banco del Bajío, S.A., Institución de Banca Múltiple' };

export function caratulaTwentyfirstDocument(f: CaratulaFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, clabe, cuenta, from, corte } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'monTitleDash');
  const row = (label: string, value: string): Block => pair(label, value, 'tab', 330);
  const blocks: Block[] = [
    text(f.bankName, { bold: true, size: 17 }),
    text(`${f.bankLegal}  ·  Av. Manuel J. Clouthier 508, Jardines del Campestre, León, Gto.  ·  R.F.C. BBA940707IE1`, { size: 6.5 }),
    space(8),
    text('ESTADO DE CUENTA  ·  CUENTA DE CHEQUES EMPRESARIAL', { bold: true, size: 10 }),
    space(4),
    text(supplier.name, { bold: true, size: 9 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}, COL. ${a.colonia}`, { size: 8.5 }),
    text(`C.P. ${a.codigoPostal} ${a.municipio}, ${a.entidad}`, { size: 8.5 }),
    text(`R.F.C.: ${supplier.rfc}`, { size: 8.5 }),
    space(6),
    row('No. de cliente', f.cliente),
    row('Cuenta', cuenta),
    row('CLABE', clabe),
    row('Periodo', `Del ${d(from)} al ${d(corte)}`),
    row('Fecha de corte', d(corte)),
    space(6),
    text('Resumen de saldos', { bold: true, size: 9 }),
    row('Saldo inicial', formatMoney(f.saldoAnterior, 'dollar')),
    row('(+) Depósitos', formatMoney(f.depositos, 'dollar')),
    row('(-) Retiros', formatMoney(f.retiros, 'dollar')),
    row('Saldo final', formatMoney(f.saldo, 'dollar')),
    space(6),
    rule,
    text(`Sucursal ${rng.int(100, 999)}    Ejecutivo de cuenta: Banca Empresarial Bajío    Unidad Especializada de Atención a Usuarios: 477 710 4600`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 42, baseSize: 9, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Estado de cuenta', producer: 'BanBajío', date: corte };
}
