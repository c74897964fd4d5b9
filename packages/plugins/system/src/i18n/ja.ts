/** Japanese strings of the system plugin (namespace `system`). */
export const ja = {
  menu: { system: 'システム' },
  title: {
    top: 'システム', versionList: 'システムバージョン', versionCreate: 'システムバージョン登録', versionEdit: 'システムバージョン',
    configList: 'システム設定', configCreate: 'システム設定の登録', configEdit: 'システム設定',
    announcementList: 'お知らせ', announcementCreate: 'お知らせ登録', announcementEdit: 'お知らせ',
    webhookList: 'Webhook', webhookCreate: 'Webhook登録', webhookEdit: 'Webhook',
    iamServiceList: 'IAMサービス', iamServiceCreate: 'IAMサービス登録', iamServiceEdit: 'IAMサービス',
    servicePackageList: 'サービスパッケージ', servicePackageCreate: 'サービスパッケージ登録', servicePackageEdit: 'サービスパッケージ',
    serviceCommandCreate: 'サービスコマンド登録', serviceCommandEdit: 'サービスコマンド',
    registerCustomer: '顧客登録', initData: 'マスターデータ読み込み', errorCodeList: 'エラーコード', pluginList: 'インストール済みプラグイン', syncHistoryList: '同期履歴', skywayKeyList: 'SkyWayキー', azureKeyList: 'Azureキー',
  },
  top: { intro: 'システム全体の設定と記録です。', pages: 'システムページ' },
  common: { yes: 'はい', no: 'いいえ' },
  field: { organizationId: '組織', createdAt: '作成日時', updatedAt: '更新日時' },
  levels: { 0: '情報', 5: '警告', 9: '緊急' },
  version: {
    version: 'バージョン', versionHint: '例: 2.14.0、3.0.0-beta.1', status: 'ステータス', releaseLevel: 'リリースレベル', notes: 'リリースノート',
    statuses: { 0: '非公開', 1: '正式版', 2: 'ベータ版', 3: 'アルファ版' },
    levels: { alpha: 'アルファ', beta: 'ベータ', official: '正式' },
  },
  config: {
    key: 'キー', keyHint: '英字で始まる英数字・ドット・ハイフン・アンダースコア', valueType: '値の種類', value: '値',
    description: '説明', valueTypes: { text: 'テキスト', json: 'JSON' }, jsonInvalid: 'JSONの形式が正しくありません: {{detail}}',
  },
  announcement: {
    titleJa: 'タイトル（日本語）', titleEn: 'タイトル（英語）', bodyJa: '本文（日本語）', bodyEn: '本文（英語）', level: 'レベル',
    publishFrom: '公開開始', publishTo: '公開終了', publishToHint: '空欄の場合は終了日時を定めずに公開します。',
    periodOrder: '公開終了は公開開始より後にしてください',
  },
  webhook: {
    name: '名前', type: '種類', authType: '認証方式', status: 'ステータス', url: 'URL', urlHint: 'https:// のアドレスのみ', secret: 'シークレット',
    secretHint: '認証方式が「なし」以外の場合は必須です。',
    types: { 0: '汎用', 1: 'LiLz', 2: 'Slack', 3: 'Teams' },
    authTypes: { 0: 'なし', 1: 'Basic認証', 2: 'Bearerトークン', 3: 'HMAC署名' },
    statuses: { 0: '無効', 1: '有効', 9: 'エラー' },
  },
  iam: {
    name: 'サービス名', clientId: 'クライアントID', clientIdHint: '英数字・ドット・ハイフン・アンダースコア（重複不可）', scopes: 'スコープ',
    scopesHint: 'カンマで区切って入力（例: robots:read, reports:read）', enabled: '有効', clientSecret: 'クライアントシークレット',
    clientSecretHint: '16文字以上。ハッシュ化して保存され、再表示はできません。',
  },
  package: { name: 'パッケージ名', version: 'バージョン', description: '説明', enabled: '有効' },
  command: {
    section: 'サービスコマンド', bundleId: 'バンドル', bundleHint: '英小文字・数字・ハイフン・アンダースコア', name: 'コマンド名',
    command: 'コマンド', description: '説明', newBundle: '新規コマンドのバンドル', newBundleHint: '新規作成したコマンドはこのバンドルに追加されます。',
  },
  errorCode: {
    search: 'コードを検索', category: '分類', allCategories: 'すべての分類', code: 'コード', description: '説明',
    categories: {
      flow: 'フロー', docking: 'ドッキング', elevatorCloud: 'エレベーター連携クラウド', elevator: 'エレベーター連携', securityDoor: 'セキュリティドア', rosbag: 'rosbag記録',
    },
  },
  plugin: {
    consoleSdk: 'このコンソールの @fleetdeck/sdk は {{version}} です。SDK の範囲がこのバージョンを含むプラグインだけが読み込まれます。',
    name: 'プラグイン', id: 'ID', version: 'バージョン', sdk: 'SDK の範囲', status: '状態', compatible: '互換',
    incompatible: '読み込まれません: SDK {{range}} が必要ですが、このコンソールは {{version}} です',
    loading: 'インストール済みプラグインを読み込んでいます…',
  },
  sync: {
    startedAt: '開始日時', target: '連携システム', direction: '方向', status: '結果', itemCount: '件数', message: 'メッセージ', allStatuses: 'すべての結果',
    directions: { import: '取り込み', export: '書き出し' },
    statuses: { success: '成功', partial: '一部成功', failed: '失敗', running: '実行中' },
  },
  key: {
    name: 'キー名', value: 'キー', newValue: 'キーの値', valueHint: '空白を含まない8文字以上。登録後はマスクして表示します。',
    add: 'キーを追加', rotate: 'ローテーション',
  },
};
