/** What is known about why a module failed to load, beyond its kind; shown to administrators and in development. */
export interface LoadFailureDetails {
  /** The address of the file that failed: the entry, or a chunk or dependency SystemJS names. */
  url?: string;
  /** The HTTP status that address answers with when it is not a success. */
  status?: number;
  /** A bare import the console could not resolve (`import 'left-pad'`). */
  specifier?: string;
  /** The thrown error's message (a throw at module evaluation, SystemJS's own message). */
  message?: string;
}

const BARE_SPECIFIER = /Unable to resolve bare specifier '([^']+)'/;
const LOADING = /Error loading (\S+)/;

function messageOf(cause: unknown): string | undefined {
  if (cause instanceof Error) return cause.message;
  if (cause === undefined || cause === null) return undefined;
  return String(cause);
}

/** The status a plain request for `url` answers with, or undefined when it succeeds or no answer comes. */
async function failingStatus(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return response.ok ? undefined : response.status;
  } catch {
    return undefined;
  }
}

/**
 * Reads the cause of a failed SystemJS import: the specifier it could not resolve, the file it could
 * not load (asked again, as a script element's error event has no status) or the evaluation error's
 * message. Nothing fetched here is run.
 */
export async function describeLoadFailure(entryUrl: string, cause: unknown): Promise<LoadFailureDetails> {
  const message = messageOf(cause);
  const specifier = message?.match(BARE_SPECIFIER)?.[1];
  if (specifier) return { url: entryUrl, specifier, message };
  const loading = message?.match(LOADING)?.[1];
  const url = loading ?? entryUrl;
  const status = loading !== undefined || message === undefined ? await failingStatus(url) : undefined;
  return { url, ...(status !== undefined ? { status } : {}), ...(message !== undefined ? { message } : {}) };
}
