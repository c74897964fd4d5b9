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

// Spec §4 lists these codes without their meanings ("transitions are not shown"). The meanings
// below are the project's own reading of each family, kept here as the one table every screen
// uses (activity log, teleop notices, the system error-code list); r001 and r002 are what the
// robot simulator reports when long-time recording starts and ends.
const elevator: Record<ElevatorCode, LocalizedText> = {
  0: { en: 'Elevator integration ready', ja: 'エレベーター連携は正常です' },
  99: { en: 'Elevator integration error (unknown cause)', ja: 'エレベーター連携エラー（原因不明）' },
  100: { en: 'Calling the elevator', ja: 'エレベーターを呼んでいます' },
  101: { en: 'Elevator arrived at the departure floor', ja: 'エレベーターが出発階に到着しました' },
  102: { en: 'Boarded the elevator', ja: 'エレベーターに乗りました' },
  199: { en: 'Elevator call failed', ja: 'エレベーターの呼び出しに失敗しました' },
  200: { en: 'Moving to the destination floor', ja: '目的階へ移動しています' },
  201: { en: 'Arrived at the destination floor', ja: '目的階に到着しました' },
  202: { en: 'Left the elevator', ja: 'エレベーターを降りました' },
  203: { en: 'Boarding or alighting aborted', ja: '乗り降りを中止しました' },
  300: { en: 'Holding the elevator door open', ja: 'エレベーターの扉を開けたまま保持しています' },
  301: { en: 'Released the elevator door', ja: 'エレベーターの扉の保持を解除しました' },
  302: { en: 'Elevator door operation failed', ja: 'エレベーターの扉の操作に失敗しました' },
  911: { en: 'Elevator in emergency operation (fire or earthquake)', ja: 'エレベーターが管制運転中です（火災・地震）' },
  912: { en: 'Elevator out of service', ja: 'エレベーターが休止中です' },
};

const securityDoor: Record<SecurityDoorCode, LocalizedText> = {
  0: { en: 'Security door locked', ja: 'セキュリティドアは施錠されています' },
  1: { en: 'Unlock requested', ja: '解錠を要求しました' },
  2: { en: 'Security door unlocked', ja: 'セキュリティドアが解錠されました' },
  3: { en: 'Security door opened', ja: 'セキュリティドアが開きました' },
  4: { en: 'Passed through the security door', ja: 'セキュリティドアを通過しました' },
  5: { en: 'Security door locked again', ja: 'セキュリティドアが再施錠されました' },
  91: { en: 'Unlock refused', ja: '解錠が拒否されました' },
  92: { en: 'Security door did not open in time', ja: 'セキュリティドアが時間内に開きませんでした' },
  93: { en: 'Security door held open too long', ja: 'セキュリティドアが長時間開いたままです' },
  94: { en: 'No answer from the door controller', ja: 'ドア制御装置から応答がありません' },
  99: { en: 'Security-door error (unknown cause)', ja: 'セキュリティドアエラー（原因不明）' },
};

const rosbag: Record<RosbagCode, LocalizedText> = {
  r001: { en: 'Long-time recording started', ja: '長時間録画を開始しました' },
  r002: { en: 'Long-time recording ended', ja: '長時間録画を終了しました' },
  r101: { en: 'Preparing the recorder', ja: '録画の準備をしています' },
  r102: { en: 'Recorded segment saved', ja: '録画区間を保存しました' },
  r103: { en: 'Uploading recorded segments', ja: '録画区間をアップロードしています' },
  r104: { en: 'Recorded segments uploaded', ja: '録画区間のアップロードが完了しました' },
  r105: { en: 'Upload resumed after a lost connection', ja: '接続の回復後にアップロードを再開しました' },
  r201: { en: 'Recording storage nearly full', ja: '録画の保存領域が残りわずかです' },
  r202: { en: 'Recording storage full: oldest minutes removed', ja: '録画の保存領域がいっぱいのため、古い録画を削除しました' },
  r203: { en: 'Upload capacity of the plan reached', ja: 'プランのアップロード容量に達しました' },
  r801: { en: 'Recorder error: recording stopped', ja: '録画エラーのため録画を停止しました' },
  r802: { en: 'Upload failed', ja: 'アップロードに失敗しました' },
};

const meanings: Record<DeviceCodeKind, Readonly<Record<string, LocalizedText>>> = { elevator, securityDoor, rosbag };

/** What a device code means in both languages; a code outside §4's lists is named by family and number. */
export function deviceCodeMeaning(kind: DeviceCodeKind, code: string | number): LocalizedText {
  const known = meanings[kind][String(code)];
  if (known) return known;
  const family = families[kind];
  return { en: `${family.en} ${code}`, ja: `${family.ja} ${code}` };
}
