/**
 * The 20th CSF layout (held out from session 12, written without reading the parsers): the constancia as the SAT's
 * 2024 print from the SAT ID app lays out its first page: the header line with the RFC and idCIF at the right, the
 * 'Lugar y Fecha de Emisión' split on two lines (place, then '05 DE MARZO DEL 2026'), the identification and address
 * data as label/value columns at a tab, dates as '05-03-2026', and the activities and regimes as tables whose
 * percentage carries its '%' sign.
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, rule, satSeal, space, text } from '../common';
import type { CsfFacts } from '../eighth/csf';

export const csfTwentieth = 'impresion-2024-sat-id-rfc-e-idcif-a-la-derecha-lugar-y-fecha-en-dos-renglones-pares-a-tabulador-porcentaje-con-signo';

export function csfTwentiethDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const d = (iso: string) => formatDate(iso, 'dash');
  const row = (label: string, value: string): Block => pair(label, value, 'tab', 200);
  const identity: Block[] =
    supplier.kind === 'fisica'
      ? [row('CURP:', supplier.curp ?? ''), row('Nombre (s) y apellidos:', supplier.name)]
      : [row('Denominación / Razón Social:', supplier.name), row('Régimen Capital:', supplier.regimenCapital ?? ''), row('Nombre Comercial:', '')];
  const blocks: Block[] = [
    text('CONSTANCIA DE SITUACIÓN FISCAL', { bold: true, size: 12 }),
    text(`RFC ${supplier.rfc}`, { align: 'right', bold: true, size: 10 }),
    text(`idCIF ${idCif}`, { align: 'right', size: 9 }),
    text('Lugar y Fecha de Emisión', { size: 7.5 }),
    text(f.truth.lugarEmision ?? '', { size: 9 }),
    text(formatDate(date, 'longDelUpper'), { size: 9 }),
    space(8),
    text('DATOS DE IDENTIFICACIÓN DEL CONTRIBUYENTE', { bold: true, size: 9 }),
    ...identity,
    row('Fecha inicio de operaciones:', d(start)),
    row('Estatus en el padrón:', 'ACTIVO'),
    row('Fecha de último cambio de estado:', d(start)),
    space(6),
    text('DATOS DEL DOMICILIO REGISTRADO', { bold: true, size: 9 }),
    row('Código Postal:', a.codigoPostal),
    row('Tipo de Vialidad:', a.vialidadTipo),
    row('Nombre de Vialidad:', a.vialidad),
    row('Número Exterior:', a.numero),
    row('Número Interior:', a.interior ?? ''),
    row('Nombre de la Colonia:', a.colonia),
    row('Nombre del Municipio o Demarcación Territorial:', a.municipio),
    row('Nombre de la Entidad Federativa:', a.entidad),
    space(6),
    { t: 'table', title: 'ACTIVIDADES ECONÓMICAS', headers: ['Actividad Económica', '%', 'Inicio', 'Fin'], rows: f.chosenActivities.map((act, i) => [act, `${f.percents[i] ?? ''}%`, d(start), '']), widths: [4.2, 0.6, 1, 0.8], size: 7.5 },
    { t: 'table', title: 'REGÍMENES', headers: ['Régimen', 'Inicio', 'Fin'], rows: f.regimes.map((r) => [r, d(start), '']), widths: [4.8, 1, 0.8], size: 7.5 },
    space(6),
    rule,
    ...satSeal(rng, 'Sello Digital:'),
  ];
  return { blocks, truth: f.truth, style: { margin: 40, baseSize: 9, footer: (p, n) => `${p} / ${n}    Contacto: MarcaSAT 55 627 22 728` }, title: 'Constancia de Situación Fiscal', producer: 'SAT ID', date };
}
