/** The part of EventSource this module uses (injectable for tests). */
export interface DevEventSource {
  addEventListener(type: 'change', listener: () => void): void;
  close(): void;
}

/** Listens for rebuilds on each dev server and calls `onChange` after each; returns a stop function. */
export function watchDevServers(
  eventUrls: string[],
  onChange: () => void,
  open: (url: string) => DevEventSource = (url) => new EventSource(url),
): () => void {
  const sources = eventUrls.map((url) => {
    const source = open(url);
    source.addEventListener('change', onChange);
    return source;
  });
  return () => sources.forEach((source) => source.close());
}
