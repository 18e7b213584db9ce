// The product's sealing certificate: made once, shared by every instance, kept sealed at rest.
import forge from 'node-forge';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { resolveAppSecret } from '../../platform/app-secrets.ts';
import { createCryptoBox, SealedValueError } from '../../platform/crypto-box.ts';
import { testConfig } from '../../test/harness.ts';
import { createOwnDatabase } from '../../test/own-database.ts';
import { contractSigningCertificate } from './signing-certificate.ts';

const SECRET = 'test-secret-that-is-long-enough-0123456789';

describe('contractSigningCertificate', () => {
  it('gives two instances starting at once one certificate, named after the product, kept sealed', async () => {
    // A database of its own: other files seal contracts and so make the certificate too.
    const own = await createOwnDatabase(inject('testDatabaseUrl'));
    onTestFinished(() => own.drop());
    const { db } = own.handle;
    const config = testConfig({ productName: 'Studio Test' });
    // Two instances: each has its own crypto box (same app secret) and so its own cache.
    const [first, second] = await Promise.all([
      contractSigningCertificate({ db, config, box: createCryptoBox(SECRET) }),
      contractSigningCertificate({ db, config, box: createCryptoBox(SECRET) }),
    ]);
    expect(second.certificatePem).toBe(first.certificatePem);

    const certificate = forge.pki.certificateFromPem(first.certificatePem);
    expect(certificate.subject.getField('CN')?.value).toBe('Studio Test Document Sealing');
    expect(certificate.subject.getField('O')?.value).toBe('Studio Test');
    expect(certificate.isIssuer(certificate)).toBe(true);
    expect(certificate.validity.notAfter.getUTCFullYear()).toBeGreaterThanOrEqual(
      new Date().getUTCFullYear() + 19,
    );
    expect(certificate.getExtension('keyUsage')).toMatchObject({
      digitalSignature: true,
      nonRepudiation: true,
    });

    // The P12 opens with its passphrase and holds the certificate's key.
    const p12 = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(first.p12.toString('binary')),
      first.passphrase,
    );
    const keyBag = p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[
      forge.pki.oids.pkcs8ShroudedKeyBag!
    ]![0]!;
    const key = keyBag.key as forge.pki.rsa.PrivateKey;
    expect(key.n.toString(16)).toBe(
      (certificate.publicKey as forge.pki.rsa.PublicKey).n.toString(16),
    );

    // What the database holds reveals neither the key, the passphrase nor the certificate.
    const stored = await resolveAppSecret(db, 'contract-signing-certificate', () => {
      throw new Error('the certificate is stored');
    });
    expect(stored.startsWith('v1.')).toBe(true);
    expect(stored).not.toContain(first.passphrase);
    expect(stored).not.toContain(first.p12.toString('base64').slice(0, 40));
    expect(stored).not.toContain('BEGIN CERTIFICATE');
  });

  it('cannot be opened under another app secret', async () => {
    const own = await createOwnDatabase(inject('testDatabaseUrl'));
    onTestFinished(() => own.drop());
    const { db } = own.handle;
    const config = testConfig();
    await contractSigningCertificate({ db, config, box: createCryptoBox(SECRET) });
    await expect(
      contractSigningCertificate({ db, config, box: createCryptoBox(`${SECRET}-other`) }),
    ).rejects.toThrow(SealedValueError);
  });
});
