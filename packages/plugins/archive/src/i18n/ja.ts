/** Japanese strings of the archive plugin (namespace `archive`). */
// Not typed as `en`: Japanese has no `_one` plural forms (i18n-completeness checks both sides match).
export const ja = {
  menu: { archive: 'アーカイブ' },
  title: { list: 'アーカイブ', robotDay: '1日の録画', cloud: '建物の録画', player: '録画' },
  list: {
    intro: '録画のあるロボットと録画した日の一覧です。時刻はUTCです。',
    robot: 'ロボット', building: '建物', days: '録画した日', none: 'まだ録画はありません。',
    dayLink: '{{day}}({{count}}分)',
    usage: 'プラン:{{plan}} · {{capacity}} 中 {{used}} 使用 · 保存期間 {{days}} 日',
    plans: { free: '無料', paid: '有料' },
    noContract: 'ご契約に録画アーカイブは含まれていません。',
    loadFailed: '録画を読み込めませんでした。システム管理者にお問い合わせください。',
  },
  day: {
    heading: '{{name}}({{serialNo}})、{{day}} UTC',
    timeline: '1日の録画区間(UTC 0:00〜24:00)',
    span: '{{time}}〜{{until}} UTC の録画({{duration}})',
    empty: 'この日の録画はありません。',
    previousDay: '前の日', nextDay: '次の日', back: '録画一覧', building: '建物の全ロボット',
    minutes_other: '録画 {{count}} 分',
    marksFailed: 'この日のイベントを読み込めませんでした。',
    marksTruncated: 'この日の出来事はタイムラインに表示しきれません。',
    marks: {
      keys_other: '矢印キー・Home・End・Page Up・Page Down で {{count}} 個の印を移動し、Enter で読み上げた印から再生します。',
      event: {
        lane: 'この日のロボットのイベント',
        legend_other: 'ロボットのイベント {{count}} 件',
        mark_other: '{{time}} UTC からのロボットのイベント {{count}} 件(最初: {{label}})',
      },
      reportDetail: {
        lane: 'この日のレポート詳細',
        legend_other: 'レポート詳細 {{count}} 件',
        mark_other: '{{time}} UTC からのレポート詳細 {{count}} 件(最初: {{label}})',
      },
      thresholdBreach: {
        lane: 'この日のしきい値超過',
        legend_other: 'しきい値超過 {{count}} 件',
        mark_other: '{{time}} UTC からのしきい値超過 {{count}} 件(最初: {{label}})',
      },
    },
  },
  cloud: {
    heading: '建物の全ロボット、{{day}} UTC',
    empty: 'この日、この建物のロボットの録画はありません。',
    robot: '{{name}}({{serialNo}})',
  },
  player: {
    heading: '{{name}}({{serialNo}})、{{day}} {{time}} UTC',
    video: '{{time}} UTC の録画',
    previous: '前の1分', next: '次の1分', speed: '再生速度', download: 'ダウンロード',
    copyLink: 'この時点へのリンクをコピー', copied: 'リンクをコピーしました', day: 'この日に戻る',
    missing: 'この1分間の録画はありません。', loadFailed: '録画を読み込めませんでした。',
    previousFrame: '前のフレーム', nextFrame: '次のフレーム', frameStepHint: '一時停止するとフレームごとに進められます。',
  },
};
