/**
 * The 13th registro patronal layout (held out from session 11, after the 12th was measured): SUA's 'Datos del patrón'
 * report, printed from the patrón's record as the employer keeps it in SUA: two sections ('DATOS GENERALES', 'DATOS DE
 * AFILIACIÓN') of fixed-width lines in capitals whose labels and values are joined by dotted leaders, the activity and
 * the work centre's address among the general data, and the affiliation data (delegación and subdelegación, área
 * geográfica, clase with the risk's name, fracción, prima and the date of registration as '03/03/2015').
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { leader, rule, space, text, title } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';

export const regPatronalThirteenth = 'sua-datos-del-patron-lineas-con-puntos-guia-dos-secciones-fecha-dd-mm-aaaa';

const riskNames: Record<string, string> = { I: 'ORDINARIO DE VIDA', II: 'BAJO', III: 'MEDIO', IV: 'ALTO', V: 'MÁXIMO' };

export function regPatronalThirteenthDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const a = supplier.address;
  const rp = supplier.registroPatronal;
  const line = (label: string, value: string) => leader(label, value, 30, 9);
  const blocks: Block[] = [
    text('SISTEMA ÚNICO DE AUTODETERMINACIÓN', { bold: true, size: 9 }),
    space(4),
    title('DATOS DEL PATRÓN', 12),
    space(8),
    text('DATOS GENERALES', { bold: true, size: 9.5 }),
    line('REGISTRO PATRONAL', rp),
    line('R.F.C.', supplier.rfc),
    line('RAZÓN SOCIAL', supplier.name),
    line('ACTIVIDAD', actividad.toUpperCase()),
    line('DOMICILIO', `${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}`),
    line('COLONIA', a.colonia),
    line('POBLACIÓN', `${a.municipio}, ${a.entidad}`),
    line('CÓDIGO POSTAL', a.codigoPostal),
    space(8),
    text('DATOS DE AFILIACIÓN', { bold: true, size: 9.5 }),
    line('DELEGACIÓN IMSS', a.entidad),
    line('SUBDELEGACIÓN IMSS', rp.slice(1, 3)),
    line('ÁREA GEOGRÁFICA', 'RESTO DEL PAÍS'),
    line('FECHA DE REGISTRO', formatDate(alta, 'slash')),
    line('CLASE DE RIESGO', `${clase} - RIESGO ${riskNames[clase] ?? ''}`),
    line('FRACCIÓN', fraccion),
    line('PRIMA DE RIESGO DE TRABAJO', prima),
    line('CONVENIO DE REEMBOLSO', 'NO'),
    space(10),
    rule,
    text(`SUA 3.6.${rng.int(0, 9)} · Impreso desde el catálogo de patrones`, { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 54, baseSize: 9, footer: (p, n) => `SUA · ${p}/${n}` }, title: 'Datos del patrón', producer: 'SUA', date: alta };
}
