import { X509Certificate } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * The few XML readings single sign-on does beside @node-saml/node-saml: the facts of an assertion node-saml has
 * already verified (its ID, bearer subject confirmation, validity window), the Response envelope's Destination and
 * InResponseTo, and an IdP's metadata. No DTDs, no external entities (xmldom resolves neither).
 */

/** The part of xmldom's DOM read here. Its own typings pull the browser DOM library into the whole project. */
type XmlNode = {
  nodeType: number;
  localName: string | null;
  namespaceURI: string | null;
  firstChild: XmlNode | null;
  nextSibling: XmlNode | null;
  textContent: string | null;
  getAttribute(name: string): string | null;
};
type Element = XmlNode;
type XmlDomParser = { parseFromString(xml: string, mimeType: string): { documentElement: XmlNode | null } | undefined };
type ParserOptions = { errorHandler: { warning: () => void; error: () => void; fatalError: () => void } };
const { DOMParser } = createRequire(import.meta.url)('@xmldom/xmldom') as { DOMParser: new (options: ParserOptions) => XmlDomParser };

export const SAML_ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
export const SAML_METADATA_NS = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
const HTTP_REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

export function parseXml(xml: string): Element | undefined {
  if (/<!DOCTYPE/i.test(xml)) return undefined;
  let failed = false;
  const doc = new DOMParser({
    errorHandler: { warning: () => undefined, error: () => (failed = true), fatalError: () => (failed = true) },
  }).parseFromString(xml, 'text/xml');
  return failed || !doc?.documentElement ? undefined : doc.documentElement;
}

function childElements(parent: Element, namespace: string, localName: string): Element[] {
  const out: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && node.localName === localName && node.namespaceURI === namespace) out.push(node);
  }
  return out;
}

const attr = (el: Element | undefined, name: string) => el?.getAttribute(name) || undefined;
const text = (el: Element | undefined) => el?.textContent?.trim() || undefined;
const time = (value: string | undefined) => {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isFinite(ms) ? ms : undefined;
};

/** The Response element's own attributes (not covered by an assertion-only signature: checked, never trusted). */
export function responseEnvelope(xml: string): { destination?: string; inResponseTo?: string } | undefined {
  const root = parseXml(xml);
  if (!root || root.localName !== 'Response') return undefined;
  return { destination: attr(root, 'Destination'), inResponseTo: attr(root, 'InResponseTo') };
}

export type AssertionFacts = {
  id: string;
  issuer?: string;
  notBefore?: number;
  notOnOrAfter?: number;
  /** Bearer subject confirmations (SAML web browser SSO profile §4.1.4.2). */
  bearer: { recipient?: string; inResponseTo?: string; notBefore?: number; notOnOrAfter?: number }[];
};

/** Facts of a verified assertion's XML (what node-saml's profile.getAssertionXml() returns). */
export function assertionFacts(xml: string): AssertionFacts | undefined {
  const root = parseXml(xml);
  const id = attr(root, 'ID');
  if (!root || root.localName !== 'Assertion' || root.namespaceURI !== SAML_ASSERTION_NS || !id) return undefined;
  const conditions = childElements(root, SAML_ASSERTION_NS, 'Conditions')[0];
  const subject = childElements(root, SAML_ASSERTION_NS, 'Subject')[0];
  const bearer = (subject ? childElements(subject, SAML_ASSERTION_NS, 'SubjectConfirmation') : [])
    .filter((c) => attr(c, 'Method') === BEARER)
    .map((c) => {
      const data = childElements(c, SAML_ASSERTION_NS, 'SubjectConfirmationData')[0];
      return {
        recipient: attr(data, 'Recipient'),
        inResponseTo: attr(data, 'InResponseTo'),
        notBefore: time(attr(data, 'NotBefore')),
        notOnOrAfter: time(attr(data, 'NotOnOrAfter')),
      };
    });
  return {
    id,
    issuer: text(childElements(root, SAML_ASSERTION_NS, 'Issuer')[0]),
    notBefore: time(attr(conditions, 'NotBefore')),
    notOnOrAfter: time(attr(conditions, 'NotOnOrAfter')),
    bearer,
  };
}

/** A certificate given as PEM or bare base64 (DER), as PEM; undefined when it is not an X.509 certificate. */
export function normalizeCertificate(value: string): { pem: string; certificate: X509Certificate } | undefined {
  const body = value.includes('-----BEGIN CERTIFICATE-----')
    ? value.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    : value;
  const base64 = body.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return undefined;
  const pem = `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
  try {
    return { pem, certificate: new X509Certificate(pem) };
  } catch {
    return undefined;
  }
}

export type IdpMetadata = { entityId?: string; ssoUrl?: string; certificates: string[] };

/** An IdP's SAML 2.0 metadata: entity ID, the HTTP-Redirect sign-in URL and the signing certificates. */
export function readIdpMetadata(xml: string): IdpMetadata | undefined {
  const root = parseXml(xml);
  if (!root) return undefined;
  const entities = root.localName === 'EntityDescriptor' ? [root] : childElements(root, SAML_METADATA_NS, 'EntityDescriptor');
  for (const entity of entities) {
    const idp = childElements(entity, SAML_METADATA_NS, 'IDPSSODescriptor')[0];
    if (!idp) continue;
    const redirect = childElements(idp, SAML_METADATA_NS, 'SingleSignOnService').find((s) => attr(s, 'Binding') === HTTP_REDIRECT);
    const certificates = childElements(idp, SAML_METADATA_NS, 'KeyDescriptor')
      .filter((k) => (attr(k, 'use') ?? 'signing') === 'signing')
      .flatMap((k) => childElements(k, DSIG_NS, 'KeyInfo'))
      .flatMap((k) => childElements(k, DSIG_NS, 'X509Data'))
      .flatMap((d) => childElements(d, DSIG_NS, 'X509Certificate'))
      .map((c) => text(c))
      .filter((c): c is string => !!c);
    return { entityId: attr(entity, 'entityID'), ssoUrl: attr(redirect, 'Location'), certificates: [...new Set(certificates)] };
  }
  return undefined;
}
