import { generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';

/**
 * A SAML 2.0 identity provider for tests (API tests and e2e/sso.spec.ts): an RSA key pair and a self-signed X.509
 * certificate made at test time with node:crypto (DER written here; no openssl), AuthnRequests read from the
 * HTTP-Redirect binding, and Responses signed with xml-crypto (exclusive c14n, RSA-SHA256), with knobs to make
 * each kind of bad answer.
 */

function der(tag: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  let length: Buffer;
  if (body.length < 0x80) length = Buffer.from([body.length]);
  else {
    const bytes: number[] = [];
    for (let n = body.length; n > 0; n >>= 8) bytes.unshift(n & 0xff);
    length = Buffer.from([0x80 | bytes.length, ...bytes]);
  }
  return Buffer.concat([Buffer.from([tag]), length, body]);
}
const sequence = (...parts: Buffer[]) => der(0x30, ...parts);
const integer = (value: Buffer) => der(0x02, value[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), value]) : value);
const utf8 = (text: string) => der(0x0c, Buffer.from(text, 'utf8'));
const utcTime = (date: Date) => der(0x17, Buffer.from(`${date.toISOString().replace(/[-:T]/g, '').slice(2, 14)}Z`));
function oid(dotted: string): Buffer {
  const [a = 0, b = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * a + b];
  for (const part of rest) {
    const chunk = [part & 0x7f];
    for (let v = part >> 7; v > 0; v >>= 7) chunk.unshift(0x80 | (v & 0x7f));
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
}

export type KeyPair = { privateKey: string; certificate: string };

/** An RSA-2048 key and a self-signed certificate (sha256WithRSAEncryption) valid from yesterday for a year. */
export function makeKeyPair(commonName = 'Test IdP'): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const algorithm = sequence(oid('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));
  const name = sequence(der(0x31, sequence(oid('2.5.4.3'), utf8(commonName))));
  const now = Date.now();
  const tbs = sequence(
    der(0xa0, integer(Buffer.from([2]))),
    integer(randomBytes(8)),
    algorithm,
    name,
    sequence(utcTime(new Date(now - 86_400_000)), utcTime(new Date(now + 365 * 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(tbs, algorithm, der(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const pem = `-----BEGIN CERTIFICATE-----\n${certificate.toString('base64').match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
  new X509Certificate(pem); // throws if the DER above is wrong
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), certificate: pem };
}

export type AuthnRequestSeen = { id: string; acsUrl: string; issuer: string; destination: string; relayState: string | null; xml: string };

/** The AuthnRequest of an HTTP-Redirect URL (SAMLRequest = base64 of raw DEFLATE). */
export function readAuthnRequest(location: string): AuthnRequestSeen {
  const url = new URL(location);
  const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
  const attribute = (name: string) => new RegExp(`<samlp:AuthnRequest[^>]*\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? '';
  return {
    id: attribute('ID'),
    acsUrl: attribute('AssertionConsumerServiceURL'),
    destination: attribute('Destination'),
    issuer: /<saml:Issuer[^>]*>([^<]*)<\/saml:Issuer>/.exec(xml)?.[1] ?? '',
    relayState: url.searchParams.get('RelayState'),
    xml,
  };
}

export type ResponseOptions = {
  inResponseTo?: string;
  /** SubjectConfirmationData Recipient and, unless `destination` says otherwise, the Response's Destination. */
  acsUrl: string;
  destination?: string | null;
  audience: string;
  email: string;
  /** Defaults: valid from a minute ago for five minutes. */
  notBefore?: Date;
  notOnOrAfter?: Date;
  assertionId?: string;
  issuer?: string;
  /** What carries the signature (default: the assertion). */
  sign?: 'assertion' | 'response' | 'none';
  /** Sign with these keys instead of the IdP's (a wrong signature). */
  keys?: KeyPair;
  /** Changes the XML after signing (a tampered answer). */
  tamper?: (xml: string) => string;
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';

export class TestIdp {
  readonly keys: KeyPair;

  constructor(
    readonly entityId = 'https://idp.example.test/metadata',
    public ssoUrl = 'https://idp.example.test/sso',
    keys?: KeyPair,
  ) {
    this.keys = keys ?? makeKeyPair();
  }

  /** Metadata XML as an IdP publishes it. */
  metadata(): string {
    const cert = this.keys.certificate.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
    return (
      `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${escapeXml(this.entityId)}">` +
      `<md:IDPSSODescriptor protocolSupportEnumeration="${PROTOCOL}">` +
      `<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${cert}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>` +
      `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${escapeXml(this.ssoUrl)}/post"/>` +
      `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escapeXml(this.ssoUrl)}"/>` +
      `</md:IDPSSODescriptor></md:EntityDescriptor>`
    );
  }

  /** A SAMLResponse form value (base64). */
  response(options: ResponseOptions): string {
    const now = new Date();
    const notBefore = options.notBefore ?? new Date(now.getTime() - 60_000);
    const notOnOrAfter = options.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000);
    const assertionId = options.assertionId ?? `_a${randomBytes(16).toString('hex')}`;
    const issuer = escapeXml(options.issuer ?? this.entityId);
    const inResponseTo = options.inResponseTo ? ` InResponseTo="${escapeXml(options.inResponseTo)}"` : '';
    const destination = options.destination === null ? '' : ` Destination="${escapeXml(options.destination ?? options.acsUrl)}"`;
    const email = escapeXml(options.email);
    const assertion =
      `<saml:Assertion xmlns:saml="${ASSERTION}" ID="${assertionId}" Version="2.0" IssueInstant="${now.toISOString()}">` +
      `<saml:Issuer>${issuer}</saml:Issuer>` +
      `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${email}</saml:NameID>` +
      `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
      `<saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${notOnOrAfter.toISOString()}" Recipient="${escapeXml(options.acsUrl)}"/>` +
      `</saml:SubjectConfirmation></saml:Subject>` +
      `<saml:Conditions NotBefore="${notBefore.toISOString()}" NotOnOrAfter="${notOnOrAfter.toISOString()}">` +
      `<saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
      `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${assertionId}"><saml:AuthnContext>` +
      `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
      `</saml:AuthnContext></saml:AuthnStatement>` +
      `<saml:AttributeStatement><saml:Attribute Name="http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress">` +
      `<saml:AttributeValue>${email}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>` +
      `</saml:Assertion>`;
    let xml =
      `<samlp:Response xmlns:samlp="${PROTOCOL}" xmlns:saml="${ASSERTION}" ID="_r${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${now.toISOString()}"${destination}${inResponseTo}>` +
      `<saml:Issuer>${issuer}</saml:Issuer>` +
      `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
      assertion +
      `</samlp:Response>`;
    const mode = options.sign ?? 'assertion';
    if (mode !== 'none') xml = this.signXml(xml, mode, options.keys ?? this.keys);
    if (options.tamper) xml = options.tamper(xml);
    return Buffer.from(xml, 'utf8').toString('base64');
  }

  private signXml(xml: string, what: 'assertion' | 'response', keys: KeyPair): string {
    const element = what === 'assertion' ? 'Assertion' : 'Response';
    const signer = new SignedXml({
      privateKey: keys.privateKey,
      publicCert: keys.certificate,
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    });
    signer.addReference({
      xpath: `//*[local-name(.)='${element}']`,
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    });
    // The schema puts the signature right after the element's Issuer.
    signer.computeSignature(xml, { location: { reference: `//*[local-name(.)='${element}']/*[local-name(.)='Issuer']`, action: 'after' } });
    return signer.getSignedXml();
  }
}

/** The IdP's side of the HTTP-POST binding: a page that posts SAMLResponse and RelayState to the ACS by itself. */
export function autoPostForm(acsUrl: string, samlResponse: string, relayState: string | null): string {
  return (
    `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${escapeXml(acsUrl)}">` +
    `<input type="hidden" name="SAMLResponse" value="${escapeXml(samlResponse)}">` +
    (relayState !== null ? `<input type="hidden" name="RelayState" value="${escapeXml(relayState)}">` : '') +
    `<noscript><button type="submit">Continuar</button></noscript></form></body></html>`
  );
}
