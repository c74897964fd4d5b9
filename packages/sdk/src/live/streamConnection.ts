import type { HttpError } from '../data/HttpError.js';
import type { StreamStatus } from './liveTypes.js';
import { reconnectDelayMs } from './reconnectBackoff.js';
import { accessErrorForClose } from './streamCloseCodes.js';
import type { StreamSocket } from './streamSocket.js';

/** How long the stream stays open after its last user leaves (a page change reuses it). */
export const IDLE_CLOSE_MS = 2000;
/** Close code the browser sends when it gives up on a socket that stopped answering (4000-4999: application codes). */
export const DEAD_SOCKET_CLOSE_CODE = 4000;

/** What the connection asks of the live stream around it. */
export interface ConnectionHooks {
  openSocket(): StreamSocket;
  readToken(): string | null;
  /** A message arrived on the current socket. */
  message(socket: StreamSocket, data: unknown): void;
  /** The socket is gone (closed, refused, dropped as dead, or no longer used). */
  lost(): void;
  /** The server refused the session (close 4401/4403/4498/4499); no reconnect follows. */
  accessLost(error: HttpError): void;
  /** Nothing uses the stream any more and it closed. */
  idle(): void;
  random: () => number;
}

/**
 * The socket's life: opened on first use and authenticated by its first message, reconnected
 * with backoff while someone uses it, closed a little after its last user leaves, and given up
 * on when the server refuses the session.
 */
export class StreamConnection {
  private socket: StreamSocket | null = null;
  private isReady = false;
  private everReady = false;
  private currentStatus: StreamStatus = 'closed';
  private readonly statusListeners = new Set<() => void>();
  private users = 0;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly hooks: ConnectionHooks) {}

  /** The connection's state. */
  get status(): StreamStatus {
    return this.currentStatus;
  }

  /** True once the server answered `ready` on the current socket. */
  get ready(): boolean {
    return this.isReady && this.socket !== null;
  }

  /** Calls `listener` whenever the status changes; returns the unsubscribe function. */
  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }

  /** Whether `socket` is the one in use (messages of an old socket are ignored). */
  isCurrent(socket: StreamSocket): boolean {
    return socket === this.socket;
  }

  /** Sends a text on the current socket; false when there is none. */
  send(text: string): boolean {
    if (!this.socket) return false;
    this.socket.send(text);
    return true;
  }

  /** Keeps the connection open until the returned function is called. */
  retain(): () => void {
    this.users += 1;
    if (this.idleTimer) {
      clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
    if (this.users === 1 && !this.socket && !this.reconnectTimer) this.connect();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.idleTimer = setTimeout(() => this.shutdown(), IDLE_CLOSE_MS);
    };
  }

  /** The server said `ready`: the session is accepted and the backoff starts over. */
  markReady(): void {
    this.isReady = true;
    this.everReady = true;
    this.attempt = 0;
    this.setStatus('open');
  }

  /**
   * Gives up on the current socket (it stopped answering) and reconnects. A dead link may take
   * minutes to report its close, so the socket is detached rather than waited for.
   */
  abandon(reason: string): void {
    const socket = this.socket;
    if (!socket) return;
    socket.onmessage = null;
    socket.onclose = null;
    socket.close(DEAD_SOCKET_CLOSE_CODE, reason);
    this.closed(socket, DEAD_SOCKET_CLOSE_CODE, reason);
  }

  private setStatus(status: StreamStatus): void {
    if (this.currentStatus === status) return;
    this.currentStatus = status;
    for (const listener of [...this.statusListeners]) listener();
  }

  private connect(): void {
    if (!this.hooks.readToken()) {
      // Signed out: nothing to open until someone signs in and uses the stream again.
      this.setStatus('closed');
      return;
    }
    this.setStatus(this.everReady || this.attempt > 0 ? 'reconnecting' : 'connecting');
    let socket: StreamSocket;
    try {
      socket = this.hooks.openSocket();
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.isReady = false;
    socket.onopen = () => {
      const token = this.hooks.readToken();
      if (token) socket.send(JSON.stringify({ type: 'auth', token }));
      else socket.close(1000, 'Signed out');
    };
    socket.onmessage = (event) => {
      if (socket === this.socket) this.hooks.message(socket, event.data);
    };
    socket.onclose = (event) => this.closed(socket, event.code, event.reason);
    socket.onerror = () => undefined;
  }

  private closed(socket: StreamSocket, code: number, reason: string): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.isReady = false;
    this.hooks.lost();
    const accessError = accessErrorForClose(code, reason);
    if (accessError) {
      // The next use (after signing in again) starts afresh rather than as a reconnect.
      this.everReady = false;
      this.attempt = 0;
      this.setStatus('closed');
      this.hooks.accessLost(accessError);
      return;
    }
    if (this.users === 0) {
      this.setStatus('closed');
      return;
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.setStatus('reconnecting');
    const delay = reconnectDelayMs(this.attempt, this.hooks.random);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.users > 0) this.connect();
      else this.setStatus('closed');
    }, delay);
  }

  private shutdown(): void {
    this.idleTimer = null;
    if (this.users > 0) return;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.socket = null;
    this.isReady = false;
    this.everReady = false;
    this.attempt = 0;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'No longer used');
    }
    this.hooks.lost();
    this.hooks.idle();
    this.setStatus('closed');
  }
}
