import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommandTracker } from './commandTracker.js';
import { isRobotCommandError } from './robotCommandError.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function tracker() {
  const sent: Array<{ ref: number; command: { name: string } }> = [];
  let held = 0;
  const link = {
    ready: false,
    send: (text: string) => {
      if (!link.ready) return false;
      sent.push(JSON.parse(text) as { ref: number; command: { name: string } });
      return true;
    },
    retain: () => {
      held += 1;
      return () => void (held -= 1);
    },
  };
  return { commands: new CommandTracker(link), link, sent, held: () => held };
}

describe('CommandTracker', () => {
  it('holds commands until the link is ready, then resolves each by the ack of its ref', async () => {
    const t = tracker();
    const first = t.commands.command('R1', { name: 'stop' });
    const second = t.commands.command('R1', { name: 'stop' });
    expect(t.sent).toEqual([]);
    expect(t.held()).toBe(2);
    t.link.ready = true;
    t.commands.sendWaiting();
    expect(t.sent.map((m) => m.ref)).toEqual([1, 2]);
    t.commands.acknowledge({ ref: 2, serialNo: 'R1', result: 'rejected', code: 'FORBIDDEN' });
    await expect(second).resolves.toMatchObject({ result: 'rejected' });
    t.commands.acknowledge({ ref: 1, serialNo: 'R1', result: 'ok' });
    await expect(first).resolves.toMatchObject({ result: 'ok' });
    expect(t.held()).toBe(0);
  });

  it('rejects on timeout and never sends the late command', async () => {
    const t = tracker();
    const late = t.commands.command('R1', { name: 'stop' }, 1000);
    vi.advanceTimersByTime(1000);
    await expect(late).rejects.toSatisfy((error: unknown) => isRobotCommandError(error) && error.reason === 'timeout');
    t.link.ready = true;
    t.commands.sendWaiting();
    expect(t.sent).toEqual([]);
  });

  it('rejects every waiting command when the socket goes', async () => {
    const t = tracker();
    t.link.ready = true;
    const pending = t.commands.command('R1', { name: 'stop' });
    t.commands.failAll();
    await expect(pending).rejects.toMatchObject({ reason: 'closed' });
    expect(t.held()).toBe(0);
  });

  it('sends stop at once without waiting for an ack, and says when it could not', () => {
    const t = tracker();
    expect(t.commands.stopNow('R1')).toBe(false);
    t.link.ready = true;
    expect(t.commands.stopNow('R1')).toBe(true);
    expect(t.sent.map((m) => m.command)).toEqual([{ name: 'stop' }]);
    expect(t.held()).toBe(0);
  });
});
