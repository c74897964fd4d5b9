/**
 * The gateway addresses a robot may use, in order: one URL, or several comma-separated (the
 * processes of a cluster). A robot stays on the one that answers and moves to the next when it
 * goes away.
 */
export function gatewayUrls(url: string): string[] {
  return url.split(',').map((part) => part.trim()).filter(Boolean);
}

/** Cycles through a robot's gateway addresses; `next` is taken after a connection was lost. */
export class GatewayRotation {
  private index: number;

  constructor(private readonly urls: readonly string[], start = 0) {
    if (urls.length === 0) throw new Error('no gateway address');
    this.index = start % urls.length;
  }

  get current(): string {
    return this.urls[this.index]!;
  }

  next(): string {
    this.index = (this.index + 1) % this.urls.length;
    return this.current;
  }

  get size(): number {
    return this.urls.length;
  }
}

/** Which of `count` gateways a robot starts on: a stable spread by serial number. */
export function spreadIndex(serialNo: string, count: number): number {
  let hash = 0;
  for (let i = 0; i < serialNo.length; i++) hash = (hash * 31 + serialNo.charCodeAt(i)) >>> 0;
  return count > 0 ? hash % count : 0;
}
