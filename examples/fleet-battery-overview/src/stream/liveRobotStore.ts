import type { RobotLiveState, StreamServerMessage } from '@fleetdeck/model';

/** Where the live connection stands, as the page tells the operator. */
export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'signedOut';

/** What the page renders: the latest state per robot id and the connection state. */
export interface LiveSnapshot {
  robots: ReadonlyMap<number, RobotLiveState>;
  connection: ConnectionState;
}

/**
 * Latest robot states from /api/stream, for useSyncExternalStore. The first `robots` message
 * after each (re)connect is a full snapshot and replaces everything; later ones carry only the
 * robots that changed (docs/gateway-protocol.md, "What a client must do").
 */
export class LiveRobotStore {
  private snapshot: LiveSnapshot = { robots: new Map(), connection: 'connecting' };
  private awaitingSnapshot = true;
  private readonly listeners = new Set<() => void>();

  /** Registers a change listener; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current snapshot (a new object after every change). */
  getSnapshot = (): LiveSnapshot => this.snapshot;

  /** Records a connection change; a new connection waits for a full snapshot again. */
  setConnection(connection: ConnectionState): void {
    if (connection !== 'live') this.awaitingSnapshot = true;
    if (connection === this.snapshot.connection) return;
    this.update({ ...this.snapshot, connection });
  }

  /** Applies one server message; messages other than `robots` change nothing here. */
  receive(message: StreamServerMessage): void {
    if (message.type !== 'robots') return;
    const robots = new Map(this.awaitingSnapshot ? [] : this.snapshot.robots);
    for (const robot of message.robots) robots.set(robot.robotId, robot);
    this.awaitingSnapshot = false;
    this.update({ robots, connection: 'live' });
  }

  private update(snapshot: LiveSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
