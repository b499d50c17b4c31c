import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { X509Certificate, createPrivateKey, webcrypto } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import type { Read } from './options.ts';
import { APP_NAME } from '../../src/engine/appName.ts';

/**
 * The certificate `npm run club -- --https` serves the club with (docs/sync.md, "HTTPS on a club
 * night"), so that phones on the club's network get the offline app, its camera and its storage,
 * which browsers give only to a secure page. Either the organiser's own (`--cert`, `--key`), or
 * one made here: a certificate authority of the club's own, made once and kept in the data folder
 * (each phone trusts it once, checking its fingerprint), and the server's certificate, made anew at
 * each start for the laptop's names and addresses of the moment and signed by it.
 */

export interface ClubTls {
  /** The server's certificate, then the authority that signed it, as PEM. */
  readonly cert: string;
  readonly key: string;
  /** What a phone trusts: the club's authority as PEM (the given certificate when given). */
  readonly trust: string;
  /** The SHA-256 fingerprint of `trust`, as phones show it (AB:CD:…). */
  readonly fingerprint: string;
  /** Where `trust` is kept, to copy to a phone; null for a certificate given. */
  readonly trustFile: string | null;
}

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY_MS = 86_400_000;
/** The most days a browser takes for a server's certificate. */
const SERVER_DAYS = 397;
const AUTHORITY_DAYS = 3650;

const serial = () => Buffer.from(webcrypto.getRandomValues(new Uint8Array(16))).toString('hex');

async function keyPem(key: CryptoKey): Promise<string> {
  const der = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', key));
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN PRIVATE KEY-----\n${lines.join('\n')}\n-----END PRIVATE KEY-----\n`;
}

async function importKey(pem: string): Promise<CryptoKey> {
  const der = createPrivateKey(pem).export({ type: 'pkcs8', format: 'der' });
  return webcrypto.subtle.importKey('pkcs8', der, ALGORITHM, true, ['sign']);
}

interface Authority {
  readonly cert: x509.X509Certificate;
  readonly key: CryptoKey;
  readonly pem: string;
}

/** The club's own certificate authority: kept in `folder`, made there the first time. */
async function authority(folder: string): Promise<Authority> {
  const certFile = join(folder, 'club-ca.crt');
  const keyFile = join(folder, 'club-ca.key');
  if (existsSync(certFile) && existsSync(keyFile)) {
    const pem = readFileSync(certFile, 'utf8');
    return {
      cert: new x509.X509Certificate(pem),
      key: await importKey(readFileSync(keyFile, 'utf8')),
      pem,
    };
  }
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const now = Date.now();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial(),
    name: `CN=${APP_NAME} club laptop ${serial().slice(0, 8)}`,
    notBefore: new Date(now - DAY_MS),
    notAfter: new Date(now + AUTHORITY_DAYS * DAY_MS),
    keys,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
        true,
      ),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  const pem = `${cert.toString('pem')}\n`;
  mkdirSync(folder, { recursive: true });
  writeFileSync(keyFile, await keyPem(keys.privateKey), { mode: 0o600 });
  writeFileSync(certFile, pem);
  return { cert, key: keys.privateKey, pem };
}

/** The server's certificate for these names and addresses, signed by the club's authority. */
async function serverCertificate(by: Authority, names: readonly string[]) {
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const now = Date.now();
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serial(),
    subject: `CN=${names[0] ?? 'localhost'}`,
    issuer: by.cert.subject,
    notBefore: new Date(now - DAY_MS),
    notAfter: new Date(now + SERVER_DAYS * DAY_MS),
    publicKey: keys.publicKey,
    signingKey: by.key,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension(
        names.map((name): x509.JsonGeneralName => ({
          type: isIP(name) ? 'ip' : 'dns',
          value: name,
        })),
      ),
      await x509.AuthorityKeyIdentifierExtension.create(by.cert),
    ],
  });
  return { cert: cert.toString('pem'), key: await keyPem(keys.privateKey) };
}

export const fingerprintOf = (pem: string): string => new X509Certificate(pem).fingerprint256;

/**
 * A certificate made for the club: its authority kept in `folder`, the server's made for `names`
 * (the laptop's host names and addresses).
 */
export async function madeCertificate(folder: string, names: readonly string[]): Promise<ClubTls> {
  const by = await authority(folder);
  const server = await serverCertificate(by, names);
  return {
    cert: `${server.cert}\n${by.pem}`,
    key: server.key,
    trust: by.pem,
    fingerprint: fingerprintOf(by.pem),
    trustFile: join(folder, 'club-ca.crt'),
  };
}

/** The organiser's own certificate and key, read and checked to belong together. */
export function givenCertificate(certFile: string, keyFile: string): Read<ClubTls> {
  let cert: string;
  let key: string;
  try {
    cert = readFileSync(certFile, 'utf8');
  } catch (error) {
    return { ok: false, error: `--cert ${certFile}: ${(error as Error).message}` };
  }
  try {
    key = readFileSync(keyFile, 'utf8');
  } catch (error) {
    return { ok: false, error: `--key ${keyFile}: ${(error as Error).message}` };
  }
  let parsed: X509Certificate;
  try {
    parsed = new X509Certificate(cert);
  } catch {
    return {
      ok: false,
      error: `--cert ${certFile}: not a certificate in PEM (-----BEGIN CERTIFICATE-----)`,
    };
  }
  try {
    if (!parsed.checkPrivateKey(createPrivateKey(key)))
      return { ok: false, error: `--key ${keyFile}: not the key of the certificate ${certFile}` };
  } catch {
    return { ok: false, error: `--key ${keyFile}: not a private key in PEM` };
  }
  return {
    ok: true,
    value: { cert, key, trust: cert, fingerprint: parsed.fingerprint256, trustFile: null },
  };
}
