// SystemJS normally loads a bundle with a script tag, which would fetch it a second time after
// the host fetched it to check its integrity. For the URLs handed over here, SystemJS's fetch
// path runs the very bytes the host checked instead.
const sources = new Map<string, string>();
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  const proto = System.constructor.prototype;
  const shouldFetch = proto.shouldFetch;
  const fetchHook = proto.fetch;
  proto.shouldFetch = function (this: unknown, url: string, parentUrl?: string, meta?: unknown) {
    return sources.has(url) || shouldFetch.call(this, url, parentUrl, meta);
  };
  proto.fetch = function (this: unknown, url: string, options?: RequestInit) {
    const source = sources.get(url);
    if (source === undefined) return fetchHook.call(this, url, options);
    sources.delete(url);
    return Promise.resolve(new Response(source, { headers: { 'content-type': 'application/javascript' } }));
  };
}

/** Makes the next SystemJS load of `url` run `source` (already fetched and checked) without fetching again. */
export function handOverSource(url: string, source: string): void {
  install();
  sources.set(url, source);
}

/** Drops a handed-over source that SystemJS did not use (the module was already loaded). */
export function withdrawSource(url: string): void {
  sources.delete(url);
}
