import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const OID_SIGNED_DATA = '1.2.840.113549.1.7.2';
const OID_SIGNING_TIME = '1.2.840.113549.1.9.5';
const OID_CN = '2.5.4.3';
const OID_GIVEN_NAME = '2.5.4.42';
const OID_SURNAME = '2.5.4.4';

export type SignedContract = {
  /** The signer's name from the signer certificate (common name, or given name and surname). */
  signer: string;
  /** The signingTime signed attribute, when present. */
  signedAt: Date | null;
  /** The signed content (the contract as the signer saw it). */
  content: Buffer;
};

/** DER as is; PEM or bare base64 of DER (some signing tools save .p7m that way) decoded. */
function derOf(input: Buffer): Buffer | null {
  if (input.length === 0) return null;
  if (input[0] === 0x30) return input;
  const text = input.subarray(0, Math.min(input.length, 64)).toString('latin1');
  if (!/^[\sA-Za-z0-9+/=-]/.test(text)) return null;
  const body = input
    .toString('latin1')
    .replace(/-----(BEGIN|END)[^-]*-----/g, '')
    .replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(body)) return null;
  const der = Buffer.from(body, 'base64');
  return der[0] === 0x30 ? der : null;
}

function nameOf(cert: pkijs.Certificate): string | null {
  const attr = (oid: string) => {
    const tv = cert.subject.typesAndValues.find((t) => t.type === oid);
    const v = tv?.value.valueBlock.value;
    return typeof v === 'string' && v.trim() ? v.trim() : null;
  };
  const cn = attr(OID_CN);
  if (cn) return cn;
  const given = attr(OID_GIVEN_NAME);
  const surname = attr(OID_SURNAME);
  const joined = [given, surname].filter(Boolean).join(' ');
  return joined || null;
}

function signerCertificate(signed: pkijs.SignedData, info: pkijs.SignerInfo): pkijs.Certificate | null {
  const certs = (signed.certificates ?? []).filter(
    (c): c is pkijs.Certificate => c instanceof pkijs.Certificate,
  );
  const sid = info.sid;
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    const match = certs.find((c) => c.issuer.isEqual(sid.issuer) && c.serialNumber.isEqual(sid.serialNumber));
    if (match) return match;
  }
  return certs[0] ?? null;
}

function signingTimeOf(info: pkijs.SignerInfo): Date | null {
  const attr = info.signedAttrs?.attributes.find((a) => a.type === OID_SIGNING_TIME);
  const value = attr?.values[0];
  if (value instanceof asn1js.UTCTime || value instanceof asn1js.GeneralizedTime) {
    const d = value.toDate();
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}

/**
 * Reads a CAdES/PKCS#7 enveloping signature (.p7m): it must be CMS SignedData carrying the signed content, one
 * signer certificate, and a signature that verifies over that content. Anything else answers null.
 */
export async function readSignedContract(input: Buffer): Promise<SignedContract | null> {
  const der = derOf(input);
  if (!der) return null;
  try {
    const asn1 = asn1js.fromBER(new Uint8Array(der).buffer);
    if (asn1.offset === -1) return null;
    const info = new pkijs.ContentInfo({ schema: asn1.result });
    if (info.contentType !== OID_SIGNED_DATA) return null;
    const signed = new pkijs.SignedData({ schema: info.content });
    const signerInfo = signed.signerInfos[0];
    const econtent = signed.encapContentInfo.eContent;
    if (!signerInfo || !econtent) return null;
    const content = Buffer.from(econtentBytes(econtent));
    if (content.length === 0) return null;
    const cert = signerCertificate(signed, signerInfo);
    if (!cert) return null;
    const signer = nameOf(cert);
    if (!signer) return null;
    const verified = await signed.verify({ signer: 0, checkChain: false }).catch(() => false);
    if (verified !== true) return null;
    return { signer, signedAt: signingTimeOf(signerInfo), content };
  } catch {
    return null;
  }
}

/** The eContent octets, whether encoded as one OCTET STRING or as constructed chunks. */
function econtentBytes(econtent: asn1js.OctetString): Uint8Array {
  if (econtent.idBlock.isConstructed) {
    const parts = (econtent.valueBlock.value as asn1js.OctetString[]).map(
      (p) => new Uint8Array(p.valueBlock.valueHexView),
    );
    const total = parts.reduce((n, p) => n + p.length, 0);
    const out = new Uint8Array(total);
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }
  return new Uint8Array(econtent.valueBlock.valueHexView);
}
