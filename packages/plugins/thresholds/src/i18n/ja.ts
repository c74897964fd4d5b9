/** Japanese strings of the thresholds plugin (namespace `thresholds`). */
export const ja = {
  menu: { threshold: 'しきい値ルール', log: 'しきい値ログ' },
  list: { view: '詳細' },
  title: { list: 'しきい値ルール一覧', log: 'しきい値ログ', edit: 'しきい値ルール', create: 'しきい値ルールの新規作成' },
  field: {
    name: 'ルール名', description: '説明', level: '通知レベル', status: 'ステータス', organizationId: '組織',
    conditions: '条件', updatedAt: '更新日時',
  },
  level: { 0: '情報', 5: '警告', 9: '緊急' },
  status: { 0: '利用不可', 1: '利用可能' },
  condition: {
    bound: '上下限 {{number}}', comparator: '比較方法 {{number}}', value: '目標値 {{number}}', remove: '条件 {{number}} を削除', add: '条件を追加',
    none: '条件がありません。1つ以上追加してください。', summary_other: '{{count, number}}件の条件',
  },
  bound: { min: '下限', max: '上限' },
  comparator: { lt: '< より小さい', lte: '≤ 以下', eq: '= 等しい', gte: '≥ 以上', gt: '> より大きい' },
  hint: { value: '-1,000,000,000 から 1,000,000,000 までの数値です。' },
  log: { occurredAt: '発生日時', rule: 'ルール', level: 'レベル', value: '値', message: 'メッセージ', table: 'しきい値の検知' },
};
