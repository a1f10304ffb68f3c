/**
 * The 10th plantilla layout (held out in session 11, measured there and tuned on since): the 'Relación de personal
 * asignado' as the customer's supplier-compliance platform prints it. The customer (contratante) and its RFC above the
 * supplier's, the period as a sentence ('1 al 31 de marzo de 2026'), the workers with the name split given names first
 * ('Nombre(s)', 'Primer apellido', 'Segundo apellido') and their IMSS hiring date and work centre after the
 * identifiers.
 */
import { formatDate } from '../../format';
import { companyRfc } from '../../identities';
import type { Block } from '../../layout';
import type { Rng } from '../../random';
import type { BuiltDocument } from '../../types';
import { space, text, title } from '../common';
import type { PlantillaFacts } from '../eighth/plantilla';

export const plantillaTenth = 'plataforma-del-cliente-contratante-arriba-nombre-dividido-nombre-primero';

const customers = ['CORPORATIVO INDUSTRIAL DEL NORESTE', 'GRUPO HOSPITALARIO DEL CENTRO', 'DISTRIBUIDORA NACIONAL DE ABARROTES'];
const centres = ['PLANTA', 'ALMACÉN CENTRAL', 'OFICINAS CORPORATIVAS', 'CEDIS'];

export function plantillaTenthDocument(f: Omit<PlantillaFacts, 'producer'> & { rng: Rng }): BuiltDocument {
  const { rng, supplier, period, workers } = f;
  const customer = `${rng.pick(customers)}, S.A. DE C.V.`;
  const customerRfc = companyRfc(rng, customer, `20${String(rng.int(0, 15)).padStart(2, '0')}-1${rng.int(0, 2)}-0${rng.int(1, 9)}`);
  const centre = `${rng.pick(centres)} ${supplier.address.municipio}`;
  const blocks: Block[] = [
    text('Plataforma de cumplimiento de proveedores', { size: 8 }),
    title('Relación de personal asignado', 12),
    space(6),
    text(`Contratante: ${customer}     RFC contratante: ${customerRfc}`, { size: 8 }),
    text(`Proveedor: ${supplier.name}`, { size: 9, bold: true }),
    text(`RFC proveedor: ${supplier.rfc}`, { size: 9 }),
    text(`Periodo: ${Number(period.from.slice(8, 10))} al ${formatDate(period.to, 'longNoPad')}`, { size: 9 }),
    space(6),
    {
      t: 'table',
      headers: ['Nombre(s)', 'Primer apellido', 'Segundo apellido', 'NSS', 'CURP', 'RFC', 'Alta IMSS', 'Centro de trabajo'],
      rows: workers.map((w) => [w.nombre, w.paterno, w.materno, w.nss, w.curp, w.rfc, formatDate(`${rng.int(2016, Number(period.from.slice(0, 4)) - 1)}-0${rng.int(1, 9)}-0${rng.int(1, 9)}`, 'slash'), centre]),
      widths: [1.1, 1.1, 1.1, 1.2, 1.9, 1.4, 0.9, 1.4],
      size: 6.5,
    },
    space(6),
    text(`Personas trabajadoras asignadas: ${workers.length}`, { size: 8 }),
    text('El proveedor manifiesta que la información corresponde al personal que presta los servicios especializados contratados.', { size: 7 }),
  ];
  return { blocks, truth: f.truth, style: { margin: 32, baseSize: 9, footer: (p, n) => `Página ${p} de ${n}` }, title: 'Relación de personal asignado', producer: 'Plataforma de proveedores', date: period.to };
}
