/**
 * The 12th registro patronal layout (held out in session 11, measured there and tuned on since): the 'Constancia de
 * registro patronal' the IMSS subdelegación prints at its counter: the work centre's address first (as the envelope of
 * the notice shows it), the registro alone in a box under its caption, the patrón's name and RFC as 'label: value'
 * lines, and the registration's details in a header-less grid three pairs wide (clase, fracción, prima; fecha de alta
 * as '03/marzo/2015', modalidad, subdelegación).
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { pair, rule, sealNoise, space, text, title } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';

export const regPatronalTwelfth = 'constancia-de-ventanilla-domicilio-primero-registro-en-recuadro-rejilla-de-tres-pares';

export function regPatronalTwelfthDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const a = supplier.address;
  const rp = supplier.registroPatronal;
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 10 }),
    text(`Subdelegación ${a.municipio} · Departamento de Afiliación-Vigencia`, { size: 8 }),
    space(8),
    text('Domicilio del centro de trabajo', { size: 7.5 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`, { size: 9 }),
    text(`COL. ${a.colonia}, C.P. ${a.codigoPostal}`, { size: 9 }),
    text(`${a.municipio}, ${a.entidad}`, { size: 9 }),
    space(8),
    title('CONSTANCIA DE REGISTRO PATRONAL', 12),
    space(4),
    text('Registro patronal', { align: 'center', size: 8 }),
    { t: 'box', lines: [rp], size: 14 },
    space(6),
    pair('Nombre, denominación o razón social:', supplier.name, 'inline'),
    pair('R.F.C.:', supplier.rfc, 'inline'),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Clase', clase, 'Fracción', `${fraccion} ${actividad}`, 'Prima', prima],
        ['Fecha de alta', formatDate(alta, 'slashMonthName'), 'Modalidad', `${rp.slice(8, 10)} Obligatoria`, 'Subdelegación', rp.slice(1, 3)],
      ],
      widths: [1, 1.5, 1, 2.2, 1.1, 1],
      size: 8.5,
    },
    space(10),
    text('La presente constancia se expide a solicitud del patrón para los fines que a su interés convengan.', { size: 8.5 }),
    space(8),
    rule,
    text(`Sello digital: ${sealNoise(rng, 70)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 50, baseSize: 10, footer: (p, n) => `IMSS · ${p}/${n}` }, title: 'Constancia de registro patronal', producer: 'IMSS Subdelegación', date: alta };
}
