// The product's document-sealing certificate: a self-signed X.509 certificate and its RSA key in
// a PKCS#12 file, made on first use and kept in app_secrets (sealed with the crypto box, so a
// copy of the database alone does not give the key away). Every instance seals with the same one.
import crypto from 'node:crypto';
import forge from 'node-forge';
import type { Deps } from '../../platform/deps.ts';
import { resolveAppSecret } from '../../platform/app-secrets.ts';

export type SigningCertificate = {
  /** The PKCS#12 file: the certificate and its private key, encrypted with the passphrase. */
  p12: Buffer;
  passphrase: string;
  certificatePem: string;
};

const SECRET_NAME = 'contract-signing-certificate';
const BOX_CONTEXT = `app_secrets:${SECRET_NAME}`;
/** Long enough to outlive every contract sealed with it by years; a sealed PDF keeps its copy. */
const VALIDITY_YEARS = 20;

type StoredCertificate = { p12: string; passphrase: string; certificatePem: string };

// One read and one P12 decryption per process: sealing asks for the certificate every time.
const resolved = new WeakMap<object, Promise<SigningCertificate>>();

/** The certificate documents are sealed with; generated and stored by the first instance to ask. */
export function contractSigningCertificate(
  deps: Pick<Deps, 'db' | 'box' | 'config'>,
): Promise<SigningCertificate> {
  const known = resolved.get(deps.box);
  if (known) return known;
  const loading = loadCertificate(deps);
  resolved.set(deps.box, loading);
  loading.catch(() => resolved.delete(deps.box));
  return loading;
}

async function loadCertificate({
  db,
  box,
  config,
}: Pick<Deps, 'db' | 'box' | 'config'>): Promise<SigningCertificate> {
  const sealed = await resolveAppSecret(db, SECRET_NAME, () =>
    box.seal(JSON.stringify(createSigningCertificate(config.productName)), BOX_CONTEXT),
  );
  const stored = JSON.parse(box.open(sealed, BOX_CONTEXT)) as StoredCertificate;
  return {
    p12: Buffer.from(stored.p12, 'base64'),
    passphrase: stored.passphrase,
    certificatePem: stored.certificatePem,
  };
}

/**
 * A new self-signed certificate for `productName`. The key pair comes from node:crypto (native,
 * milliseconds) rather than node-forge's JavaScript generator (seconds for RSA-3072).
 */
export function createSigningCertificate(productName: string, now = new Date()): StoredCertificate {
  const { privateKey: privatePem } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 3072,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(privatePem) as forge.pki.rsa.PrivateKey;
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  // A positive serial of 16 random bytes (the high bit cleared keeps the DER integer positive).
  const serial = crypto.randomBytes(16);
  serial[0] = serial[0]! & 0x7f;
  certificate.serialNumber = serial.toString('hex');
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(now);
  certificate.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + VALIDITY_YEARS);
  const subject = [
    { name: 'commonName', value: `${productName} Document Sealing` },
    { name: 'organizationName', value: productName },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(privateKey, forge.md.sha256.create());
  const passphrase = crypto.randomBytes(24).toString('base64url');
  const p12 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate], passphrase, {
    algorithm: 'aes256',
    friendlyName: `${productName} Document Sealing`,
  });
  return {
    p12: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary').toString('base64'),
    passphrase,
    certificatePem: forge.pki.certificateToPem(certificate),
  };
}
