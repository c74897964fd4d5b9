/** The part of a WebSocket the live stream uses; the browser one is adapted by `openBrowserSocket`. */
export interface StreamSocket {
  /** 0 connecting, 1 open, 2 closing, 3 closed (the WebSocket constants). */
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: (() => void) | null;
}

/** WebSocket readyState of an open socket. */
export const SOCKET_OPEN = 1;

/** The `/api/stream` address on the page's own origin (ws:, or wss: under https). */
export function streamUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/stream`;
}

/** Opens a browser WebSocket that hands binary messages over as ArrayBuffers. */
export function openBrowserSocket(url: string): StreamSocket {
  const ws = new WebSocket(url);
  ws.binaryType = 'arraybuffer';
  const socket: StreamSocket = {
    get readyState() {
      return ws.readyState;
    },
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  ws.onopen = () => socket.onopen?.();
  ws.onmessage = (event) => socket.onmessage?.({ data: event.data });
  ws.onclose = (event) => socket.onclose?.({ code: event.code, reason: event.reason });
  ws.onerror = () => socket.onerror?.();
  return socket;
}
