import type { LocalizedText } from './common.js';
import type { FieldError } from './field-error.js';

// Kept apart from field-error.ts on purpose: that file builds TypeBox schemas when it loads, and the
// console's shell imports these messages for its common translations; importing them from there
// pulled TypeBox (about 40 KB) into the login page's first script.

/** Messages of the rule checks that a JSON Schema cannot express, keyed by FieldError code. */
export const RuleMessages = {
  passwordLength: { en: 'Use 10 to 32 characters', ja: '10〜32文字で入力してください' },
  passwordClasses: {
    en: 'Use at least 3 of: upper-case letters, lower-case letters, digits, symbols (half-width)',
    ja: '半角の英大文字・英小文字・数字・記号のうち3種類以上を使用してください',
  },
  passwordHalfWidth: { en: 'Use half-width characters only', ja: '半角文字のみ使用できます' },
  passwordContainsLoginId: { en: 'The password must not contain the user ID', ja: 'パスワードにユーザーIDを含めることはできません' },
  passwordLettersDigits: {
    en: 'Use at least 8 characters with both letters and digits',
    ja: '英字と数字を含む8文字以上で入力してください',
  },
  passwordConfirmMismatch: { en: 'The passwords do not match', ja: 'パスワードが一致しません' },
  required: { en: 'This field is required', ja: '必須項目です' },
  // The shared placement rules of the server (rules/in-building.ts, rules/building-owned.ts).
  notInBuilding: { en: 'Choose one that belongs to the chosen building', ja: '選択したビルに属するものを選んでください' },
  notFound: { en: 'Choose one you can see', ja: '表示できるものを選んでください' },
  unique: { en: 'This name is already in use', ja: 'この名前は既に使用されています' },
  // Schedule entries and building time zones (server/src/schedules/schedule-checks.ts, routes/buildings/building-checks.ts).
  endNotAfterStart: { en: 'The end must be after the start', ja: '終了は開始より後にしてください' },
  tooLong: { en: 'An entry may last at most 24 hours', ja: '1件の予定は24時間以内にしてください' },
  untilBeforeStart: { en: 'The repeat end date must not be before the start', ja: '繰り返しの終了日は開始日以降にしてください' },
  scheduleOverlap: { en: 'The robot already has an entry at this time', ja: 'このロボットには同じ時間帯に別の予定があります' },
  timeZoneUnknown: { en: 'Enter an IANA time zone such as Asia/Tokyo', ja: 'Asia/Tokyo のようなIANAタイムゾーンを入力してください' },
  // Trigger rules (server/src/triggers/trigger-checks.ts).
  eventNotRaised: { en: 'Choose a schedule, robot status or data threshold event; the others have no source linked yet', ja: 'スケジュール、ロボット状態、データしきい値のイベントを選んでください。その他は連携元が未接続です' },
  notSameOrganization: { en: 'Choose one of the rule\'s organization', ja: 'ルールと同じ組織のものを選んでください' },
  // Floor maps (waypoint.ts, map-route.ts, map-area.ts, floor-map.ts; server routes/maps).
  actionRequired: { en: 'Enter the action an action waypoint runs', ja: 'アクション地点で実行するアクションを入力してください' },
  routeLoop: { en: 'Choose a different waypoint from the start', ja: '始点と異なる地点を選んでください' },
  waypointNotOnFloor: { en: 'Choose a waypoint of the chosen floor', ja: '選択したフロアの地点を選んでください' },
  unknownWaypoint: { en: 'Choose a waypoint of this map', ja: 'このマップの地点を選んでください' },
  duplicateKey: { en: 'Another waypoint of this map has the same key', ja: 'このマップに同じキーの地点があります' },
  notOnFloor: { en: 'This item is not on this floor any more; reload the map', ja: 'この項目はもうこのフロアにありません。マップを再読み込みしてください' },
  outsideMap: { en: "Place it on the floor's robot map", ja: 'フロアのロボットマップ内に配置してください' },
  speedRequired: { en: 'Enter the maximum speed of a speed area', ja: '速度制限エリアの最高速度を入力してください' },
  // The text rules of text-rules.ts (textRuleOf picks one).
  notBlank: { en: 'Enter at least one character other than spaces', ja: '空白以外の文字を入力してください' },
  controlCharacters: {
    en: 'Remove control characters such as tabs, line breaks or NUL',
    ja: 'タブ・改行・NULなどの制御文字を取り除いてください',
  },
  controlCharactersMultiline: {
    en: 'Remove control characters such as NUL (line breaks and tabs are fine)',
    ja: 'NULなどの制御文字を取り除いてください（改行とタブは使えます）',
  },
} as const satisfies Record<string, LocalizedText>;
export type RuleMessageCode = keyof typeof RuleMessages;

/** A field error for a rule check, with the English message (the code keys the translations). */
export function ruleError(path: string, code: RuleMessageCode): FieldError {
  return { path, code, message: RuleMessages[code].en };
}
