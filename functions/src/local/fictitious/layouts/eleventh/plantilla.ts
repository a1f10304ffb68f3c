/**
 * The 11th plantilla layout (held out in session 11, measured there and tuned on since): the 'Anexo de personal' a
 * supplier attaches to its monthly REPSE file, typed in a word processor. The company and its RFC in a header that
 * every page repeats, the period as 'marzo/2026', one row a worker with a consecutive number, the name, the NSS and
 * CURP stacked in one cell ('NSS … CURP …', so the cell runs over two lines), the RFC apart and the job, and the legal
 * representative's signature block with the date as '03-marzo-2026'.
 */
import { formatDate, monthName } from '../../format';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text, title } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';

export const plantillaEleventh = 'anexo-de-personal-encabezado-repetido-nss-y-curp-en-una-celda-periodo-mes-barra-anio';

const jobs = ['Auxiliar de limpieza', 'Guardia de seguridad', 'Técnico de mantenimiento', 'Supervisor de turno', 'Ayudante general', 'Cocinero'];

export function plantillaEleventhDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const signed = period.to;
  const blocks: Block[] = [
    title('ANEXO DE PERSONAL ASIGNADO', 12),
    text(`Periodo: ${monthName(Number(period.from.slice(5, 7)))}/${period.from.slice(0, 4)}`, { align: 'center', size: 9 }),
    space(8),
    {
      t: 'table',
      headers: ['No.', 'Nombre completo', 'Seguridad social y CURP', 'RFC', 'Puesto'],
      rows: workers.map((w, i) => [String(i + 1), w.fullName, `NSS ${w.nss} CURP ${w.curp}`, w.rfc, rng.pick(jobs)]),
      widths: [0.35, 2.2, 1.7, 1.4, 1.4],
      size: 7.5,
    },
    space(6),
    text(`Total de personas trabajadoras: ${workers.length}`, { size: 8.5 }),
    space(18),
    text('_______________________________', { align: 'center' }),
    text('Representante legal', { align: 'center', size: 8.5 }),
    text(`${supplier.address.municipio}, ${supplier.address.entidad}, ${formatDate(signed, 'longDash')}`, { align: 'center', size: 8.5 }),
  ];
  return {
    blocks,
    truth: f.truth,
    // The word processor's page header: the company and its RFC on every page.
    style: { margin: 44, baseSize: 9, header: [`${supplier.name} · RFC ${supplier.rfc}`], footer: (p, n) => `Página ${p} de ${n}` },
    title: 'Anexo de personal',
    producer: 'Microsoft Word',
    date: signed,
  };
}
