/**
 * The 10th layout of the ICSOE and SISUB acuses (held out in session 11, measured there and tuned on since): the acuse
 * listing each contract with the customer it was signed with (the contratante's RFC and name beside the number of
 * workers), the patrón's data as a header-less grid, the period as its months ('Enero-Abril') with the ejercicio in a
 * row of its own, the totals in two lines under the table and the folio at the top right.
 */
import { formatDate } from '../../format';
import { companyRfc } from '../../identities';
import type { Block } from '../../layout';
import type { BuiltDocument } from '../../types';
import { rule, sealNoise, space, text, title } from '../common';
import type { AcuseFacts } from '../eighth/cuatrimestral-acuse';

export const acuseTenth = 'acuse-contratos-con-rfc-del-contratante-periodo-meses-ejercicio-aparte';

const spans = ['Enero-Abril', 'Mayo-Agosto', 'Septiembre-Diciembre'];
const customers = ['HOTELERA DEL PACÍFICO', 'MANUFACTURAS METÁLICAS DEL NORTE', 'CENTRO COMERCIAL LAS AMÉRICAS', 'HOSPITAL REGIONAL DEL BAJÍO', 'ALIMENTOS PROCESADOS DE OCCIDENTE', 'TRANSPORTES UNIDOS DEL GOLFO'];
const objects = ['Limpieza de instalaciones', 'Vigilancia', 'Mantenimiento industrial', 'Comedor de personal', 'Jardinería'];

export function acuseTenthDocument(f: AcuseFacts): BuiltDocument {
  const { rng, kind, supplier, cuatrimestre, year, presented, hhmm, folio, tipo, contratos, trabajadores } = f;
  const names = rng.shuffle(customers);
  const contractRows = Array.from({ length: contratos }, (_, i) => {
    const name = `${names[i % names.length] ?? ''}, S.A. DE C.V.`;
    const workers = Math.floor(trabajadores / contratos) + (i < trabajadores % contratos ? 1 : 0);
    return [String(i + 1), companyRfc(rng, name, `20${String(rng.int(3, 19)).padStart(2, '0')}-0${rng.int(1, 9)}-2${rng.int(0, 8)}`), name, rng.pick(objects), String(workers)];
  });
  const blocks: Block[] = [
    text(kind === 'icsoe' ? 'IMSS' : 'INFONAVIT', { bold: true, size: 13 }),
    text(kind === 'icsoe' ? 'Informativa de Contratos de Servicios u Obras Especializados' : 'Sistema de Información de Subcontratación', { size: 8 }),
    text(`Número de folio: ${folio}`, { align: 'right', size: 9, bold: true }),
    space(6),
    title('Acuse de recibo', 13),
    space(6),
    {
      t: 'table',
      headers: [],
      rows: [
        ['Nombre o razón social', supplier.name],
        ['RFC', supplier.rfc],
        ['Registro patronal', supplier.registroPatronal],
        ['Cuatrimestre', spans[cuatrimestre - 1] ?? ''],
        ['Ejercicio fiscal', year],
        ['Tipo de declaración', tipo === 'NORMAL' ? 'Normal' : 'Complementaria'],
      ],
      widths: [1.6, 4],
      size: 9,
    },
    space(6),
    { t: 'table', title: 'Contratos informados', headers: ['No.', 'RFC del contratante', 'Contratante', 'Objeto del contrato', 'Trabajadores'], rows: contractRows, widths: [0.4, 1.4, 2.8, 1.8, 0.9], size: 7.5 },
    text(`Total de contratos: ${contratos}`, { size: 9 }),
    text(`Total de trabajadores: ${trabajadores}`, { size: 9 }),
    space(6),
    text(`Recibido el ${formatDate(presented, 'slash')} a las ${hhmm} horas.`, { size: 9 }),
    space(10),
    rule,
    text(`Sello digital: ${sealNoise(rng, 80)}`, { size: 7 }),
  ];
  return {
    blocks,
    truth: f.truth,
    style: { margin: 46, baseSize: 10, footer: (p, n) => `Página ${p} de ${n}` },
    title: `Acuse ${kind.toUpperCase()}`,
    producer: kind === 'icsoe' ? 'IMSS ICSOE' : 'Infonavit SISUB',
    date: presented,
  };
}
