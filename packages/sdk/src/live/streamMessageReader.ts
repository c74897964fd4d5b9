import type { StreamServerMessage } from '@fleetdeck/model';
import type { MessageCheck } from './streamMessageCheck.js';

/** Where a dropped message is reported (the browser console on the page). */
export type DropLog = (reason: string, text: string) => void;

/** Logs a dropped message to the browser console, shortened so a huge one does not flood it. */
export const consoleDropLog: DropLog = (reason, text) => {
  console.warn(`Live stream: dropped a server message (${reason}): ${text.slice(0, 200)}`);
};

/**
 * Turns the server's JSON texts into checked messages, in arrival order. Texts that are not
 * JSON or do not match the model's schema are logged and dropped, never passed on: a broken
 * message must not reach the stores that React renders from. Until the check has loaded,
 * texts wait in a queue.
 */
export class StreamMessageReader {
  private check: MessageCheck | null = null;
  private readonly waiting: Array<{ text: string; deliver: (message: StreamServerMessage) => void }> = [];

  constructor(load: () => MessageCheck | Promise<MessageCheck>, private readonly log: DropLog = consoleDropLog) {
    const loaded = load();
    if (typeof loaded === 'function') {
      this.check = loaded;
      return;
    }
    loaded.then(
      (check) => {
        this.check = check;
        for (const { text, deliver } of this.waiting.splice(0)) this.readNow(text, deliver);
      },
      (error: unknown) => {
        // Without a check nothing can be trusted: every message is dropped and said so.
        this.check = () => `message check failed to load: ${String(error)}`;
        for (const { text } of this.waiting.splice(0)) this.log('message check failed to load', text);
      },
    );
  }

  /** Reads one text; `deliver` gets it once checked (at once when the check is loaded). */
  read(text: string, deliver: (message: StreamServerMessage) => void): void {
    if (this.check && this.waiting.length === 0) this.readNow(text, deliver);
    else this.waiting.push({ text, deliver });
  }

  private readNow(text: string, deliver: (message: StreamServerMessage) => void): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.log('not JSON', text);
      return;
    }
    const problem = this.check ? this.check(message) : 'no check';
    if (problem) {
      this.log(problem, text);
      return;
    }
    deliver(message as StreamServerMessage);
  }
}
