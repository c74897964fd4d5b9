import { describe, expect, it } from 'vitest';
import { CommandRefusalCode, FlowErrorCode, GatewayNoteCode, RobotErrorCode, RobotMessages } from '@fleetdeck/model';
import { en } from '../i18n/en.js';
import { ja } from '../i18n/ja.js';
import { ackNotice, eventNotice, lostLinkNotice, messageText, type NoticeMessage } from './robotMessages.js';

// A tiny t over the plugin's own trees, so a key that does not exist fails the test.
function tFor(tree: Record<string, unknown>) {
  return (key: string, params: Record<string, unknown> = {}) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
    if (typeof value !== 'string') throw new Error(`missing key ${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
  };
}
const both = (message: NoticeMessage) => ({ en: messageText(message, 'en', tFor(en)), ja: messageText(message, 'ja', tFor(ja)) });

describe('eventNotice', () => {
  it('shows every §8 robot error in ja and en, as an error while active and as cleared after', () => {
    for (const code of Object.keys(RobotErrorCode) as Array<keyof typeof RobotErrorCode>) {
      const raised = eventNotice({ kind: 'robotError', code, level: 9, active: true });
      expect(raised.intent).toBe('error');
      expect(both(raised.message)).toEqual(RobotErrorCode[code]);
      expect(eventNotice({ kind: 'robotError', code, level: 0, active: false })).toMatchObject({ cleared: true, intent: 'success' });
    }
  });

  it('shows F0001-F0007 and D0001 with the model texts, at least as warnings', () => {
    for (const code of Object.keys(FlowErrorCode) as Array<keyof typeof FlowErrorCode>) {
      const notice = eventNotice({ kind: 'flow', code, level: 0 });
      expect(both(notice.message)).toEqual(FlowErrorCode[code]);
      expect(notice.intent).toBe('warning');
    }
    expect(both(eventNotice({ kind: 'docking', code: 'D0001', level: 9 }).message).en).toBe('Could not return to the charging station');
    expect(eventNotice({ kind: 'docking', code: 'D0001', level: 9 }).intent).toBe('error');
  });

  it("gives §4's elevator, security-door and recording codes their meanings, and names elevator cloud codes by kind and code", () => {
    const notice = eventNotice({ kind: 'elevator', code: 911, level: 5 });
    expect(both(notice.message)).toEqual({ en: 'Elevator in emergency operation (fire or earthquake)', ja: 'エレベーターが管制運転中です（火災・地震）' });
    expect(notice.intent).toBe('warning');
    expect(both(eventNotice({ kind: 'rosbag', code: 'r002', level: 0 }).message).en).toBe('Long-time recording ended');
    expect(both(eventNotice({ kind: 'elevatorCloud', code: 'A0003', level: 9 }).message)).toEqual({ en: 'Elevator cloud: code A0003', ja: 'エレベータークラウド：コード A0003' });
  });

  it("warns in ja and en when the gateway finds the robot on a floor its building does not have, and shows when that ends", () => {
    const raised = eventNotice({ kind: 'floor', code: 'UNKNOWN_FLOOR', level: 5, active: true });
    expect(raised).toMatchObject({ intent: 'warning', code: 'UNKNOWN_FLOOR' });
    expect(both(raised.message)).toEqual(GatewayNoteCode.UNKNOWN_FLOOR);
    expect(eventNotice({ kind: 'floor', code: 'UNKNOWN_FLOOR', level: 0, active: false })).toMatchObject({ intent: 'success', cleared: true });
  });
});

describe('ackNotice', () => {
  it('is silent for ok and explains refusals with their §8 texts', () => {
    expect(ackNotice({ result: 'ok' })).toBeNull();
    expect(both(ackNotice({ result: 'rejected', code: 'FLOW_ALREADY_RUNNING' })?.message ?? { key: 'x' })).toEqual({
      en: 'A flow is already running.',
      ja: 'すでにフローが実行中です。',
    });
    expect(both(ackNotice({ result: 'rejected', code: 'EMERGENCY_STOP' })?.message ?? { key: 'x' })).toEqual(RobotErrorCode.EMERGENCY_STOP);
    expect(both(ackNotice({ result: 'error', code: 'ROBOT_OFFLINE' })?.message ?? { key: 'x' }).en).toBe('The robot is offline.');
    expect(both(ackNotice({ result: 'rejected', code: 'BATTERY_LOW' })?.message ?? { key: 'x' }).en).toContain('at least 20%');
    expect(both(ackNotice({ result: 'rejected', code: 'COMMAND_QUEUE_FULL' })?.message ?? { key: 'x' })).toEqual(RobotMessages.commandQueueFull);
    expect(both(ackNotice({ result: 'cancelled', code: 'STOPPED' })?.message ?? { key: 'x' }).en).toBe('Cancelled by a stop.');
    expect(both(ackNotice({ result: 'error', code: 'WHATEVER' })?.message ?? { key: 'x' }).en).toBe('The robot refused the command (WHATEVER).');
  });

  it('explains every §8 command refusal (sentry mode, cleaning) in ja and en', () => {
    for (const code of Object.keys(CommandRefusalCode) as Array<keyof typeof CommandRefusalCode>) {
      const notice = ackNotice({ result: 'rejected', code, message: 'robot English text' });
      expect(notice?.intent).toBe('error');
      expect(both(notice?.message ?? { key: 'x' })).toEqual(CommandRefusalCode[code]);
    }
  });

  it('tells to release the emergency stop button on the robot when a reset is refused for it', () => {
    const refused = { result: 'rejected', code: 'EMERGENCY_STOP' };
    expect(both(ackNotice(refused, 'resetErrors')?.message ?? { key: 'x' })).toEqual(RobotMessages.emergencyStopStillPressed);
    expect(ackNotice(refused, 'resetErrors')?.code).not.toBe(ackNotice(refused, 'teleop')?.code);
    // Refused driving keeps the error's own text.
    expect(both(ackNotice(refused, 'teleop')?.message ?? { key: 'x' })).toEqual(RobotErrorCode.EMERGENCY_STOP);
  });

  it('reports a missing answer as a lost link that asks for a reload', () => {
    expect(both(lostLinkNotice().message).en).toMatch(/reload/i);
  });
});
