// Records, through the Chrome DevTools Protocol, every request a page makes as the network saw it:
// bytes on the wire (`encodedDataLength`: headers and the body as sent, compressed or not),
// whether it reached the server or came from the browser's cache, and what started it, so the
// benchmarks count what the user receives rather than files they compress themselves.
import type { CDPSession, Page } from '@playwright/test';

/** One request of a page load. */
export interface LoggedRequest {
  url: string;
  /** CDP resource type: Document, Script, Stylesheet, Fetch, XHR, Image, Font, … */
  type: string;
  status: number;
  /** True when the browser's cache answered and nothing went to the server. */
  fromCache: boolean;
  /** Bytes received for it over the network, headers included; 0 from the cache. */
  encodedBytes: number;
  contentEncoding: string;
  acceptEncoding: string;
  /** URL of the document or script that started it, when CDP names one. */
  initiatorUrl: string | null;
}

interface CallFrames {
  callFrames: { url: string }[];
  parent?: CallFrames;
}

interface Initiator {
  type: string;
  url?: string;
  stack?: CallFrames;
}

function initiatorUrl(initiator: Initiator): string | null {
  if (initiator.url) return initiator.url;
  // A script's request: the innermost frame with a URL, through async parents (a promise chain).
  for (let stack: CallFrames | undefined = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((call) => call.url);
    if (frame) return frame.url;
  }
  return null;
}

const isHttp = (url: string) => url.startsWith('http:') || url.startsWith('https:');

/** Listens to a page's network from now on; `take` answers the requests finished so far and starts afresh. */
export async function recordNetwork(page: Page): Promise<{ take(): LoggedRequest[]; session: CDPSession }> {
  const session = await page.context().newCDPSession(page);
  let byId = new Map<string, LoggedRequest & { done: boolean }>();
  const headersOf = new Map<string, string>();
  session.on('Network.requestWillBeSent', (event) => {
    if (!isHttp(event.request.url)) return;
    byId.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      status: 0,
      fromCache: false,
      encodedBytes: 0,
      contentEncoding: '',
      acceptEncoding: headersOf.get(event.requestId) ?? '',
      initiatorUrl: initiatorUrl(event.initiator as Initiator),
      done: false,
    });
  });
  // The headers the network stack really sent (accept-encoding is added there, not by the page).
  session.on('Network.requestWillBeSentExtraInfo', (event) => {
    const value = Object.entries(event.headers).find(([name]) => name.toLowerCase() === 'accept-encoding')?.[1] ?? '';
    headersOf.set(event.requestId, String(value));
    const request = byId.get(event.requestId);
    if (request) request.acceptEncoding = String(value);
  });
  session.on('Network.requestServedFromCache', (event) => {
    const request = byId.get(event.requestId);
    if (request) request.fromCache = true;
  });
  session.on('Network.responseReceived', (event) => {
    const request = byId.get(event.requestId);
    if (!request) return;
    request.status = event.response.status;
    if (event.response.fromDiskCache || event.response.fromServiceWorker || event.response.fromPrefetchCache) request.fromCache = true;
    const encoding = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
    request.contentEncoding = encoding ? String(encoding) : '';
  });
  session.on('Network.loadingFinished', (event) => {
    const request = byId.get(event.requestId);
    if (!request) return;
    request.encodedBytes = request.fromCache ? 0 : event.encodedDataLength;
    request.done = true;
  });
  session.on('Network.loadingFailed', (event) => {
    const request = byId.get(event.requestId);
    if (request) request.done = true;
  });
  await session.send('Network.enable');
  return {
    session,
    take() {
      const finished = [...byId.values()].filter((request) => request.done && request.status > 0);
      byId = new Map();
      headersOf.clear();
      return finished.map(({ done: _done, ...request }) => request);
    },
  };
}

/** The longest chain of requests, each started by the one before (document → script → …), by URL. */
export function longestChain(requests: readonly LoggedRequest[]): string[] {
  const byUrl = new Map<string, LoggedRequest>();
  for (const request of requests) if (!byUrl.has(request.url)) byUrl.set(request.url, request);
  const memo = new Map<string, string[]>();
  const chainTo = (request: LoggedRequest, seen: Set<string>): string[] => {
    const known = memo.get(request.url);
    if (known) return known;
    const parent = request.initiatorUrl ? byUrl.get(request.initiatorUrl) : undefined;
    // A request never starts itself; a cycle (a script reloaded by itself) ends the chain.
    const chain = parent && parent !== request && !seen.has(parent.url) ? [...chainTo(parent, new Set([...seen, request.url])), request.url] : [request.url];
    memo.set(request.url, chain);
    return chain;
  };
  return requests.reduce<string[]>((longest, request) => {
    const chain = chainTo(request, new Set());
    return chain.length > longest.length ? chain : longest;
  }, []);
}
