import type { ServerResponse } from 'node:http';

/**
 * Server-Sent Events fan-out: every open /events response hears each build. A failed build's
 * `error` is also replayed to a browser that connects (or reloads) before the next good build, so
 * its console shows the error overlay too; a `change` (a good build) ends it.
 */
export class EventHub {
  private readonly clients = new Set<ServerResponse>();
  private failure: string | null = null;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(heartbeatMs = 15_000) {
    // A comment line now and then keeps proxies and idle timers from closing the stream.
    this.heartbeat = setInterval(() => this.writeAll(': ping\n\n'), heartbeatMs);
    this.heartbeat.unref();
  }

  /** Takes over a response as an event stream until the browser closes it. */
  attach(response: ServerResponse, headers: Record<string, string>): void {
    response.writeHead(200, {
      ...headers,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
    });
    response.write('retry: 500\n\n');
    if (this.failure) response.write(this.failure);
    this.clients.add(response);
    response.on('close', () => this.clients.delete(response));
  }

  /** Sends one named event with a JSON payload to every listener. */
  broadcast(event: string, data: unknown): void {
    const chunk = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    if (event === 'error') this.failure = chunk;
    else if (event === 'change') this.failure = null;
    this.writeAll(chunk);
  }

  /** How many browsers are listening. */
  get size(): number {
    return this.clients.size;
  }

  /** Ends every stream and the heartbeat. */
  close(): void {
    clearInterval(this.heartbeat);
    for (const client of this.clients) client.end();
    this.clients.clear();
  }

  private writeAll(chunk: string): void {
    for (const client of this.clients) client.write(chunk);
  }
}
