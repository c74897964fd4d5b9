/**
 * An `error` message the server sent on the stream (a refused message, a failed sign-in).
 * @group Live robots
 * @example
 * ```tsx
 * const { error, dismiss }: { error: StreamError | null; dismiss: () => void } = useStreamError();
 * return error ? <MessageBar intent="error" onClick={dismiss}>{error.code}: {error.message}</MessageBar> : null;
 * ```
 */
export interface StreamError {
  code: string;
  message: string;
  /** Browser time it arrived, ms since epoch. */
  receivedAt: number;
}

/** The latest server error on the stream, kept until dismissed or replaced, for pages to show. */
export class StreamErrors {
  private current: StreamError | null = null;
  private readonly listeners = new Set<() => void>();

  /** The latest error, or null. */
  get latest(): StreamError | null {
    return this.current;
  }

  /** Calls `listener` whenever the latest error changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Records an error the server sent. */
  report(error: StreamError): void {
    this.set(error);
  }

  /** Forgets the latest error (dismissed, or superseded by the shell's own handling). */
  clear(): void {
    this.set(null);
  }

  private set(error: StreamError | null): void {
    if (this.current === error) return;
    this.current = error;
    for (const listener of [...this.listeners]) listener();
  }
}
