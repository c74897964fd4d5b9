/** Japanese strings of the commands plugin (namespace `commands`). */
export const ja = {
  menu: { command: 'コマンドリスト', mapping: 'コマンドマッピング' },
  title: {
    readOnly: 'コマンドリスト', list: 'コマンドリスト設定', create: 'コマンドリスト作成', edit: 'コマンドリスト', usage: 'コマンドリストの使用状況',
    mappingList: 'コマンドマッピング', mappingCreate: 'コマンドマッピング作成', mappingEdit: 'コマンドマッピング',
  },
  field: {
    name: 'コマンドリスト名', buildingId: 'ビル', mode: 'モード', memo: 'メモ', revision: 'リビジョン', definition: '定義（JSON）',
    updatedAt: '更新日時',
  },
  mode: { common: '{{mode}}（共通・システム管理者）', normal: '{{mode}}' },
  hint: { definition: 'リストのコマンドをJSONで入力します。', mode: '各モードはビルごとに1回だけ使用できます。' },
  rules: {
    modeTaken: 'このモードはこのビルで既に使用されています', modeSystemAdminOnly: 'モード110〜113はシステム管理者のみ使用できます',
    keyTaken: 'このキーは既に割り当てられています',
  },
  usage: {
    open: '使用状況: {{name}}', flows: 'フロー', workPlans: '作業計画', notUsed: 'このコマンドリストはどのフローや作業計画にも使用されていません。',
    none: 'なし', intro: '定義で「{{name}}」を参照しているフローと作業計画です。', back: 'コマンドリストに戻る',
  },
  mapping: {
    name: 'マッピング名', buildingId: 'ビル', commandListId: 'コマンドリスト', description: '説明', bindings: 'キー割り当て',
    key: 'キー {{number}}', command: 'コマンド {{number}}', add: 'キーを追加', remove: 'キー {{number}} を削除', none: 'キーはまだ割り当てられていません。',
    count: 'キー',
  },
};
