/**
 * The 31st staff list (written in session 14 without reading the parsers): an HR platform's 2026-27 redesigned
 * roster: numbered sections, the contract's cards (the month of service as 'Marzo 2026'), the head count first, then
 * one card per person (the name first name first as the platform keeps it, then the RFC, the CURP and the NSS each on
 * its own line), the cards running over pages, and the accessibility footer.
 */
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { text } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';
import { card, cardRow, monthYear, section, signedStyle } from './formats';

export const plantillaThirtyfirst = 'rediseno-2026-plantilla-en-tarjetas-por-persona-mes-de-servicio-mes-aaaa-total-de-personas-primero';

export function plantillaThirtyfirstDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const blocks: Block[] = [
    text('Relación del personal asignado', { bold: true, size: 13 }),
    text('Prestación de servicios especializados u obras especializadas', { size: 8 }),
    section(1, 'Datos del contrato'),
    ...card('Prestador de servicios', supplier.name),
    ...card('Registro federal de contribuyentes', supplier.rfc),
    cardRow([['Contrato', `CSE-${period.from.slice(0, 4)}/${String(rng.int(1, 400)).padStart(4, '0')}`], ['Mes del servicio', monthYear(period.from)], ['Personas asignadas', String(workers.length)]]),
    section(2, 'Personal asignado'),
    ...workers.map((w, i): Block => ({ t: 'box', size: 8, lines: [`${i + 1}. ${w.fullName}`, `RFC ${w.rfc}`, `CURP ${w.curp}`, `NSS ${w.nss}`] })),
  ];
  return { blocks, truth: f.truth, style: signedStyle('Plataforma de Recursos Humanos · Reportes'), title: 'Relación del personal asignado', producer: 'Plataforma RH 2026', date: period.to };
}
