import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { BrowserHeartbeat } from './browser-heartbeat.js';

/** The part of a ws socket the heartbeat uses; `answers` says whether the browser sends pongs. */
class PingedSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  pings = 0;
  terminated = false;

  constructor(private readonly answers: boolean) {
    super();
  }

  ping(): void {
    this.pings += 1;
    if (this.answers) queueMicrotask(() => this.emit('pong'));
  }

  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close', 1006);
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function tracked(heartbeat: BrowserHeartbeat, answers: boolean): PingedSocket {
  const socket = new PingedSocket(answers);
  heartbeat.track(socket as unknown as WebSocket);
  return socket;
}

describe('BrowserHeartbeat', () => {
  it('terminates a browser that leaves a ping unanswered past the deadline, and keeps one that answers', async () => {
    const heartbeat = new BrowserHeartbeat(1000, 400);
    heartbeat.start();
    const answering = tracked(heartbeat, true);
    const silent = tracked(heartbeat, false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(silent.pings).toBe(1);
    await vi.advanceTimersByTimeAsync(399);
    expect(silent.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(silent.terminated).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(answering.pings).toBe(6);
    expect(answering.terminated).toBe(false);
    // A terminated socket is no longer pinged.
    expect(silent.pings).toBe(1);
    heartbeat.stop();
  });

  it('gives a browser that connects between pings a whole round before judging it', async () => {
    const heartbeat = new BrowserHeartbeat(1000, 400);
    heartbeat.start();
    await vi.advanceTimersByTimeAsync(900);
    const late = tracked(heartbeat, false);
    await vi.advanceTimersByTimeAsync(100);
    expect(late.pings).toBe(1);
    expect(late.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(400);
    expect(late.terminated).toBe(true);
    heartbeat.stop();
  });

  it('stops pinging when stopped', async () => {
    const heartbeat = new BrowserHeartbeat(1000, 400);
    heartbeat.start();
    const silent = tracked(heartbeat, false);
    heartbeat.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(silent.pings).toBe(0);
    expect(silent.terminated).toBe(false);
  });
});
