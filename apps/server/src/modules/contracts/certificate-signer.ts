// The signer @signpdf/signpdf calls to seal a PDF: a detached PKCS#7 (CMS) signature with the
// product's certificate, SHA-256, RSA PKCS#1 v1.5 over the signed attributes (content type,
// signing time, message digest, in that order, as Adobe and the EU validator expect). The same
// message @signpdf/signer-p12 builds with node-forge, but the RSA private-key operation runs in
// node:crypto (OpenSSL) and the P12 is opened once per process: forge does both in JavaScript,
// which for a 3072-bit key was most of a contract's sealing time.
import crypto from 'node:crypto';
import forge from 'node-forge';
import { Signer } from '@signpdf/utils';
import type { SigningCertificate } from './signing-certificate.ts';

/** DER of the DigestInfo prefix for SHA-256 (RFC 8017, 9.2): the hash follows it. */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

type OpenedCertificate = { certificate: forge.pki.Certificate; key: crypto.KeyObject };

const opened = new WeakMap<SigningCertificate, OpenedCertificate>();

function open(signing: SigningCertificate): OpenedCertificate {
  const known = opened.get(signing);
  if (known) return known;
  const p12 = forge.pkcs12.pkcs12FromAsn1(
    forge.asn1.fromDer(signing.p12.toString('binary')),
    signing.passphrase,
  );
  const keyBag = p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[
    forge.pki.oids.pkcs8ShroudedKeyBag!
  ]?.[0];
  const certificateBag = p12.getBags({ bagType: forge.pki.oids.certBag! })[
    forge.pki.oids.certBag!
  ]?.[0];
  if (!keyBag?.key || !certificateBag?.cert)
    throw new Error('The signing certificate file holds no key or no certificate');
  const result = {
    certificate: certificateBag.cert,
    key: crypto.createPrivateKey(forge.pki.privateKeyToPem(keyBag.key)),
  };
  opened.set(signing, result);
  return result;
}

export class CertificateSigner extends Signer {
  readonly #signing: SigningCertificate;

  constructor(signing: SigningCertificate) {
    super();
    this.#signing = signing;
  }

  override async sign(pdf: Buffer, signingTime?: Date): Promise<Buffer> {
    const { certificate, key } = open(this.#signing);
    const message = forge.pkcs7.createSignedData();
    message.content = forge.util.createBuffer(pdf.toString('binary'));
    message.addCertificate(certificate);
    // forge asks the key to sign the digest of the signed attributes; OpenSSL does it.
    const nativeKey = {
      sign: (digest: forge.md.MessageDigest) =>
        crypto
          .privateEncrypt(
            { key, padding: crypto.constants.RSA_PKCS1_PADDING },
            Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(digest.digest().bytes(), 'binary')]),
          )
          .toString('binary'),
    };
    message.addSigner({
      key: nativeKey as unknown as forge.pki.rsa.PrivateKey,
      certificate,
      digestAlgorithm: forge.pki.oids.sha256!,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
        { type: forge.pki.oids.signingTime!, value: (signingTime ?? new Date()) as never },
        { type: forge.pki.oids.messageDigest! },
      ],
    });
    message.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(message.toAsn1()).getBytes(), 'binary');
  }
}
