import type { LocalizedText } from './common.js';

/** Elevator integration codes of spec §4. */
export const ElevatorCode = [0, 99, 100, 101, 102, 199, 200, 201, 202, 203, 300, 301, 302, 911, 912] as const;
export type ElevatorCode = (typeof ElevatorCode)[number];

/** Security-door codes of spec §4. */
export const SecurityDoorCode = [0, 1, 2, 3, 4, 5, 91, 92, 93, 94, 99] as const;
export type SecurityDoorCode = (typeof SecurityDoorCode)[number];

/** Rosbag record codes of spec §4. */
export const RosbagCode = ['r001', 'r002', 'r101', 'r102', 'r103', 'r104', 'r105', 'r201', 'r202', 'r203', 'r801', 'r802'] as const;
export type RosbagCode = (typeof RosbagCode)[number];

/** The families of device codes (§4) a robot reports as events. */
export type DeviceCodeKind = 'elevator' | 'securityDoor' | 'rosbag';

const families: Record<DeviceCodeKind, LocalizedText> = {
  elevator: { en: 'Elevator integration code', ja: 'エレベーター連携コード' },
  securityDoor: { en: 'Security-door code', ja: 'セキュリティドアコード' },
  rosbag: { en: 'Rosbag record code', ja: 'rosbag記録コード' },
};

// Meanings the project knows: the recorder's start and end (the long-time recording states of §4,
// which the robot simulator reports as r001 and r002). The spec lists the other codes without
// their meanings; they are named by family and number until the robot makers' table is added here.
const meanings: Partial<Record<DeviceCodeKind, Readonly<Record<string, LocalizedText>>>> = {
  rosbag: {
    r001: { en: 'Long-time recording started', ja: '長時間録画を開始しました' },
    r002: { en: 'Long-time recording ended', ja: '長時間録画を終了しました' },
  },
};

/** What a device code means in both languages: its meaning where known, else its family and number. */
export function deviceCodeMeaning(kind: DeviceCodeKind, code: string | number): LocalizedText {
  const known = meanings[kind]?.[String(code)];
  if (known) return known;
  const family = families[kind];
  return { en: `${family.en} ${code}`, ja: `${family.ja} ${code}` };
}
