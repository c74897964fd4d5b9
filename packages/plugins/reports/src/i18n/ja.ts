import { ReportMessages, ReportResultMeaning } from '@fleetdeck/model';

const meanings = Object.fromEntries(Object.entries(ReportResultMeaning).map(([code, text]) => [code, text.ja]));

/** Japanese strings of the reports plugin (namespace `reports`). */
export const ja = {
  menu: { reports: 'レポート', history: '出力履歴', templates: '出力テンプレート' },
  title: { list: 'レポート一覧', detail: 'レポート', history: '出力履歴', templates: '出力テンプレート一覧', templateCreate: '出力テンプレートの新規作成' },
  result: { ...meanings, running: '実行中' },
  headerType: { 0: '巡回', 1: '警備', 30: '清掃' },
  detailType: {
    0: 'イベント', 1: '写真', 2: '動画', 3: 'サーマル', 11: 'センサー', 12: 'アクチュエーター', 13: 'ロケーター', 20: 'ユーザー入力', 30: 'メーター', 50: 'ロボット停止', 51: 'ロボットエラー',
  },
  list: { table: 'レポート', name: '名前', type: '種別', result: '結果', robot: 'ロボット', startedAt: '開始', endedAt: '終了', none: 'レポートはまだありません。フローを実行すると作成されます。', noneFiltered: '条件に合うレポートはありません。' },
  filter: { region: '絞り込み', buildingId: '建物', robotId: 'ロボット', type: '種別', result: '結果', from: '開始日', to: '終了日', all: 'すべて', clear: '条件をクリア' },
  meterHistory: { title: 'メーターの履歴', chart_other: '{{item}} の読み取り値: {{first}} から {{last}} までの {{count, number}} 件', none: 'メーターの読み取り値はまだありません。' },
  detail: {
    summary: '概要', details: '詳細', table: 'レポート詳細', occurredAt: '時刻', type: '種別', checkItem: '点検項目', reading: '値', result: '結果',
    waypoint: 'ウェイポイント', place: '位置', picture: '画像', photoAlt: '{{time}} の {{item}} の{{type}}', noItem: '—', loadError: 'レポートを読み込めませんでした。',
  },
  export: {
    region: '出力', csvUtf8: 'CSV (UTF-8)', csvSjis: 'CSV (Shift_JIS)', excel: 'Excel', media: 'メディア (ZIP)', template: 'Excel テンプレート', noTemplate: 'テンプレートなし',
    running: '出力中…', done: '出力できました：{{rows, number}} 行', failed: '出力に失敗しました：{{reason}}', noData: ReportMessages.noData.ja,
    noPermission: ReportMessages.noPermission.ja, busy: '同じ出力を実行中です。', download: 'ダウンロード',
  },
  history: {
    table: '出力', operator: '実行者', createdAt: '依頼日時', kind: '形式', encoding: '文字コード', status: '状態', rows: '行数', size: 'サイズ', failure: '失敗理由',
    download: 'ダウンロード', kindName: { csv: 'CSV', excel: 'Excel', media: 'メディア' }, statusName: { running: '実行中', done: '完了', failed: '失敗' },
  },
  templates: {
    table: '出力テンプレート', name: '名前', createdAt: '登録日時', add: 'テンプレートを追加', none: 'テンプレートはまだありません。', file: 'rawdata シートを含む Excel ファイル (.xlsx)',
    save: 'アップロード', saved: 'テンプレートを追加しました', cancel: 'キャンセル', failed: 'テンプレートを追加できませんでした。', rawdata: ReportMessages.templateWithoutRawdata.ja,
  },
};
