import { describe, expect, it } from 'vitest';
import type { Notice } from '../notices/robotMessages.js';
import { addNotice, type ShownNotice } from './notices.js';

const notice = (code: string, cleared = false): Notice => ({ intent: 'error', code, message: { key: 'ack.failed', params: { code } }, cleared });

describe('addNotice', () => {
  it('puts the newest first and keeps six', () => {
    let list: ShownNotice[] = [];
    for (let i = 0; i < 8; i++) list = addNotice(list, notice(`C${i}`), i * 10_000);
    expect(list.map((n) => n.code)).toEqual(['C7', 'C6', 'C5', 'C4', 'C3', 'C2']);
  });

  it('does not repeat the same code within three seconds (a refused teleop every 150 ms)', () => {
    let list = addNotice([], notice('EMERGENCY_STOP'), 0);
    const first = list;
    list = addNotice(list, notice('EMERGENCY_STOP'), 2_999);
    expect(list).toBe(first);
    list = addNotice(list, notice('OTHER'), 3_000);
    list = addNotice(list, notice('EMERGENCY_STOP'), 3_500);
    expect(list.map((n) => [n.code, n.at])).toEqual([['EMERGENCY_STOP', 3_500], ['OTHER', 3_000]]);
  });

  it('shows a clearing beside its raising', () => {
    let list = addNotice([], notice('MOTOR_HOT'), 0);
    list = addNotice(list, notice('MOTOR_HOT', true), 100);
    expect(list.map((n) => Boolean(n.cleared))).toEqual([true, false]);
  });
});
