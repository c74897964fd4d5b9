import type { en } from './en.js';

/** Japanese strings of the robots plugin (namespace `robots`); same keys as English. */
export const ja: typeof en = {
  menu: { control: 'ロボット操作', robots: 'ロボット' },
  title: {
    control: 'ロボット操作', list: 'ロボット一覧', create: 'ロボット登録', edit: 'ロボット', activity: 'ロボットのアクティビティ', settingHistory: '設定変更履歴',
  },
  control: {
    view: '表示', grid: 'グリッド', list: 'リスト', building: 'ビル', allBuildings: 'すべてのビル', model: '機種', allModels: 'すべての機種',
    sort: '並び替え', onlineOnly: 'オンラインのみ', availableOnly: '利用可能のみ', search: '名前またはシリアル番号で検索',
    count: '{{total}} 台中 {{shown}} 台', empty: '条件に合うロボットはありません。', noRobots: 'このビルにはまだロボットがいません。',
    availableHint: '利用可能：オンライン、ステータスが利用可能、エラーなし、フロー未実行、バッテリー残量が十分。',
    sortBy: { condition: '状態（重大な順）', name: '名前', battery: 'バッテリー', status: 'ステータス', lastCommunication: '最終通信' },
    robotsLabel: 'ロボット',
    map: 'マップ', floor: 'フロア', close: '閉じる',
    mapChooseBuilding: 'フロアマップ上のロボットを見るにはビルを選んでください。',
    onFloor: 'このフロアのロボット：{{robots}} 台',
    mapLabel: '{{floor}} のフロアマップ（ロボット {{robots}} 台）。マーカーを指すと名前、クリックするとカードを表示します。',
  },
  stream: {
    connecting: 'ライブ更新に接続しています…',
    reconnecting: 'ライブ更新が中断しました。再接続しています…',
    error: 'ライブ更新でコンソールがエラーを返しました（{{code}}）：{{message}}',
    dismiss: '閉じる',
  },
  robot: {
    serialNo: 'シリアル番号', model: '機種', building: 'ビル', connection: '接続', status: 'ステータス', battery: 'バッテリー',
    currentFlow: '実行中のフロー', lastCommunication: '最終通信', actions: '操作', errors: 'エラー', name: '名前', condition: '状態',
    noFlow: 'なし', never: 'なし', flowProgress: '{{name}}（{{step}}/{{steps}}）', unknownBuilding: 'ビル {{id}}',
  },
  connection: { online: 'オンライン', offline: 'オフライン' },
  condition: {
    error: 'エラー', emergencyStop: '非常停止', offline: 'オフライン', unavailable: '利用不可', lowBattery: 'バッテリー低下', busy: '作業中',
    available: '利用可能',
  },
  status: { 0: '利用不可', 1: '利用可能', 2: 'メンテナンス中', 9: '修理中', unknown: '不明' },
  battery: {
    active: '使用中', charging: '充電中', fullyCharged: '満充電', protect: '保護モード', lowVoltage: '低電圧',
    bmError: 'バッテリー管理エラー', below20: '20%未満', unknown: 'データなし', percent: '{{percent}}%',
  },
  links: {
    teleop: '遠隔操作', basic: 'ベーシックアプリ', activity: 'アクティビティ',
    teleopOf: '遠隔操作：{{name}}', basicOf: 'ベーシックアプリ：{{name}}', activityOf: 'アクティビティ：{{name}}',
  },
  activity: {
    range: '期間', ranges: { hour: '過去1時間', day: '過去24時間', week: '過去7日間' },
    events: 'イベント', time: '日時', kind: '種類', code: 'コード', level: 'レベル', description: '内容', state: '状態',
    noEvents: 'この期間のイベントはありません。', samples: 'バッテリーの推移', noSamples: 'この期間のバッテリー記録はありません。',
    batteryChart: '{{start}} から {{end}} までのバッテリー：{{from}}% から {{to}}%',
    speed: '速度の推移', noSpeed: 'この期間の速度記録はありません。',
    speedSummary: '{{start}} から {{end}} までの {{n}} 件の記録：最高 {{max}} m/s、平均 {{mean}} m/s',
    live: 'ライブ', loadFailed: 'アクティビティを読み込めませんでした。', reload: '再読み込み',
    kinds: {
      flow: 'フロー', docking: 'ドッキング', elevator: 'エレベーター', elevatorCloud: 'エレベータークラウド', securityDoor: 'セキュリティドア', rosbag: '記録',
      robotError: 'ロボットエラー', connection: '接続', floor: 'フロア',
    },
    levels: { 0: '情報', 5: '警告', 9: '緊急' },
    raised: '発生', cleared: '解除',
    codeText: { elevatorCloud: 'エレベータークラウドコード {{code}}' },
  },
  field: {
    name: 'ロボット名', serialNo: 'シリアル番号', model: '機種', version: 'バージョン', hardwareRevision: 'ハードウェアリビジョン',
    buildingId: '初期ビル', groupId: 'ロボットグループ', initialFloorId: '初期フロア', status: 'ステータス',
    longTermRecordingAutoStart: '長時間録画を自動で開始する', videoMode: '映像モード', uploadQuality: '録画のアップロード画質', notes: '備考',
    lastCommunicationAt: '最終通信', updatedAt: '更新日時',
  },
  hint: { hardwareRevision: '数字のみ、3桁以内' },
  uploadQuality: { '720p': '高画質(720p)', '360p': '低画質(360p)' },
  recording: { preparing: '録画準備中', recording: '録画中', ending: '録画終了中', unavailable: '録画不可(ffmpegなし)' },
  videoMode: { normal: '通常', interval: 'インターバル' },
  admin: {
    liveStatus: 'ライブ状態',
    credentialTitle: 'ロボットの認証情報', credentialLabel: '{{serialNo}} の認証情報',
    credentialWarning: 'この認証情報は一度だけ表示されます。今すぐコピーしてロボットに保存してください。再表示はできません。',
    copy: '認証情報をコピー', copied: 'コピーしました', copyFailed: 'コピーできませんでした。テキストを選択して手動でコピーしてください。', done: '保存しました',
    newCredential: '認証情報を再発行', newCredentialConfirm: '{{name}} の認証情報を再発行しますか？現在の認証情報はすぐに無効になり、ロボットの接続が切断されます。',
    issue: '再発行', cancel: 'キャンセル', credentialFailed: '認証情報を再発行できませんでした。',
    osUpdate: 'ロボットOSの更新', osVersion: 'OSバージョン', osUpdateStart: 'ロボットOSを更新', osUpdateSent: 'ロボットが {{version}} へのOS更新を受け付けました。',
    osUpdateRefused: 'ロボットが更新を拒否しました：{{reason}}', osUpdateFailed: 'OS更新を開始できませんでした。',
    batteryNow: '現在のバッテリー：{{percent}}', settingHistory: '設定変更履歴', activity: 'アクティビティ', actions: 'ロボットの操作',
    offline: 'ロボットがオフラインです。',
  },
  history: {
    time: '日時', operator: '変更者', field: '設定', oldValue: '変更前', newValue: '変更後', empty: '変更の記録はまだありません。',
    credential: '認証情報', credentialRotated: '認証情報を再発行', more: 'さらに古い変更を表示', back: 'ロボットに戻る',
    yes: 'はい', no: 'いいえ', empty_value: '（空）',
  },
};
