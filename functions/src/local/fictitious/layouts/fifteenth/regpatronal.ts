/**
 * The 15th registro patronal layout (held out from session 12, written without reading the parsers): the 'Resolución de
 * clasificación de la empresa' the IMSS issues with the registration: an oficio addressed to the patrón (name and RFC
 * in the address block), the date of registration inside the resolution's text ('con fecha de alta 20 de Mayo de
 * 2018'), and the classification as a headed row (registro patronal, fracción, clase in Roman figures, the class's
 * prima media and the prima assigned).
 */
import { formatDate } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { RegPatronalFacts } from '../eighth/regpatronal';

export const regPatronalFifteenth = 'resolucion-de-clasificacion-de-empresa-oficio-fecha-de-alta-en-el-texto-fila-registro-fraccion-clase-prima-media';

/** The Reglamento's prima media per class (Artículo 73 LSS). */
const primaMedia: Record<string, string> = { I: '0.54355', II: '1.13065', III: '2.59840', IV: '4.65325', V: '7.58875' };

export function regPatronalFifteenthDocument(f: RegPatronalFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, alta, clase, fraccion, actividad, prima } = f;
  const a = supplier.address;
  const blocks: Block[] = [
    text('INSTITUTO MEXICANO DEL SEGURO SOCIAL', { bold: true, size: 10.5 }),
    text(`Subdelegación ${a.municipio} · Departamento de Afiliación-Vigencia`, { size: 8 }),
    space(6),
    text(`Oficio núm. ${rng.digits(2)}-${rng.digits(4)}/${alta.slice(0, 4)}`, { align: 'right', size: 8.5 }),
    text('Asunto: Resolución de clasificación de la empresa', { align: 'right', size: 8.5 }),
    space(8),
    text(supplier.name, { bold: true, size: 10 }),
    text(`R.F.C. ${supplier.rfc}`, { size: 9 }),
    text(`${a.vialidadTipo} ${a.vialidad} ${a.numero}, COL. ${a.colonia}`, { size: 8.5 }),
    text(`${a.municipio}, ${a.entidad}`, { size: 8.5 }),
    space(8),
    title('RESOLUCIÓN', 11),
    text(
      `Con base en el aviso de inscripción presentado, con fecha de alta ${formatDate(alta, 'longCap')}, y de conformidad con los artículos 18 y 196 del Reglamento de la Ley del Seguro Social en Materia de Afiliación, Clasificación de Empresas, Recaudación y Fiscalización, la empresa queda clasificada para efectos del seguro de riesgos de trabajo por su actividad de ${actividad.toLowerCase()}, como sigue:`,
      { size: 9 },
    ),
    space(6),
    {
      t: 'table',
      headers: ['Registro patronal', 'Fracción', 'Clase', 'Prima media', 'Prima asignada'],
      rows: [[supplier.registroPatronal, fraccion, clase, primaMedia[clase] ?? '', prima]],
      widths: [1.5, 0.9, 0.7, 1, 1.1],
      size: 9,
    },
    space(6),
    text('La prima asignada se aplicará hasta que la empresa determine su siniestralidad conforme al artículo 74 de la Ley del Seguro Social.', { size: 8 }),
    space(10),
    text('A t e n t a m e n t e', { size: 9 }),
    rule,
    text(`Firma electrónica: ${sealNoise(rng, 64)}`, { size: 6.5 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 54, baseSize: 10, footer: (p, n) => `${p}/${n}` }, title: 'Resolución de clasificación', producer: 'IMSS', date: alta };
}
