import { readFileSync } from 'node:fs';
import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';

/** The certificate and key `fleetdeck serve` speaks HTTPS with (`--tls-cert`, `--tls-key`), read and checked at start. */
export interface TlsFiles {
  certFile: string;
  keyFile: string;
  /** The certificate file as read: the server's certificate first, then any intermediates (PEM). */
  cert: string;
  /** The private key file as read (PEM, unencrypted). */
  key: string;
}

/** A certificate or key file that cannot serve; the message names the option and the file. */
export class TlsFilesError extends Error {}

const CERT_OPTION = '--tls-cert (TLS_CERT_FILE)';
const KEY_OPTION = '--tls-key (TLS_KEY_FILE)';

function readText(file: string, option: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new TlsFilesError(`${option}: cannot read ${file} (${reason})`);
  }
}

function parseCertificate(text: string, file: string): X509Certificate {
  if (!text.includes('-----BEGIN CERTIFICATE-----')) {
    throw new TlsFilesError(`${CERT_OPTION}: ${file} is not a PEM certificate (a text file starting -----BEGIN CERTIFICATE-----); convert a DER or PKCS#12 file with openssl first`);
  }
  try {
    return new X509Certificate(text);
  } catch (error) {
    throw new TlsFilesError(`${CERT_OPTION}: ${file} holds no certificate that can be read (${(error as Error).message})`);
  }
}

function parseKey(text: string, file: string): KeyObject {
  if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) {
    throw new TlsFilesError(`${KEY_OPTION}: ${file} is not a PEM private key (a text file starting -----BEGIN PRIVATE KEY-----)`);
  }
  if (text.includes('-----BEGIN ENCRYPTED PRIVATE KEY-----') || /Proc-Type: 4,ENCRYPTED/.test(text)) {
    throw new TlsFilesError(`${KEY_OPTION}: ${file} is encrypted; fleetdeck asks for no passphrase, so give it an unencrypted key (openssl pkey -in ${file} -out <new file>)`);
  }
  try {
    return createPrivateKey(text);
  } catch (error) {
    throw new TlsFilesError(`${KEY_OPTION}: ${file} holds no private key that can be read (${(error as Error).message})`);
  }
}

/**
 * Reads and checks the certificate and key files: both readable, both PEM, the key unencrypted and
 * the one the certificate was issued for. A problem is told at start, naming the option and the
 * file, not at the first browser's handshake.
 */
export function readTlsFiles(certFile: string, keyFile: string): TlsFiles {
  const cert = readText(certFile, CERT_OPTION);
  const key = readText(keyFile, KEY_OPTION);
  const certificate = parseCertificate(cert, certFile);
  if (!certificate.checkPrivateKey(parseKey(key, keyFile))) {
    throw new TlsFilesError(`${KEY_OPTION}: ${keyFile} is not the private key of the certificate in ${certFile} (the first certificate there must be the server's own)`);
  }
  return { certFile, keyFile, cert, key };
}
