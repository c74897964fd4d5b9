import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

// Connections to each receiver are kept and reused: a webhook that gets an alert a millisecond does
// not pay a TLS handshake for each. As many sockets per receiver as the notifier sends at once.
const SOCKETS_PER_HOST = 256;
const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: SOCKETS_PER_HOST });
const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: SOCKETS_PER_HOST });

/**
 * POSTs a JSON body and resolves with the answer's status once its body has been read; rejects when
 * no answer came within `timeoutMs` (the whole call, connecting included) or the connection failed.
 * Redirects are not followed: a receiver that answers 3xx has not taken the notification.
 * Node's http client, not fetch: the notifier may send a thousand of these a second, and fetch's
 * streams and abort signals cost several times the CPU of a plain request on Node 20
 * (bench/threshold-alerts).
 */
export function postJson(url: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<number> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  if (!secure && target.protocol !== 'http:') return Promise.reject(new Error(`unsupported protocol ${target.protocol}`));
  const send = secure ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const request = send(target, {
      method: 'POST',
      agent: secure ? httpsAgent : httpAgent,
      headers: { ...headers, 'content-length': Buffer.byteLength(body) },
    });
    const timer = setTimeout(() => request.destroy(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
    request.once('response', (response: IncomingMessage) => {
      response.resume();
      response.once('end', () => {
        clearTimeout(timer);
        resolve(response.statusCode ?? 0);
      });
      response.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    request.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}
