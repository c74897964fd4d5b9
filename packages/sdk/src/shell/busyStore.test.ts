import { beforeEach, describe, expect, it } from 'vitest';
import { beginBusy, busyStore } from './busyStore.js';

beforeEach(() => {
  busyStore.pending = 0;
});

describe('busy overlay count', () => {
  it('stays up until every write settled', () => {
    const first = beginBusy();
    const second = beginBusy();
    first();
    expect(busyStore.pending).toBe(1);
    second();
    expect(busyStore.pending).toBe(0);
  });

  it('counts each write once however often it reports', () => {
    const write = beginBusy();
    beginBusy();
    write();
    write();
    expect(busyStore.pending).toBe(1);
  });

  it('is cleared by a failure while other writes are still in flight (spec §1)', () => {
    const slow = beginBusy();
    const failing = beginBusy();
    failing(true);
    expect(busyStore.pending).toBe(0);
    // The write begun before the failure settling later does not take a newer write's count away.
    const newer = beginBusy();
    slow();
    expect(busyStore.pending).toBe(1);
    newer();
    expect(busyStore.pending).toBe(0);
  });
});
