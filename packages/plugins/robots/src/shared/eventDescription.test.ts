import { describe, expect, it } from 'vitest';
import { eventDescription } from './eventDescription.js';

const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;

describe('eventDescription', () => {
  it('gives the §8 texts of flow, docking and robot error codes in the chosen language', () => {
    expect(eventDescription({ kind: 'flow', code: 'F0007' }, 'en', t)).toBe('Obstacle on the route, movement stopped');
    expect(eventDescription({ kind: 'flow', code: 'F0007' }, 'ja', t)).toBe('ルート上に障害物があるため移動を停止しました');
    expect(eventDescription({ kind: 'docking', code: 'D0001' }, 'en', t)).toBe('Could not return to the charging station');
    expect(eventDescription({ kind: 'robotError', code: 'EMERGENCY_STOP' }, 'ja', t)).toBe('非常停止ボタンが押されています');
    expect(eventDescription({ kind: 'floor', code: 'UNKNOWN_FLOOR' }, 'ja', t)).toMatch(/^ロボットが所属ビルにないフロアを報告しているため/);
  });

  it('names connection changes and device codes, and appends the robot message', () => {
    expect(eventDescription({ kind: 'connection', code: 'offline' }, 'en', t)).toBe('connection.offline');
    expect(eventDescription({ kind: 'elevator', code: 911 }, 'en', t)).toBe('Elevator in emergency operation (fire or earthquake)');
    expect(eventDescription({ kind: 'rosbag', code: 'r001' }, 'ja', t)).toBe('長時間録画を開始しました');
    expect(eventDescription({ kind: 'securityDoor', code: 91 }, 'en', t)).toBe('Unlock refused');
    expect(eventDescription({ kind: 'elevatorCloud', code: 'A0001' }, 'en', t)).toBe('activity.codeText.elevatorCloud{"code":"A0001"}');
    expect(eventDescription({ kind: 'flow', code: 'F0001', message: 'speaker' }, 'en', t)).toBe('Audio playback error (speaker)');
  });
});
