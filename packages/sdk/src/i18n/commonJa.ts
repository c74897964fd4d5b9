import type { TranslationTree } from '../plugin/definePlugin.js';
import { RuleMessages } from '@fleetdeck/model';

/** Shared Japanese strings (namespace `common`); keys mirror commonEn (a unit test checks). */
export const commonJa: TranslationTree = {
  actions: {
    retry: '再試行', cancel: 'キャンセル', ok: 'OK', save: '保存', close: '閉じる', confirm: '確認',
    back: '戻る', signOut: 'ログアウト', reload: '再読み込み',
  },
  access: {
    notSignedIn: 'このページを開くにはログインしてください。',
    needsAdmin: 'このページには管理者アカウントが必要です。',
    needsOrgAdmin: 'この操作には組織管理者アカウントが必要です。',
    needsSystemAdmin: 'このページにはシステム管理者アカウントが必要です。',
  },
  errors: {
    fetchFailed: 'データを取得できませんでした。システム管理者に連絡してください。',
    forbidden: 'このページを表示する権限がありません。',
    actionForbidden: 'この操作を行う権限がありません。',
    notFound: 'お探しのURLは見つかりませんでした。',
    network: 'サーバーに接続できません。接続を確認してください。',
    ipNotAllowed: '接続エラー：許可されたネットワークからアクセスしてください',
    contractEnded: '契約が終了しているため、ログインできません。ヘルプセンターにお問い合わせください。',
    paymentIncomplete: 'お支払いが完了していないため、ログインできません。ヘルプセンターにお問い合わせください。',
    helpCentre: 'ヘルプセンター',
  },
  plugin: {
    failedTitle: 'この領域を表示できませんでした',
    loadFailed: 'モジュール「{{id}}」を読み込めませんでした。',
    timeout: 'モジュール「{{id}}」が{{seconds}}秒以内に読み込まれませんでした。',
    sdkMismatch: 'モジュール「{{id}}」はSDK {{range}} が必要ですが、このコンソールのSDKは {{version}} です。',
    integrity: 'モジュール「{{id}}」は整合性チェックに失敗したため実行されませんでした。',
    crashed: 'モジュール「{{id}}」でエラーが発生しました: {{message}}',
    missingRoute: 'モジュール「{{id}}」にページ「{{route}}」がありません。',
    missingComponent: 'カスタムビュー「{{id}}」に「{{component}}」という名前のエクスポートがありません。',
    cancelled: '「{{id}}」の読み込みを取り消しました。',
    slow: 'モジュール「{{id}}」を読み込んでいます（{{seconds}}秒経過）。{{limit}}秒で打ち切ります。',
    details: {
      title: '詳細', copy: '詳細をコピー', copied: 'コピーしました', copyFailed: 'コピーできませんでした。テキストを選択してください',
      module: 'モジュール', url: 'アドレス', status: 'HTTPステータス', specifier: '解決できないインポート', message: 'エラー',
    },
  },
  dev: {
    buildFailed: '開発ビルドに失敗しました',
    location: '場所: {{where}}',
    keptOldBuild: 'コンソールは最後に成功したビルドで動作しています。エラーを直して保存してください。次のビルドが成功すると、この表示は消えます。',
  },
  labs: {
    title: '試験的な機能',
    body: 'このページは試験的な（Labs）機能です。変更されたり、期待どおりに動作しない場合があります。開きますか？',
    dontShowAgain: 'このページでは次回から表示しない',
    open: '開く',
  },
  shell: {
    mainMenu: 'メインメニュー', accountMenu: 'アカウントメニュー', language: '言語', english: 'English',
    japanese: '日本語', universalDesign: 'ユニバーサルデザイン', focusMode: 'フォーカスモード',
    exitFocusMode: 'フォーカスモードを終了', organization: '組織', building: 'ビル',
    allBuildings: 'すべてのビル', loading: '読み込み中…', busy: '処理中…', skipToContent: '本文へスキップ',
    environment: '環境: {{name}}', productName: 'Fleetdeck', labsBadge: 'Labs',
    robotControlMissingTitle: 'ロボット操作がインストールされていません',
    robotControlMissingBody: 'このコンソールにはロボット操作モジュールがまだインストールされていません。メニューから別のページを選んでください。',
    notFoundTitle: 'ページが見つかりません', forbiddenTitle: '権限がありません',
    dismissAlert: '閉じる',
  },
  menu: {
    operation: 'オペレーション', building: 'ビル', organization: '組織', operator: 'オペレーター',
    robot: 'ロボット', device: 'IoTデバイス', report: 'レポート', schedule: 'スケジュール',
    checkItem: '点検項目', command: 'コマンドリスト', flow: 'フロー', workplan: '作業計画',
    data: 'データ', system: 'システム', knowledge: 'ナレッジ', chats: 'チャット', archive: 'アーカイブ',
    threshold: '閾値ルール', asilla: 'asilla', custom: 'カスタム', other: 'その他',
  },
  // Labels of the fields every entity has (a plugin's own `field.*` wins).
  field: { id: 'ID', createdAt: '作成日時', updatedAt: '更新日時' },
  validation: {
    required: '必須項目です',
    minLength: '{{limit}}文字以上で入力してください',
    maxLength: '{{limit}}文字以内で入力してください',
    minimum: '{{limit}}以上にしてください',
    maximum: '{{limit}}以下にしてください',
    pattern: '形式が正しくありません',
    format: '形式が正しくありません',
    formatEmail: '有効なメールアドレスを入力してください',
    type: '値が正しくありません',
    enum: '選択肢から選んでください',
    const: '値が一致しません',
    minItems: '{{limit}}個以上選んでください',
    maxItems: '{{limit}}個以内で選んでください',
    invalid: '値が正しくありません',
    // The model's text rules (text-rules.ts), worded once in RuleMessages.
    notBlank: RuleMessages.notBlank.ja,
    controlCharacters: RuleMessages.controlCharacters.ja,
    controlCharactersMultiline: RuleMessages.controlCharactersMultiline.ja,
  },
  upload: {
    choose: 'ファイルを選択', uploading: 'アップロード中… {{percent}}', tooLarge: 'ファイルが50MBを超えています。', badType: 'この種類のファイルはアップロードできません。',
    failed: 'アップロードに失敗しました。もう一度お試しください。', current: '{{name}}（{{size}} KB）', previewFailed: 'ファイルを読み込めませんでした。',
  },
};
