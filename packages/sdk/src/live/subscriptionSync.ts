import { BuildingSubscriptions, selectionKey, type BuildingSelection } from './buildingSubscriptions.js';

/**
 * Keeps the server's `subscribe` in step with the page's building holders: one message carrying
 * the union, sent when the union changes and again on every new socket.
 */
export class SubscriptionSync {
  private readonly subscriptions = new BuildingSubscriptions();
  /** Key of the last `subscribe` sent on this socket; 'none' before the first. */
  private sentSelection = 'none';
  private queued = false;

  /** `send` answers false when no socket is ready to take the message. */
  constructor(private readonly send: (text: string) => boolean) {}

  /** Adds a holder and schedules the new union; the returned function removes it. */
  add(buildingIds: BuildingSelection): () => void {
    const remove = this.subscriptions.add(buildingIds);
    this.queue();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      remove();
      this.queue();
    };
  }

  /** A new socket knows no subscription yet; the next sync sends it whatever it is. */
  reset(): void {
    this.sentSelection = 'none';
  }

  /** Sends the union unless the server already has it. */
  sync(): void {
    const union = this.subscriptions.size === 0 ? [] : this.subscriptions.union();
    const key = this.subscriptions.size === 0 ? 'none' : selectionKey(union);
    if (key === this.sentSelection) return;
    if (this.send(JSON.stringify({ type: 'subscribe', buildingIds: union }))) this.sentSelection = key;
  }

  private queue(): void {
    if (this.queued) return;
    this.queued = true;
    // Hooks mounting in one render each add a holder; one message carries all of them.
    queueMicrotask(() => {
      this.queued = false;
      this.sync();
    });
  }
}
