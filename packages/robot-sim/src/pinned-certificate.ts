import { X509Certificate } from 'node:crypto';
import type { PeerCertificate } from 'node:tls';
import type WebSocket from 'ws';

/**
 * Socket options that trust one certificate, and only it, for a wss:// gateway: the server's own
 * (PEM, the server's certificate first, then any intermediates), as `fleetdeck serve --sim` hands
 * its in-process fleet. It is the trust anchor (a partial chain), so a self-signed certificate, a
 * private CA's or a public one all work without touching the process's trusted CAs; and the
 * gateway must present exactly it, whatever host name the certificate carries, since the fleet
 * dials 127.0.0.1.
 */
export function pinnedCertificate(pem: string): WebSocket.ClientOptions {
  const fingerprint = new X509Certificate(pem).fingerprint256;
  const checkServerIdentity = (host: string, cert: PeerCertificate): Error | undefined =>
    cert.fingerprint256 === fingerprint ? undefined : new Error(`${host} presented a certificate other than the server's own (${cert.fingerprint256})`);
  return {
    ca: pem,
    allowPartialTrustChain: true,
    // ws hands this to tls.connect, which calls it with the peer's certificate and wants an Error or
    // undefined; @types/ws declares it as answering a boolean, hence the cast.
    checkServerIdentity: checkServerIdentity as unknown as WebSocket.ClientOptions['checkServerIdentity'],
  };
}
