import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** Certificate and key files (PEM) of one throwaway certificate. */
export interface CertificateFiles {
  cert: string;
  key: string;
}

/** Makes a self-signed certificate for localhost and 127.0.0.1 in `dir`; fails clearly without openssl. */
export function makeCertificate(dir: string, name: string): CertificateFiles {
  const files = { cert: join(dir, `${name}-cert.pem`), key: join(dir, `${name}-key.pem`) };
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
      '-keyout', files.key, '-out', files.cert, '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('openssl is not installed: a throwaway TLS certificate is made with the openssl command (apt-get install openssl)', { cause: error });
    }
    throw error;
  }
  return files;
}
