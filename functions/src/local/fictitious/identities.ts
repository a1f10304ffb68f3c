/**
 * Fictitious but valid Mexican identities: RFC (real date, right check digit), CURP (state code, check digit), NSS
 * (Luhn), CLABE (3-7-1 digit), registro patronal, CFDI UUID. Names and places come from small lists; the people and
 * companies do not exist.
 */
import { clabeCheckDigit, curpCheckDigit, nssCheckDigit, rfcCheckDigit } from '@expediente/contracts';
import type { Rng } from './random';
import { pad2 } from './format';

export type Address = {
  vialidadTipo: string;
  vialidad: string;
  numero: string;
  interior?: string | undefined;
  colonia: string;
  codigoPostal: string;
  municipio: string;
  entidad: string;
};

export type Supplier = {
  rfc: string;
  /** Razón social as SAT prints it (upper case, with the société's type). */
  name: string;
  registroPatronal: string;
  address: Address;
  /** Date of incorporation (moral) or of birth (física), ISO: the RFC's date. */
  constitucion: string;
  kind: 'moral' | 'fisica';
  /** Persona física only. */
  curp?: string | undefined;
  /** The société's long form, for CSF's "Régimen capital" (moral only). */
  regimenCapital?: string | undefined;
};

export type Worker = {
  nombre: string;
  paterno: string;
  materno: string;
  fullName: string;
  curp: string;
  rfc: string;
  nss: string;
  /** Salario base de cotización (daily), pesos. */
  sbc: number;
};

const givenNames = ['JUAN', 'MARÍA', 'JOSÉ', 'GUADALUPE', 'LUIS', 'ANA', 'CARLOS', 'SOFÍA', 'MIGUEL', 'FERNANDA', 'JORGE', 'VERÓNICA', 'RICARDO', 'PATRICIA', 'ALEJANDRO', 'DANIELA', 'ÓSCAR', 'ROCÍO', 'EDUARDO', 'IRMA'];
const surnames = ['HERNÁNDEZ', 'GARCÍA', 'MARTÍNEZ', 'LÓPEZ', 'GONZÁLEZ', 'RODRÍGUEZ', 'PÉREZ', 'SÁNCHEZ', 'RAMÍREZ', 'CRUZ', 'FLORES', 'GÓMEZ', 'MORALES', 'VÁZQUEZ', 'REYES', 'JIMÉNEZ', 'TORRES', 'DÍAZ', 'GUTIÉRREZ', 'MENDOZA', 'NÚÑEZ', 'ORTIZ', 'CASTILLO', 'ROMERO', 'PEÑA', 'ÁVILA', 'SALAZAR', 'ESCOBEDO'];
const businessWords = ['SERVICIOS', 'SOLUCIONES', 'GRUPO', 'CORPORATIVO', 'OPERADORA', 'PROVEEDORA', 'CONSULTORES', 'INTEGRADORA'];
const businessTopics = ['INTEGRALES DE LIMPIEZA', 'DE SEGURIDAD PRIVADA', 'LOGÍSTICOS', 'DE MANTENIMIENTO INDUSTRIAL', 'DE COMEDOR', 'TECNOLÓGICOS', 'DE JARDINERÍA', 'DE PERSONAL ESPECIALIZADO', 'EN INGENIERÍA', 'DE TRANSPORTE'];
const businessPlaces = ['DEL BAJÍO', 'DEL NORTE', 'DE OCCIDENTE', 'MEXICANOS', 'DEL GOLFO', 'AZTECA', 'DEL PACÍFICO', 'PENINSULARES'];
const societies: [string, string][] = [
  ['S.A. DE C.V.', 'SOCIEDAD ANONIMA DE CAPITAL VARIABLE'],
  ['S. DE R.L. DE C.V.', 'SOCIEDAD DE RESPONSABILIDAD LIMITADA DE CAPITAL VARIABLE'],
  ['S.A.P.I. DE C.V.', 'SOCIEDAD ANONIMA PROMOTORA DE INVERSION DE CAPITAL VARIABLE'],
  ['S.C.', 'SOCIEDAD CIVIL'],
];

type Place = { municipio: string; entidad: string; cp: string; colonias: string[] };
const places: Place[] = [
  { municipio: 'MONTERREY', entidad: 'NUEVO LEÓN', cp: '64', colonias: ['CENTRO', 'OBISPADO', 'MITRAS CENTRO', 'VISTA HERMOSA'] },
  { municipio: 'GUADALAJARA', entidad: 'JALISCO', cp: '44', colonias: ['AMERICANA', 'LADRÓN DE GUEVARA', 'PROVIDENCIA', 'SANTA TERE'] },
  { municipio: 'QUERÉTARO', entidad: 'QUERÉTARO', cp: '76', colonias: ['CENTRO', 'JURIQUILLA', 'EL PUEBLITO', 'CARRETAS'] },
  { municipio: 'CUAUHTÉMOC', entidad: 'CIUDAD DE MÉXICO', cp: '06', colonias: ['JUÁREZ', 'ROMA NORTE', 'CONDESA', 'DOCTORES'] },
  { municipio: 'LEÓN', entidad: 'GUANAJUATO', cp: '37', colonias: ['JARDINES DEL MORAL', 'CENTRO', 'LOS GAVILANES', 'SAN ISIDRO'] },
  { municipio: 'PUEBLA', entidad: 'PUEBLA', cp: '72', colonias: ['LA PAZ', 'ANZURES', 'CENTRO', 'HUEXOTITLA'] },
  { municipio: 'MÉRIDA', entidad: 'YUCATÁN', cp: '97', colonias: ['GARCÍA GINERÉS', 'MONTEJO', 'ITZIMNÁ', 'CENTRO'] },
];
const streets = ['INSURGENTES', 'JUÁREZ', 'MORELOS', 'HIDALGO', 'REFORMA', 'DE LA PAZ', 'VENUSTIANO CARRANZA', '5 DE MAYO', 'CONSTITUCIÓN', 'LÁZARO CÁRDENAS'];
const streetKinds = ['AVENIDA', 'CALLE', 'BOULEVARD', 'CALZADA'];

/** State codes for CURP, by the entidad they stand for (only the places we use plus a few others). */
const curpStates = ['NL', 'JC', 'QT', 'DF', 'GT', 'PL', 'YN', 'MC', 'VZ', 'SL', 'CH', 'SR'];

const stripAccents = (s: string): string =>
  s
    .replace(/Ñ/g, 'X')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

function isoDate(rng: Rng, fromYear: number, toYear: number): string {
  const y = rng.int(fromYear, toYear);
  const m = rng.int(1, 12);
  const d = rng.int(1, 28);
  return `${y}-${pad2(m)}-${pad2(d)}`;
}
const yymmdd = (iso: string): string => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);

const HOMOCLAVE = '123456789ABCDEFGHIJKLMNPQRSTUVWXYZ';
function withRfcCheck(first: string): string {
  return first + rfcCheckDigit(`${first}0`);
}

/** RFC of a persona moral: three letters of the name, the date of incorporation, homoclave, check digit. */
export function companyRfc(rng: Rng, name: string, constitucion: string): string {
  const ignored = new Set(['DE', 'DEL', 'LA', 'LAS', 'LOS', 'Y', 'EN', 'S.A.', 'C.V.', 'R.L.', 'S.A.P.I.', 'S.C.']);
  const words = stripAccents(name.split(',')[0] ?? name)
    .split(/\s+/)
    .filter((w) => w && !ignored.has(w));
  let letters = words.map((w) => w[0]).join('');
  if (letters.length < 3) letters = (words[0] ?? 'XXX').slice(0, 3 - letters.length + 1) + letters.slice(1);
  return withRfcCheck(letters.slice(0, 3).padEnd(3, 'X') + yymmdd(constitucion) + rng.chars(2, HOMOCLAVE));
}

function firstInternal(word: string, vowels: boolean): string {
  const re = vowels ? /[AEIOU]/ : /[B-DF-HJ-NP-TV-Z]/;
  for (let i = 1; i < word.length; i++) if (re.test(word[i] ?? '')) return word[i] ?? 'X';
  return 'X';
}

export function personIdentity(rng: Rng): Worker {
  const nombre = rng.pick(givenNames);
  const paterno = rng.pick(surnames);
  let materno = rng.pick(surnames);
  if (materno === paterno) materno = rng.pick(surnames);
  const birth = isoDate(rng, 1965, 2003);
  const sex = rng.pick(['H', 'M']);
  const [p, m, n] = [paterno, materno, nombre].map(stripAccents) as [string, string, string];
  const four = `${p[0]}${firstInternal(p, true)}${m[0]}${n[0]}`;
  const curpBody = `${four}${yymmdd(birth)}${sex}${rng.pick(curpStates)}${firstInternal(p, false)}${firstInternal(m, false)}${firstInternal(n, false)}${Number(birth.slice(0, 4)) < 2000 ? '0' : 'A'}`;
  const curp = curpBody + String(curpCheckDigit(`${curpBody}0`));
  const rfc = withRfcCheck(four + yymmdd(birth) + rng.chars(2, HOMOCLAVE));
  const nssBody = pad2(rng.int(1, 97)) + pad2(rng.int(0, 24)) + birth.slice(2, 4) + rng.digits(4);
  const nss = nssBody + String(nssCheckDigit(nssBody));
  const sbc = Math.round(rng.int(27_000, 120_000)) / 100;
  return { nombre, paterno, materno, fullName: `${nombre} ${paterno} ${materno}`, curp, rfc, nss, sbc };
}

/** Registro patronal: a letter and ten digits (delegación, serial, modalidad, check), e.g. Y5412345106. */
export function registroPatronal(rng: Rng): string {
  return rng.pick(['Y', 'B', 'E', 'C', 'A', 'D']) + rng.digits(2) + rng.digits(5) + rng.pick(['10', '13', '17', '40']) + rng.digits(1);
}

/** How registro patronal is printed: plain, or with the dashes some IMSS forms use. */
export function printRegistroPatronal(rp: string, dashed: boolean): string {
  return dashed ? `${rp.slice(0, 3)}-${rp.slice(3, 8)}-${rp.slice(8, 10)}-${rp.slice(10)}` : rp;
}

export function address(rng: Rng): Address {
  const place = rng.pick(places);
  return {
    vialidadTipo: rng.pick(streetKinds),
    vialidad: rng.pick(streets),
    numero: String(rng.int(1, 3999)),
    interior: rng.chance(0.4) ? `${rng.pick(['PISO', 'LOCAL', 'INT.', 'DESPACHO'])} ${rng.int(1, 12)}` : undefined,
    colonia: rng.pick(place.colonias),
    codigoPostal: place.cp + rng.digits(3),
    municipio: place.municipio,
    entidad: place.entidad,
  };
}

export function supplierIdentity(rng: Rng): Supplier {
  if (rng.chance(0.2)) {
    // Personas físicas with employees (a plumber, a small cleaning business) are suppliers too.
    const p = personIdentity(rng);
    const birth = `${Number(p.rfc.slice(4, 6)) > 30 ? '19' : '20'}${p.rfc.slice(4, 6)}-${p.rfc.slice(6, 8)}-${p.rfc.slice(8, 10)}`;
    return { rfc: p.rfc, name: p.fullName, registroPatronal: registroPatronal(rng), address: address(rng), constitucion: birth, kind: 'fisica', curp: p.curp };
  }
  const name = `${rng.pick(businessWords)} ${rng.pick(businessTopics)} ${rng.pick(businessPlaces)}`;
  const constitucion = isoDate(rng, 1998, 2021);
  const [society, regimenCapital] = rng.pick(societies);
  return {
    kind: 'moral',
    regimenCapital,
    rfc: companyRfc(rng, name, constitucion),
    name: `${name}, ${society}`,
    registroPatronal: registroPatronal(rng),
    address: address(rng),
    constitucion,
  };
}

export function workers(rng: Rng, count: number): Worker[] {
  return Array.from({ length: count }, () => personIdentity(rng));
}

export function clabe(rng: Rng, bankCode: string): string {
  const body = bankCode + rng.digits(3) + rng.digits(11);
  return body + String(clabeCheckDigit(`${body}0`));
}

/** A CFDI UUID (version 4 form), upper case as the truth keeps it. */
export function uuid(rng: Rng): string {
  const hex = (n: number) => rng.chars(n, '0123456789ABCDEF');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${rng.pick(['8', '9', 'A', 'B'])}${hex(3)}-${hex(12)}`;
}

export const banks: { code: string; name: string; legal: string }[] = [
  { code: '012', name: 'BBVA', legal: 'BBVA México, S.A., Institución de Banca Múltiple, Grupo Financiero BBVA México' },
  { code: '002', name: 'BANAMEX', legal: 'Banco Nacional de México, S.A., Integrante del Grupo Financiero Banamex' },
  { code: '014', name: 'SANTANDER', legal: 'Banco Santander México, S.A., Institución de Banca Múltiple' },
  { code: '072', name: 'BANORTE', legal: 'Banco Mercantil del Norte, S.A., Institución de Banca Múltiple, Grupo Financiero Banorte' },
  { code: '021', name: 'HSBC', legal: 'HSBC México, S.A., Institución de Banca Múltiple, Grupo Financiero HSBC' },
  { code: '044', name: 'SCOTIABANK', legal: 'Scotiabank Inverlat, S.A., Institución de Banca Múltiple' },
];

/** One line of a Mexican address the way bills and CSF print it. */
export function addressLine(a: Address): string {
  return `${a.vialidadTipo} ${a.vialidad} ${a.numero}${a.interior ? ` ${a.interior}` : ''}, COL. ${a.colonia}, C.P. ${a.codigoPostal}, ${a.municipio}, ${a.entidad}`;
}
