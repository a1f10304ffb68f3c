/**
 * The 22nd CSF layout (written in session 13 without reading the parsers): the constancia as a compliance platform
 * that downloads it from the SAT for its users reprints it: the platform's cover band (who obtained it and when), then
 * the SAT's data with each label over its value, the address as a headed table of its parts, place and date of issue
 * on one line ('Ciudad, Entidad, a 05 de marzo, 2026'), dates as '05 de marzo, 2026', and the activities as numbered
 * lines with their percentage and start date.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, rule, sealNoise, space, text } from '../common';
import type { CsfFacts } from '../eighth/csf';
import { longCommaDate } from './formats';

export const csfTwentysecond = 'reimpresion-de-plataforma-de-cumplimiento-etiqueta-sobre-valor-domicilio-en-tabla-por-partes-actividades-numeradas-fecha-con-coma';

export function csfTwentysecondDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const d = longCommaDate;
  const below = (label: string, value: string): Block => pair(label, value, 'below');
  const identity: Block[] =
    supplier.kind === 'fisica'
      ? [below('CURP', supplier.curp ?? ''), below('Nombre(s) y apellidos', supplier.name)]
      : [below('Denominación o razón social', supplier.name), below('Régimen de capital', supplier.regimenCapital ?? '')];
  const blocks: Block[] = [
    { t: 'box', lines: ['Documento descargado del SAT por CumpleFácil a solicitud del contribuyente.', `Expediente ${rng.digits(6)}  ·  Verifique la autenticidad con el código QR del original.`], size: 7 },
    space(4),
    text('CONSTANCIA DE SITUACIÓN FISCAL', { bold: true, size: 11.5 }),
    text(`${f.truth.lugarEmision ?? ''}, a ${d(date)}`, { size: 8.5 }),
    space(4),
    { t: 'table', headers: ['RFC', 'idCIF', 'Estatus en el padrón'], rows: [[supplier.rfc, idCif, 'ACTIVO']], widths: [1.4, 1.2, 1.2], size: 8.5 },
    ...identity,
    below('Fecha de inicio de operaciones', d(start)),
    space(2),
    {
      t: 'table',
      title: 'Domicilio fiscal',
      headers: ['C.P.', 'Vialidad', 'No. ext.', 'No. int.', 'Colonia'],
      rows: [[a.codigoPostal, `${a.vialidadTipo} ${a.vialidad}`, a.numero, a.interior ?? '', a.colonia]],
      widths: [0.6, 2, 0.6, 0.6, 2],
      size: 7.5,
    },
    { t: 'table', headers: ['Municipio o demarcación territorial', 'Entidad federativa'], rows: [[a.municipio, a.entidad]], widths: [1, 1], size: 7.5 },
    space(2),
    text('Actividades económicas', { bold: true, size: 8.5 }),
    ...f.chosenActivities.map((act, i) => text(`${i + 1}. ${act} — ${f.percents[i] ?? ''} % — desde ${d(start)}`, { size: 7.5, indent: 8 })),
    text('Regímenes', { bold: true, size: 8.5 }),
    ...f.regimes.map((r, i) => text(`${i + 1}. ${r} — desde ${d(start)}`, { size: 7.5, indent: 8 })),
    space(4),
    rule,
    text(`Sello digital: ${sealNoise(rng, 96)}`, { size: 6 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 42, baseSize: 9, footer: (p, n) => `CumpleFácil · copia del documento emitido por el SAT · ${p} de ${n}` }, title: 'Constancia de Situación Fiscal (copia)', producer: 'CumpleFácil', date };
}
