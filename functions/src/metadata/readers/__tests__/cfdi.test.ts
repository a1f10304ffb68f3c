import { describe, expect, it } from 'vitest';
import { defaultReaderLimits, readDocument } from '../index';
import { ReadError, type ReadErrorCode } from '../types';
import { tesseractOptions } from './fixtures';

type Prefixes = { cfdi: string; nomina: string; tfd: string };

/** A CFDI 4.0 de nómina as PACs write it: the complements declare their prefix on their own element. */
function cfdi(
  options: { prefixes?: Prefixes; uris?: Partial<Record<keyof Prefixes, string>>; tipo?: string; version?: string; bom?: boolean; nomina?: boolean } = {},
): Buffer {
  const { cfdi: c, nomina: n, tfd: t } = options.prefixes ?? { cfdi: 'cfdi', nomina: 'nomina12', tfd: 'tfd' };
  const uri = { cfdi: 'http://www.sat.gob.mx/cfd/4', nomina: 'http://www.sat.gob.mx/nomina12', tfd: 'http://www.sat.gob.mx/TimbreFiscalDigital', ...options.uris };
  const nomina =
    options.nomina === false
      ? ''
      : `
    <${n}:Nomina xmlns:${n}="${uri.nomina}" Version="1.2" TipoNomina="O" FechaPago="2025-03-15" FechaInicialPago="2025-03-01" FechaFinalPago="2025-03-15" NumDiasPagados="15.000" TotalPercepciones="12500.00" TotalDeducciones="1830.45">
      <${n}:Emisor RegistroPatronal="Y5412345108"/>
      <${n}:Receptor Curp="GODE561231HDFMRN09" NumSeguridadSocial="12345678903" FechaInicioRelLaboral="2020-01-06" TipoContrato="01" TipoRegimen="02" NumEmpleado="0042" PeriodicidadPago="04" ClaveEntFed="CMX"/>
      <${n}:Percepciones TotalSueldos="12500.00" TotalGravado="12500.00" TotalExento="0.00">
        <${n}:Percepcion TipoPercepcion="001" Clave="001" Concepto="Sueldo" ImporteGravado="12500.00" ImporteExento="0.00"/>
      </${n}:Percepciones>
    </${n}:Nomina>`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<${c}:Comprobante xmlns:${c}="${uri.cfdi}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd" Version="${options.version ?? '4.0'}" Serie="N" Folio="1042" Fecha="2025-03-15T10:22:31" Sello="QUJD" NoCertificado="30001000000500003416" Certificado="TUlJ" SubTotal="12500.00" Descuento="1830.45" Moneda="MXN" Total="10669.55" TipoDeComprobante="${options.tipo ?? 'N'}" Exportacion="01" MetodoPago="PUE" LugarExpedicion="06600">
  <${c}:Emisor Rfc="AAA010101AAA" Nombre="ÑANDÚ &amp; ASOCIADOS" RegimenFiscal="601"/>
  <${c}:Receptor Rfc="GODE561231GR8" Nombre="ERNESTO GÓMEZ DÍAZ" DomicilioFiscalReceptor="06600" RegimenFiscalReceptor="605" UsoCFDI="CN01"/>
  <${c}:Conceptos>
    <${c}:Concepto ClaveProdServ="84111505" Cantidad="1" ClaveUnidad="ACT" Descripcion="Pago de nómina" ValorUnitario="12500.00" Importe="12500.00" Descuento="1830.45" ObjetoImp="01"/>
  </${c}:Conceptos>
  <${c}:Complemento>${nomina}
    <${t}:TimbreFiscalDigital xmlns:${t}="${uri.tfd}" Version="1.1" UUID="6F1C3D2A-9B8E-4C7D-A1B2-3C4D5E6F7A8B" FechaTimbrado="2025-03-15T10:25:02" RfcProvCertif="SAT970701NN3" SelloCFD="QUJD" NoCertificadoSAT="30001000000500003456" SelloSAT="REVG"/>
  </${c}:Complemento>
</${c}:Comprobante>`;
  const bytes = Buffer.from(xml, 'utf8');
  return options.bom ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]) : bytes;
}

async function codeOf(read: Promise<unknown>): Promise<ReadErrorCode | string> {
  try {
    await read;
    return 'no error';
  } catch (error) {
    return error instanceof ReadError ? error.code : `not a ReadError: ${String(error)}`;
  }
}

const expected = {
  version: '4.0',
  tipoDeComprobante: 'N',
  fecha: '2025-03-15T10:22:31',
  emisor: { rfc: 'AAA010101AAA', nombre: 'ÑANDÚ & ASOCIADOS', registroPatronal: 'Y5412345108' },
  receptor: { rfc: 'GODE561231GR8', nombre: 'ERNESTO GÓMEZ DÍAZ', curp: 'GODE561231HDFMRN09', nss: '12345678903', periodicidadPago: '04' },
  nomina: {
    version: '1.2',
    tipoNomina: 'O',
    fechaPago: '2025-03-15',
    fechaInicialPago: '2025-03-01',
    fechaFinalPago: '2025-03-15',
    numDiasPagados: '15.000',
    totalPercepciones: '12500.00',
    totalDeducciones: '1830.45',
  },
  timbre: { uuid: '6F1C3D2A-9B8E-4C7D-A1B2-3C4D5E6F7A8B', fechaTimbrado: '2025-03-15T10:25:02' },
};

describe('readDocument: CFDI de nómina', () => {
  it('reads the nómina: emisor, receptor, the Nómina 1.2 complement and the timbre, values as written', async () => {
    const read = await readDocument(cfdi(), 'xml', tesseractOptions);
    expect(read).toMatchObject({ kind: 'cfdi', method: 'xml', confidence: 1, cfdi: expected });
    // The dump: labelled values first, then every element (seals and certificates left out).
    expect(read.text).toContain('RFC receptor: GODE561231GR8');
    expect(read.text).toContain('NSS: 12345678903');
    expect(read.text).toContain('Periodo: 2025-03-01 a 2025-03-15');
    expect(read.text).toMatch(/nomina12:Percepcion TipoPercepcion=001 .*Concepto=Sueldo/);
    expect(read.text).not.toContain('Sello=');
    expect(read.text).not.toContain('Certificado=TUlJ');
  });

  it('tolerates a UTF-8 byte order mark', async () => {
    await expect(readDocument(cfdi({ bom: true }), 'xml', tesseractOptions)).resolves.toMatchObject({ cfdi: expected });
  });

  it('decodes by the declared encoding: ISO-8859-1 and windows-1252 as older ERPs write them, references still decoded', async () => {
    const utf8 = cfdi().toString('utf8');
    for (const name of ['ISO-8859-1', 'windows-1252']) {
      const latin = Buffer.from(utf8.replace('encoding="UTF-8"', `encoding="${name}"`), 'latin1');
      expect(latin.includes(Buffer.from('Ñ', 'utf8'))).toBe(false);
      await expect(readDocument(latin, 'xml', tesseractOptions)).resolves.toMatchObject({ cfdi: expected });
    }
    // windows-1252 prints in 0x80-0x9F: 0x93/0x94 are curly quotes.
    const quoted = Buffer.concat([
      Buffer.from(utf8.replace('encoding="UTF-8"', "encoding='cp1252'").split('ÑANDÚ')[0]!, 'latin1'),
      Buffer.from([0x93]),
      Buffer.from('&#xD1;AND&#218;', 'latin1'),
      Buffer.from([0x94]),
      Buffer.from(utf8.split('ÑANDÚ')[1]!, 'latin1'),
    ]);
    await expect(readDocument(quoted, 'xml', tesseractOptions)).resolves.toMatchObject({ cfdi: { emisor: { nombre: '\u201cÑANDÚ\u201d & ASOCIADOS' } } });
  });

  it('refuses an encoding outside the allow-list, or a UTF-8 byte order mark that contradicts the declaration', async () => {
    const shiftJis = Buffer.from(cfdi().toString('utf8').replace('encoding="UTF-8"', 'encoding="Shift_JIS"'));
    await expect(readDocument(shiftJis, 'xml', tesseractOptions)).rejects.toThrow(/declares the encoding Shift_JIS/);
    const contradicted = Buffer.from(cfdi({ bom: true }).toString('utf8').replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'));
    await expect(codeOf(readDocument(contradicted, 'xml', tesseractOptions))).resolves.toBe('bad-xml');
  });

  it("reads UTF-8 bytes declared 'utf-16' (.NET's StringWriter declares it whatever encoding the file is saved in)", async () => {
    const dotNet = Buffer.from(cfdi().toString('utf8').replace('encoding="UTF-8"', 'encoding="utf-16"'));
    await expect(readDocument(dotNet, 'xml', tesseractOptions)).resolves.toMatchObject({ cfdi: expected });
  });

  it('reads a document that binds other prefixes (or the default namespace) to the SAT URIs', async () => {
    await expect(readDocument(cfdi({ prefixes: { cfdi: 'c', nomina: 'nom', tfd: 'timbre' } }), 'xml', tesseractOptions)).resolves.toMatchObject({ cfdi: expected });
    const defaultNs = cfdi()
      .toString('utf8')
      .replace('xmlns:cfdi=', 'xmlns=')
      .replace(/<(\/?)cfdi:/g, '<$1');
    await expect(readDocument(Buffer.from(defaultNs), 'xml', tesseractOptions)).resolves.toMatchObject({ cfdi: expected });
  });

  it('refuses bare CFDI names under an unused xmlns:cfdi: without the prefix or a default namespace they are in no namespace', async () => {
    const bare = cfdi().toString('utf8').replace(/<(\/?)cfdi:/g, '<$1');
    await expect(codeOf(readDocument(Buffer.from(bare), 'xml', tesseractOptions))).resolves.toBe('not-cfdi');
  });

  it('decodes character references, decimal and hexadecimal, once (writers that escape every non-ASCII letter)', async () => {
    const escaped = cfdi()
      .toString('utf8')
      .replace('Nombre="ÑANDÚ &amp; ASOCIADOS"', 'Nombre="&#xD1;AND&#218; &amp; ASOCIADOS"')
      .replace('Nombre="ERNESTO GÓMEZ DÍAZ"', 'Nombre="ERNESTO G&#xd3;MEZ D&#xCD;AZ &amp;#xCD;"');
    const read = await readDocument(Buffer.from(escaped), 'xml', tesseractOptions);
    expect(read).toMatchObject({ cfdi: { emisor: { nombre: 'ÑANDÚ & ASOCIADOS' }, receptor: { nombre: 'ERNESTO GÓMEZ DÍAZ &#xCD;' } } });
    // A reference to no XML character (NUL, a lone surrogate) is not well-formed.
    for (const ref of ['&#0;', '&#xD800;']) {
      await expect(codeOf(readDocument(Buffer.from(cfdi().toString('utf8').replace('ERNESTO', `ERNESTO${ref}`)), 'xml', tesseractOptions))).resolves.toBe('bad-xml');
    }
  });

  it('is not a CFDI de nómina: the usual prefixes bound to other URIs, another comprobante type or version, no Nómina', async () => {
    const cases: Buffer[] = [
      cfdi({ uris: { cfdi: 'http://www.sat.gob.mx/cfd/3' } }),
      cfdi({ uris: { nomina: 'http://example.com/nomina12' } }),
      cfdi({ tipo: 'I' }),
      cfdi({ version: '3.3' }),
      cfdi({ nomina: false }),
      Buffer.from('<?xml version="1.0"?><factura><total>10</total></factura>'),
    ];
    for (const bytes of cases) await expect(codeOf(readDocument(bytes, 'xml', tesseractOptions))).resolves.toBe('not-cfdi');
  });

  it('refuses a DOCTYPE or entity declarations without expanding anything (billion laughs, external entity)', async () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" TipoDeComprobante="N" Fecha="&lol3;"/>`;
    const external = `<?xml version="1.0"?><!DOCTYPE c [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><c>&xxe;</c>`;
    const entityOnly = cfdi().toString('utf8').replace('<cfdi:Comprobante', '<!ENTITY x "y">\n<cfdi:Comprobante');
    for (const xml of [laughs, external, entityOnly]) await expect(codeOf(readDocument(Buffer.from(xml), 'xml', tesseractOptions))).resolves.toBe('bad-xml');
  });

  it('refuses XML that is not well-formed', async () => {
    const cases = [
      cfdi().subarray(0, 900),
      Buffer.from(cfdi().toString('utf8').replace('</cfdi:Conceptos>', '')),
      Buffer.from('<cfdi:Comprobante Version="4.0"/>'),
      Buffer.from('<a></b>'),
    ];
    for (const bytes of cases) await expect(codeOf(readDocument(bytes, 'xml', tesseractOptions))).resolves.toBe('bad-xml');
  });

  it('stops at the time limit', async () => {
    await expect(codeOf(readDocument(cfdi(), 'xml', { ...tesseractOptions, limits: { ...defaultReaderLimits, timeoutMs: 0 } }))).resolves.toBe('timeout');
  });
});
