// A local push service for tests that speaks the real Web Push protocol: HTTPS, a message
// encrypted with aes128gcm for one subscription (RFC 8188, RFC 8291), and a VAPID Authorization
// header (RFC 8292). It decrypts each message with the subscription's private key and checks the
// VAPID token's signature, so a test sees exactly what a phone would show, or why it would not.
import crypto from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';

export type FakeSubscription = {
  /** What the browser's PushSubscription.toJSON() would give. */
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The messages this "device" received and decrypted, in order. */
  received: ReceivedPush[];
  /** Every request the service answered for it, with the status it answered. */
  requests: { status: number }[];
  /** Statuses to answer the next requests with (201 once they run out). */
  answerNext(...statuses: number[]): void;
};

export type ReceivedPush = {
  payload: unknown;
  claims: JWTPayload;
  headers: { ttl: string | undefined; topic: string | undefined; urgency: string | undefined };
};

export type PushServiceStandIn = {
  /** Trusts the service's self-signed certificate: hand it to the push worker. */
  agent: https.Agent;
  subscribe(): FakeSubscription;
  close(): Promise<void>;
};

type Device = FakeSubscription & { ecdh: crypto.ECDH; auth: Buffer; statuses: number[] };

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const { key, cert } = selfSignedCertificate();
  const devices = new Map<string, Device>();
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const device = devices.get(req.url?.split('/').pop() ?? '');
      if (!device || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      void receive(device, req, Buffer.concat(chunks), origin)
        .then((status) => res.writeHead(status).end())
        .catch((error: unknown) => {
          res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: cert, keepAlive: false });

  return {
    agent,
    subscribe() {
      const id = crypto.randomUUID();
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const device: Device = {
        ecdh,
        auth,
        statuses: [],
        received: [],
        requests: [],
        json: {
          endpoint: `${origin}/push/${id}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
        answerNext(...statuses) {
          device.statuses.push(...statuses);
        },
      };
      devices.set(id, device);
      return device;
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function receive(
  device: Device,
  req: import('node:http').IncomingMessage,
  body: Buffer,
  origin: string,
): Promise<number> {
  if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
  if (req.headers.ttl === undefined) throw new Error('no TTL header');
  const claims = await verifyVapid(req.headers.authorization ?? '', origin);
  const payload: unknown = JSON.parse(decrypt(body, device.ecdh, device.auth).toString('utf8'));
  const status = device.statuses.shift() ?? 201;
  device.requests.push({ status });
  if (status >= 200 && status < 300) {
    device.received.push({
      payload,
      claims,
      headers: {
        ttl: header(req.headers.ttl),
        topic: header(req.headers.topic),
        urgency: header(req.headers.urgency),
      },
    });
  }
  return status;
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * `vapid t=<JWT>, k=<public key>`: the JWT must be signed (ES256) by the key it names, be meant
 * for this push service (aud) and not have expired.
 */
async function verifyVapid(authorization: string, origin: string): Promise<JWTPayload> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('the VAPID key is not a P-256 point');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(token, key, { audience: origin, algorithms: ['ES256'] });
  if (!payload.exp) throw new Error('the VAPID token has no expiry');
  return payload;
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, as a push message always is. */
function decrypt(body: Buffer, ecdh: crypto.ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20] ?? 0;
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const sharedSecret = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    senderPublicKey,
  ]);
  const inputKey = Buffer.from(crypto.hkdfSync('sha256', sharedSecret, auth, keyInfo, 32));
  const contentKey = Buffer.from(
    crypto.hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    crypto.hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = crypto.createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the record has no last-record delimiter');
  return padded.subarray(0, end);
}

function selfSignedCertificate(): { key: string; cert: string } {
  // The key pair from node:crypto (milliseconds), the certificate from node-forge.
  const { privateKey: key } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(key) as forge.pki.rsa.PrivateKey;
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  certificate.serialNumber = '01';
  certificate.validity.notBefore = new Date(Date.now() - 60_000);
  certificate.validity.notAfter = new Date(Date.now() + 24 * 60 * 60_000);
  const subject = [{ name: 'commonName', value: 'localhost' }];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: true },
    { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] },
  ]);
  certificate.sign(privateKey, forge.md.sha256.create());
  return { key, cert: forge.pki.certificateToPem(certificate) };
}
