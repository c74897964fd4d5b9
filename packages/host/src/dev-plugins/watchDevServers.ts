/** The part of EventSource this module uses (injectable for tests). */
export interface DevEventSource {
  addEventListener(type: 'change' | 'error', listener: (event: Event) => void): void;
  close(): void;
}

/** The build error a dev server sends as an `error` event; EventSource's own connection errors carry no data. */
function buildErrorMessage(event: Event): string | undefined {
  const data = (event as Partial<MessageEvent>).data;
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = JSON.parse(data) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Listens for rebuilds on each dev server and calls `onChange` after each good one, and
 * `onBuildError` with the message and the server's address after a failed one; returns a stop function.
 */
export function watchDevServers(
  eventUrls: string[],
  onChange: () => void,
  open: (url: string) => DevEventSource = (url) => new EventSource(url),
  onBuildError: (message: string, source: string) => void = () => undefined,
): () => void {
  const sources = eventUrls.map((url) => {
    const source = open(url);
    source.addEventListener('change', onChange);
    source.addEventListener('error', (event) => {
      const message = buildErrorMessage(event);
      if (message !== undefined) onBuildError(message, url);
    });
    return source;
  });
  return () => sources.forEach((source) => source.close());
}
