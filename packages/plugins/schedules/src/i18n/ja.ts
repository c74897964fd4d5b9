/** Japanese strings of the schedules plugin (namespace `schedules`). */
export const ja = {
  menu: { dashboard: 'ダッシュボード', calendar: 'スケジュールカレンダー', list: 'スケジュール一覧', log: 'スケジュールログ', triggers: 'トリガールール', triggerLog: 'トリガーログ' },
  title: { dashboard: 'ダッシュボード', list: 'スケジュール一覧', create: 'スケジュールの新規作成', edit: 'スケジュール', calendar: 'スケジュールカレンダー', log: 'スケジュールログ',
    triggerList: 'トリガールール一覧', triggerCreate: 'トリガールールの新規作成', triggerEdit: 'トリガールール', triggerLog: 'トリガーログ',
  },
  field: {
    title: 'タイトル', buildingId: 'ビル', robotId: 'ロボット', flowId: 'フロー', start: '開始', end: '終了', repeat: '繰り返し',
    weekdays: '曜日', until: '繰り返し終了日', exceptions: '除外日', priority: '優先', description: '説明',
    organizationId: '組織', updatedAt: '更新日時',
  },
  hint: {
    localTime: 'ビルの現地時刻で指定します。',
    until: '繰り返す最後の日です。空欄の場合は終了しません。',
  },
  repeat: { none: '繰り返しなし', daily: '毎日', weekly: '毎週', monthly: '毎月' },
  weekday: { monday: '月', tuesday: '火', wednesday: '水', thursday: '木', friday: '金', saturday: '土', sunday: '日' },
  exceptions: { add: '除外日を追加', remove: '除外日 {{date}} を削除', date: '除外する日付', none: '除外日はありません。' },
  overlap: {
    refused: '同じロボットの「{{title}}」（{{start}}）と時間が重なっています。どちらかを優先にしないと保存できません。',
    priority: '同じロボットの「{{title}}」（{{start}}）と時間が重なっています。優先のため、開始時にそのフローを停止します。',
    otherPriority: '同じロボットの優先スケジュール「{{title}}」（{{start}}）と重なっています。この予定のフローは停止されます。',
  },
  priority: { yes: '優先', no: '—' },
  result: { done: '完了', fail: '失敗', cancel: 'キャンセル', running: '実行中', unknown: '不明', planned: '予定' },
  calendar: {
    region: 'スケジュールカレンダー', views: 'カレンダー表示', day: '日', week: '週', fourDay: '4日', month: '月',
    today: '今日', previous: '前へ', next: '次へ', building: 'ビル', robot: 'ロボット', allBuildings: 'すべてのビル', allRobots: 'すべてのロボット',
    colourBy: '色分け', byRobot: 'ロボット', byResult: '結果', loading: 'スケジュールを読み込み中…', loadError: 'スケジュールを読み込めませんでした。',
    saveError: '変更を保存できませんでした: {{message}}', saved: '「{{title}}」を保存しました。', newEntry: '新しい予定', legend: '色の凡例',
    readOnly: 'スケジュールの変更はシステム管理者のみ行えます。',
  },
  log: {
    table: 'スケジュールの実行記録', plannedStart: '予定開始', plannedEnd: '予定終了', startedAt: '開始', finishedAt: '終了',
    title: 'スケジュール', robot: 'ロボット', flow: 'フロー', result: '結果', reason: '理由', filter: '結果', all: 'すべての結果', csv: 'CSV出力',
  },
  dashboard: {
    runs: '過去24時間のフロー実行(ビル別)', noRuns: '過去24時間に終了したフロー実行はありません。',
    fleet: 'フリートの状況', online: 'オンライン', offline: 'オフライン', inError: 'エラー', charging: '充電中', runningFlows: '実行中のフロー',
    running: '実行中のフロー', noneRunning: 'フローを実行中のロボットはありません。', step: 'ステップ', stepOf: '{{step, number}} / {{steps, number}}', battery: 'バッテリー',
    upcoming: '今後24時間のスケジュール', recent: '最新のスケジュールログ',
  },
  trigger: {
    name: '名前', enabled: '有効', eventType: 'イベント', scheduleId: 'スケジュール', robotId: 'ロボット', robotStatus: 'ロボット状態',
    thresholdRuleId: 'しきい値ルール', targetType: '実行内容', targetRobotId: 'フローを実行するロボット', flowId: '開始するフロー', level: '通知レベル',
    webhookId: 'Web API(Webhook)', description: '説明', anyHint: '空欄の場合はすべてが対象です。', on: '有効', off: '無効',
    events: { 0: 'スケジュールの開始', 1: 'ロボット状態の変化', 2: 'データしきい値の超過', 10: 'カレンダー', 11: 'Slack', 12: 'Teams' },
    targets: { 0: 'フローを開始', 1: '通知を送信', 2: 'レポートを作成', 3: 'Web APIを呼び出し' },
    statuses: { offline: 'オフラインになった', error: 'エラーが発生した', lowBattery: 'バッテリー残量が低下した' },
    levels: { 0: '情報', 5: '警告', 9: '緊急' },
  },
  triggerLog: {
    table: 'トリガールールの実行履歴', occurredAt: '発生日時', ruleName: 'ルール', eventType: 'イベント', targetType: '実行内容', summary: '内容',
    result: '結果', failure: '失敗理由', detail: '詳細',
    results: { done: '完了', fail: '失敗', pending: '処理中' },
  },
};
