import type { LocalizedText } from './common.js';

/** API error codes and their HTTP statuses (docs/contracts.md). */
export const ApiErrorCode = {
  VALIDATION_FAILED: 400,
  FILTER_INVALID: 400,
  RESET_LINK_INVALID: 400,
  UNAUTHORIZED: 401,
  LOGIN_FAILED: 401,
  AUTH_CODE_EXPIRED: 401,
  AUTH_CODE_MISMATCH: 401,
  // A robot's own HTTP calls (recording uploads) without its serial number and credential.
  ROBOT_CREDENTIAL_REFUSED: 401,
  // The permission refusal of one action to a signed-in user; never a session or network refusal
  // (the host keeps the session for it and signs out on the other 403s, docs/contracts.md).
  FORBIDDEN: 403,
  ACCOUNT_LOCKED: 403,
  IP_NOT_ALLOWED: 403,
  // Gates of spec §4 the server enforces too: until the account changes its password or agrees to
  // the outstanding terms, only the calls of those pages are answered (the host then routes there
  // and keeps the session).
  PASSWORD_CHANGE_REQUIRED: 403,
  TERMS_NOT_AGREED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  // Too many sign-in, code or reset requests (per client or from everyone), or too many password
  // checks waiting; the answer carries Retry-After in seconds.
  TOO_MANY_REQUESTS: 429,
  // Refused before any route runs (packages/server/src/plugins/transport-errors.ts).
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  PAYMENT_INCOMPLETE: 498,
  CONTRACT_ENDED: 499,
  INTERNAL: 500,
  // The mail server refused or could not be reached (e.g. a password reset link that was not sent).
  MAIL_SEND_FAILED: 502,
} as const;
export type ApiErrorCode = keyof typeof ApiErrorCode;

/** The account gates of spec §4 the server enforces (403 with this code on every other call). */
export type SessionGateCode = 'PASSWORD_CHANGE_REQUIRED' | 'TERMS_NOT_AGREED';

/** Messages of the account gates, in both languages; the server answers the English one. */
export const SessionGateMessages: Record<SessionGateCode, LocalizedText> = {
  PASSWORD_CHANGE_REQUIRED: {
    en: 'Change your password before using the console.',
    ja: 'コンソールを使用する前にパスワードを変更してください。',
  },
  TERMS_NOT_AGREED: {
    en: 'Agree to the current terms before using the console.',
    ja: 'コンソールを使用する前に最新の規約に同意してください。',
  },
};

/** Flow error codes of spec §8. */
export const FlowErrorCode: Record<'F0001' | 'F0002' | 'F0003' | 'F0004' | 'F0005' | 'F0006' | 'F0007', LocalizedText> = {
  F0001: { en: 'Audio playback error', ja: '音声再生エラー' },
  F0002: { en: 'Report upload error', ja: 'レポートアップロードエラー' },
  F0003: { en: 'Automatic position adjustment failed', ja: '自動位置補正に失敗しました' },
  F0004: { en: 'Obstacle in the rotation direction', ja: '回転方向に障害物があります' },
  F0005: { en: 'Obstacle in the specified direction', ja: '指定方向に障害物があります' },
  F0006: { en: 'Camera setting was not applied', ja: 'カメラ設定が反映されませんでした' },
  F0007: { en: 'Obstacle on the route, movement stopped', ja: 'ルート上に障害物があるため移動を停止しました' },
};
export type FlowErrorCode = keyof typeof FlowErrorCode;

/** Docking error codes of spec §8. */
export const DockErrorCode: Record<'D0001', LocalizedText> = {
  D0001: { en: 'Could not return to the charging station', ja: '充電ステーションに戻れませんでした' },
};
export type DockErrorCode = keyof typeof DockErrorCode;

/** Elevator cloud codes A0001-A0019; individual meanings are not specified. */
export const ElevatorCloudACodes = Array.from({ length: 19 }, (_, i) => `A${String(i + 1).padStart(4, '0')}`);

/**
 * Every elevator cloud code of spec §8 (A0001-A0019, S0020, S0023, S2201-S2404): the one list the
 * gateway's event schema and `isElevatorCloudCode` both read, so the two cannot drift apart.
 */
export const ElevatorCloudCodes: readonly string[] = [
  ...ElevatorCloudACodes,
  'S0020',
  'S0023',
  ...Array.from({ length: 2404 - 2201 + 1 }, (_, i) => `S${2201 + i}`),
];
const elevatorCloudCodeSet = new Set(ElevatorCloudCodes);

/** Whether a code is one of the elevator cloud codes of spec §8 (A0001-A0019, S0020, S0023, S2201-S2404). */
export function isElevatorCloudCode(code: string): boolean {
  return elevatorCloudCodeSet.has(code);
}
