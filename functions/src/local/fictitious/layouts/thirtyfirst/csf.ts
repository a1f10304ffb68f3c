/**
 * The 31st CSF (written in session 14 without reading the parsers): the SAT's 2026-27 redesign of the constancia:
 * numbered sections of cards with sentence-case captions ('Registro federal de contribuyentes', 'Fecha de inicio de
 * operaciones'), the padrón status as a chip in brackets ('[Activo]'), ISO dates in the identification and the
 * tables, the issue date with its weekday, the address as rows of short cards, the activities' percentages with their
 * sign ('40 %'), the QR block and the accessibility footer.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { satSeal, text } from '../common';
import type { CsfFacts } from '../eighth/csf';
import { bracketChip, card, cardRow, qrBlock, section, signedStyle, weekdayDate } from './formats';

export const csfThirtyfirst = 'rediseno-2026-secciones-numeradas-tarjetas-rfc-con-nombre-completo-estatus-en-corchetes-fechas-iso-domicilio-en-filas-de-tarjetas-qr';

export function csfThirtyfirstDocument(f: CsfFacts & { rng: Rng }): BuiltDocument {
  const { rng, supplier, date, idCif, start } = f;
  const a = supplier.address;
  const fisica = supplier.kind === 'fisica';
  const blocks: Block[] = [
    text('Constancia de situación fiscal', { bold: true, size: 14 }),
    text(`${f.truth.lugarEmision ?? ''} · ${weekdayDate(date)}`, { size: 9 }),
    section(1, 'Datos de identificación del contribuyente'),
    ...card('Registro federal de contribuyentes', supplier.rfc),
    ...card('Identificador de la constancia (idCIF)', idCif),
    ...card(fisica ? 'Nombre completo' : 'Denominación o razón social', supplier.name),
    ...(fisica ? card('Clave única de registro de población (CURP)', supplier.curp ?? '') : card('Régimen de capital', supplier.regimenCapital ?? '')),
    ...card('Fecha de inicio de operaciones', start),
    ...card('Estatus en el padrón', bracketChip('Activo')),
    section(2, 'Domicilio fiscal'),
    cardRow([['Código postal', a.codigoPostal], ['Tipo de vialidad', a.vialidadTipo], ['Nombre de vialidad', a.vialidad]], [1, 1, 2.4]),
    cardRow([['Número exterior', a.numero], ['Número interior', a.interior ?? ''], ['Colonia', a.colonia]], [1, 1, 2.4]),
    cardRow([['Municipio o demarcación territorial', a.municipio], ['Entidad federativa', a.entidad]]),
    section(3, 'Actividades económicas'),
    { t: 'table', headers: ['Orden', 'Actividad económica', 'Porcentaje', 'Inicio', 'Fin'], widths: [0.6, 3.6, 0.9, 1.1, 0.8], size: 7.5, rows: f.chosenActivities.map((act, i) => [String(i + 1), act, `${f.percents[i] ?? ''} %`, start, '—']) },
    section(4, 'Regímenes'),
    { t: 'table', headers: ['Régimen', 'Inicio', 'Fin'], widths: [3.8, 1.1, 0.8], size: 7.5, rows: f.regimes.map((r) => [r, start, '—']) },
    section(5, 'Verificación'),
    qrBlock(rng, 'https://verifica.sat.gob.mx/csf'),
    ...satSeal(rng, 'Sello digital'),
  ];
  return { blocks, truth: f.truth, style: signedStyle('Servicio de Administración Tributaria · Constancia de situación fiscal'), title: 'Constancia de situación fiscal', producer: 'SAT · Constancias 2026', date };
}
